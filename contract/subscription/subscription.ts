/**
 * The shop's subscription to the portal (issue 14 §6): plans, the shop's subscription, checkout through the
 * payment gateway and its invoices. Prices are before tax; GST at 18% is added at checkout (Indian SaaS billing).
 */
import { z } from 'zod';
import { SUBSCRIPTION_MESSAGES, VALIDATION } from '../platform/messages';
import { SubscriptionStatusSchema } from '../account/auth';

export const SUBSCRIPTION_API = {
  summary: '/subscription',
  plans: '/subscription/plans',
  checkout: '/subscription/checkout',
  invoicePdf: (id: number | string) => `/subscription/invoices/${id}/pdf`,
  /** Master Admin only: set the state for demos and tests (trial, active or expired). */
  state: '/subscription/state',
} as const;

/** GST on the subscription, in percent (India's rate for software as a service). */
export const GST_PERCENT = 18;
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const PERIOD_LABEL: Record<BillingPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly' };
/** Days a paid period runs: a month is 30 days, a year 365. */
export const PERIOD_DAYS: Record<BillingPeriod, number> = { monthly: 30, yearly: 365 };
/** The test gateway's cards (like Razorpay's and Stripe's): one that pays, one that is declined. */
export const TEST_CARDS = { success: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' } as const;

export const PlanSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  /** Money as strings with two decimals (numeric in the database). */
  monthlyPrice: z.string(),
  yearlyPrice: z.string(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const InvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  planName: z.string(),
  period: z.enum(BILLING_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.string(),
  gst: z.string(),
  total: z.string(),
  currency: z.string(),
  paymentId: z.string(),
  issuedAt: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** MY_SUBSCRIPTION: the plan, status, the day it ends and the invoices, newest first. */
export const SubscriptionSummarySchema = z.object({
  status: SubscriptionStatusSchema,
  plan: PlanSchema.nullable(),
  period: z.enum(BILLING_PERIODS).nullable(),
  /** When the trial or the paid period ends (ISO). */
  endsAt: z.string(),
  /** Whole days until then, 0 once passed. */
  daysLeft: z.number().int(),
  /** 'Test' or 'Production': the payment gateway checkout goes through. */
  gatewayMode: z.enum(['Test', 'Production']),
  invoices: z.array(InvoiceSchema),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

/** Digits only, 12 to 19 of them (spaces and dashes typed between groups are ignored). */
const cardNumber = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,19}$/, SUBSCRIPTION_MESSAGES.cardNumber));

/** The plan cart's form: the period and the card (the plan is in the route). */
export const CheckoutFormSchema = z.object({
  period: z.enum(BILLING_PERIODS, { error: VALIDATION.required }),
  cardNumber,
});
export type CheckoutForm = z.input<typeof CheckoutFormSchema>;

/** `POST /subscription/checkout`. */
export const CheckoutRequestSchema = CheckoutFormSchema.extend({
  planId: z.number({ error: VALIDATION.required }).int().positive(),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const CheckoutResultSchema = z.object({
  subscription: SubscriptionSummarySchema,
  invoice: InvoiceSchema,
  gatewayOrderId: z.string(),
  gatewayPaymentId: z.string(),
});

export const SUBSCRIPTION_STATES = ['trial', 'active', 'expired'] as const;
/** `PUT /subscription/state` (Master Admin, demos and tests): where the subscription stands from now. */
export const SubscriptionStateRequestSchema = z.object({
  state: z.enum(SUBSCRIPTION_STATES, { error: VALIDATION.required }),
});

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The amount, GST and total of a plan for a period (rupees with paise, as strings). */
export function priceWithTax(plan: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>, period: BillingPeriod) {
  const paise = Math.round(Number(period === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice) * 100);
  const gstPaise = Math.round((paise * GST_PERCENT) / 100);
  return { amount: rupees(paise), gst: rupees(gstPaise), total: rupees(paise + gstPaise) };
}
