/** MY_SUBSCRIPTION as the API answers it: plan, status, end and days left, gateway mode and invoices. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Invoice, Plan, SubscriptionSummary } from '../../contract/subscription/subscription';
import type { Db } from '../db/client';
import { subscriptionInvoices, subscriptionPayments, subscriptionPlans } from './schema';
import { readPaymentGateway } from '../settings/service-credentials';
import { daysLeft, endsAtOf, readShopSubscription, statusOf } from './status';

type PlanRow = typeof subscriptionPlans.$inferSelect;
type InvoiceRow = typeof subscriptionInvoices.$inferSelect & { gatewayPaymentId: string };

export const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  features: row.features,
  monthlyPrice: row.monthlyPrice,
  yearlyPrice: row.yearlyPrice,
});

export const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  number: row.number,
  planName: row.planName,
  period: row.period as Invoice['period'],
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  amount: row.amount,
  gst: row.gst,
  total: row.total,
  currency: row.currency,
  paymentId: row.gatewayPaymentId,
  issuedAt: row.issuedAt.toISOString(),
});

export const listPlans = async (db: Db) =>
  (await db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.position))).map(toPlan);

export async function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

/** An invoice with the gateway's payment id and mode (what its PDF prints). */
export async function findInvoice(db: Db, id: number) {
  const [row] = await db
    .select({
      invoice: subscriptionInvoices,
      gatewayPaymentId: subscriptionPayments.gatewayPaymentId,
      gatewayMode: subscriptionPayments.gatewayMode,
    })
    .from(subscriptionInvoices)
    .innerJoin(subscriptionPayments, eq(subscriptionPayments.id, subscriptionInvoices.paymentId))
    .where(eq(subscriptionInvoices.id, id));
  return row ? { ...row.invoice, gatewayPaymentId: row.gatewayPaymentId, gatewayMode: row.gatewayMode } : undefined;
}

export async function readSummary(db: Db, now = new Date()): Promise<SubscriptionSummary> {
  const row = await readShopSubscription(db);
  const plan = row.planId === null ? undefined : await findPlan(db, row.planId);
  const invoices = await db
    .select({ invoice: subscriptionInvoices, gatewayPaymentId: subscriptionPayments.gatewayPaymentId })
    .from(subscriptionInvoices)
    .innerJoin(subscriptionPayments, eq(subscriptionPayments.id, subscriptionInvoices.paymentId))
    .orderBy(desc(subscriptionInvoices.issuedAt), desc(subscriptionInvoices.id));
  const endsAt = endsAtOf(row);
  return {
    status: statusOf(row, now),
    plan: plan ? toPlan(plan) : null,
    period: (row.period as SubscriptionSummary['period']) ?? null,
    endsAt: endsAt.toISOString(),
    daysLeft: daysLeft(endsAt, now),
    gatewayMode: (await readPaymentGateway(db)).mode,
    invoices: invoices.map((r) => toInvoice({ ...r.invoice, gatewayPaymentId: r.gatewayPaymentId })),
  };
}
