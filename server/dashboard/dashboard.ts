/** HOME's numbers: status counts from the exact counters, today's and the last 30 days' from the orders table. */
import type { DashboardSummary } from '../../contract/dashboard';
import { ORDER_STATUSES } from '../../contract/order-status';
import type { Db } from '../db/client';
import { getCompany } from '../company/company';
import { dailySales } from './daily-sales';
import { readStatusCounts } from '../db/status-counts';
import { count, eq } from 'drizzle-orm';
import { productComments } from '../catalogue/product-comment.resource';
import { ticketCounts } from '../support/ticket-counts';

/** Reviews staff have not published yet (an index on status keeps it a small count). */
async function reviewsWaiting(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productComments).where(eq(productComments.status, 'Unpublished'));
  return Number(row.n);
}

/** Count per status, every status present (0 when none), from the exact counters: a handful of rows, no scan of orders. */
async function ordersByStatus(db: Db): Promise<DashboardSummary['ordersByStatus']> {
  const counts = await readStatusCounts(db, 'order', ORDER_STATUSES);
  return ORDER_STATUSES.map((status) => ({ status, count: counts[status] }));
}

/** The dashboard summary as of `now`. */
export async function dashboardSummary(db: Db, now = new Date()): Promise<DashboardSummary> {
  const [byStatus, company, salesByDay, waiting] = await Promise.all([ordersByStatus(db), getCompany(db), dailySales(db, now), reviewsWaiting(db)]);
  // Today is the series' last day: one read of the orders for both.
  const today = salesByDay[salesByDay.length - 1];
  return {
    todayOrders: today.orders,
    todayRevenue: today.revenue,
    currency: company.currency,
    ordersByStatus: byStatus,
    totalOrders: byStatus.reduce((sum, s) => sum + s.count, 0),
    salesByDay,
    reviewsWaiting: waiting,
    tickets: await ticketCounts(db),
  };
}
