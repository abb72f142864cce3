/**
 * The plan cart's checkout: price the plan with GST, create a gateway order, pay it with the card, and on a
 * captured payment record it, extend the subscription by the period and issue the invoice, in one transaction.
 * A declined card is recorded (with its own audit row) and answered as a 400 on the card field.
 */
import { eq, sql } from 'drizzle-orm';
import {
  GST_PERCENT,
  PERIOD_DAYS,
  priceWithTax,
  type CheckoutRequestSchema,
} from '../../contract/subscription/subscription';
import { SUBSCRIPTION_MESSAGES } from '../../contract/platform/messages';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { shopSubscription, subscriptionInvoices, subscriptionPayments } from './schema';
import { withTransaction } from '../db/transaction';
import { getCompany } from '../company/company';
import { recordAudit } from '../platform/audit/record';
import { badRequest, conflict } from '../platform/http/http-errors';
import { readPaymentGateway } from '../settings/service-credentials';
import { takeNumber } from '../platform/prefix-numbers';
import { passesLuhn, type PaymentGateway } from './gateway/payment-gateway';
import { endsAtOf, forgetShopSubscription, statusOf } from './status';
import { findPlan } from './summary';

type CheckoutInput = z.output<typeof CheckoutRequestSchema>;
const DAY_MS = 86_400_000;

/** The gateway of the service credentials' mode; only Test mode runs here (no production gateway is reachable). */
export async function gatewayFor(db: Db, testGateway: PaymentGateway): Promise<PaymentGateway> {
  const { mode } = await readPaymentGateway(db);
  if (mode !== 'Test') throw conflict(SUBSCRIPTION_MESSAGES.productionGatewayUnreachable);
  return testGateway;
}

/** Pays for the plan and period; returns the invoice id and the gateway's order and payment ids. */
export async function checkout(
  db: Db,
  testGateway: PaymentGateway,
  userId: number,
  input: CheckoutInput,
  now = new Date(),
) {
  const plan = await findPlan(db, input.planId);
  if (!plan) throw badRequest(SUBSCRIPTION_MESSAGES.planNotFound, 'planId');
  if (!passesLuhn(input.cardNumber)) throw badRequest(SUBSCRIPTION_MESSAGES.cardInvalid, 'cardNumber');
  const gateway = await gatewayFor(db, testGateway);
  const price = priceWithTax(plan, input.period);
  const { currency, name: billedTo } = await getCompany(db);
  const order = await gateway.createOrder({
    amount: Math.round(Number(price.total) * 100),
    currency,
    receipt: `${plan.code}-${input.period}-${now.getTime()}`,
  });
  const payment = await gateway.pay(order.id, { number: input.cardNumber });
  const paymentRow = {
    gatewayMode: gateway.mode,
    gatewayOrderId: order.id,
    gatewayPaymentId: payment.paymentId,
    planId: plan.id,
    period: input.period,
    total: price.total,
    cardLast4: payment.cardLast4,
    paidBy: userId,
  };
  const audit = { entity: 'subscription', entityId: 1, action: 'checkout' } as const;

  if (payment.status === 'failed') {
    await withTransaction(db, async (tx) => {
      await tx.insert(subscriptionPayments).values({ ...paymentRow, outcome: 'declined', reason: payment.reason });
      await recordAudit(tx, {
        ...audit,
        outcome: 'failure',
        reason: SUBSCRIPTION_MESSAGES.paymentDeclined,
        detail: { plan: plan.name, period: input.period, gatewayOrderId: order.id },
      });
    });
    throw badRequest(SUBSCRIPTION_MESSAGES.paymentDeclined, 'cardNumber');
  }

  const paidFor = await withTransaction(db, async (tx) => {
    const [current] = await tx.select().from(shopSubscription).where(eq(shopSubscription.id, 1)).for('update');
    // A paid period starts where the running one ends, a paid period's or the free trial's: no paid or trial day is lost.
    const start = statusOf(current, now) === 'expired' ? now : endsAtOf(current);
    const end = new Date(start.getTime() + PERIOD_DAYS[input.period] * DAY_MS);
    const [paid] = await tx
      .insert(subscriptionPayments)
      .values({ ...paymentRow, outcome: 'paid' })
      .returning({ id: subscriptionPayments.id });
    const [invoice] = await tx
      .insert(subscriptionInvoices)
      .values({
        number: await takeNumber(tx, 'invoice'),
        paymentId: paid.id,
        planName: plan.name,
        period: input.period,
        periodStart: start,
        periodEnd: end,
        amount: price.amount,
        gstPercent: GST_PERCENT,
        gst: price.gst,
        total: price.total,
        currency,
        billedTo,
      })
      .returning({ id: subscriptionInvoices.id, number: subscriptionInvoices.number });
    await tx
      .update(shopSubscription)
      .set({
        planId: plan.id,
        period: input.period,
        periodEndsAt: end,
        version: sql`${shopSubscription.version} + 1`,
        updatedAt: now,
      })
      .where(eq(shopSubscription.id, 1));
    await recordAudit(tx, {
      ...audit,
      changes: {
        planId: { before: current.planId, after: plan.id },
        periodEndsAt: { before: current.periodEndsAt?.toISOString() ?? null, after: end.toISOString() },
      },
      detail: {
        invoice: invoice.number,
        total: price.total,
        gatewayOrderId: order.id,
        gatewayPaymentId: payment.paymentId,
      },
    });
    return { invoiceId: invoice.id, gatewayOrderId: order.id, gatewayPaymentId: payment.paymentId };
  });
  forgetShopSubscription();
  return paidFor;
}
