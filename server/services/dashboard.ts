/** HOME's numbers, straight from the orders table. */
import { and, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { DashboardSummary } from '../../contract/dashboard';
import { CANCELLED_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../contract/order-status';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { getCompany } from './company';
import { shopDayRange } from './shop-time';

/** Count per status, every status present (0 when none). */
async function ordersByStatus(db: Db): Promise<DashboardSummary['ordersByStatus']> {
  const rows = await db.select({ status: orders.status, count: sql<number>`count(*)::int` }).from(orders).groupBy(orders.status);
  const counts = new Map(rows.map((r) => [r.status as OrderStatus, Number(r.count)]));
  return ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/** Orders placed today and their revenue, cancelled orders left out of the revenue. */
async function today(db: Db, now: Date): Promise<{ count: number; revenue: string }> {
  const { start, end } = shopDayRange(now);
  const notCancelled = notInArray(orders.status, [...CANCELLED_ORDER_STATUSES]);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${orders.total}) filter (where ${notCancelled}), 0)::numeric(14,2)::text`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)));
  return { count: Number(row.count), revenue: row.revenue };
}

/** The dashboard summary as of `now`. */
export async function dashboardSummary(db: Db, now = new Date()): Promise<DashboardSummary> {
  const [byStatus, todays, company] = await Promise.all([ordersByStatus(db), today(db, now), getCompany(db)]);
  return {
    todayOrders: todays.count,
    todayRevenue: todays.revenue,
    currency: company.currency,
    ordersByStatus: byStatus,
    totalOrders: byStatus.reduce((sum, s) => sum + s.count, 0),
  };
}
