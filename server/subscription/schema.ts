/** The shop's subscription to the portal: plans, the one subscription row, gateway payments and invoices. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BILLING_PERIODS } from '../../contract/subscription/subscription';
import { createdAt, money, oneOf, updatedAt } from '../db/columns';
import { portalUsers } from '../platform/auth/schema';

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** Before GST. */
    monthlyPrice: money('monthly_price').notNull(),
    yearlyPrice: money('yearly_price').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('subscription_plans_code_uq').on(t.code),
    check('subscription_plans_prices_ck', sql`${t.monthlyPrice} > 0 and ${t.yearlyPrice} > 0`),
  ],
);

/**
 * The shop's subscription: one row (id 1). Its status is read from the dates, never stored: a paid period
 * running → active; else the trial running → free; else expired. So an expiry needs no job to flip it.
 */
export const shopSubscription = pgTable(
  'shop_subscription',
  {
    id: integer('id').primaryKey().default(1),
    planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    period: text('period'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
    /** End of the paid period; null before the first payment. */
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_subscription_single_row_ck', sql`${t.id} = 1`),
    check('shop_subscription_period_ck', sql`${t.period} is null or ${oneOf(t.period, BILLING_PERIODS)}`),
  ],
);

export const PAYMENT_OUTCOMES = ['paid', 'declined'] as const;

/** Every checkout the gateway answered, paid or declined (a declined one keeps its reason). */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gatewayMode: text('gateway_mode').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    period: text('period').notNull(),
    total: money('total').notNull(),
    /** Last four digits only: a card number is never stored. */
    cardLast4: text('card_last4').notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    paidBy: integer('paid_by').references(() => portalUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_payments_payment_uq').on(t.gatewayPaymentId),
    check('subscription_payments_outcome_ck', oneOf(t.outcome, PAYMENT_OUTCOMES)),
    check('subscription_payments_period_ck', oneOf(t.period, BILLING_PERIODS)),
  ],
);

/** An invoice per paid period; the PDF is drawn from this row whenever it is asked for. */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptionPayments.id, { onDelete: 'restrict' }),
    planName: text('plan_name').notNull(),
    period: text('period').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    amount: money('amount').notNull(),
    gstPercent: integer('gst_percent').notNull(),
    gst: money('gst').notNull(),
    total: money('total').notNull(),
    currency: text('currency').notNull(),
    /** The shop's name when the invoice was issued. */
    billedTo: text('billed_to').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_number_uq').on(t.number),
    index('subscription_invoices_issued_idx').on(t.issuedAt),
  ],
);
