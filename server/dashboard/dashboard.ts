/** HOME's numbers: status counts from the exact counters, today's and the last 30 days' from the orders table. */
import {
  DASHBOARD_CARD_PERMISSIONS,
  DASHBOARD_LOW_STOCK_ROWS,
  type DashboardSummary,
  type LowStockVariant,
} from '../../contract/dashboard/dashboard';
import { ORDER_STATUSES } from '../../contract/orders/order-status';
import type { Db } from '../db/client';
import { getCompany } from '../company/company';
import { dailySales } from './daily-sales';
import { readStatusCounts } from '../db/status-counts';
import { count, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/transaction';
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

/** The variants at or below their threshold, lowest stock first (the partial low-stock index holds just those). */
async function lowStockVariants(db: Db): Promise<DashboardSummary['lowStock']> {
  const rows = await queryRows<LowStockVariant>(
    db,
    sql`
    select v.id as "variantId", p.name as "productName", v.sku, v.stock, v.low_stock_threshold as "lowStockThreshold"
    from product_variants v join products p on p.id = v.product_id
    where v.stock <= v.low_stock_threshold order by v.stock, v.id limit ${DASHBOARD_LOW_STOCK_ROWS}`,
  );
  const total = rows.length < DASHBOARD_LOW_STOCK_ROWS ? rows.length : await countLowStock(db);
  return { count: total, variants: rows };
}

const countLowStock = async (db: Db) =>
  Number(
    (
      await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from product_variants where stock <= low_stock_threshold`,
      )
    )[0].n,
  );

/** The dashboard summary as of `now`; a card's figures only where `may` grants the screen it opens (else null). */
export async function dashboardSummary(
  db: Db,
  now = new Date(),
  may: (path: string) => boolean = () => true,
): Promise<DashboardSummary> {
  const when = <T>(card: keyof typeof DASHBOARD_CARD_PERMISSIONS, read: () => Promise<T>) =>
    may(DASHBOARD_CARD_PERMISSIONS[card]) ? read() : null;
  const [byStatus, company, salesByDay, waiting, tickets, lowStock] = await Promise.all([
    ordersByStatus(db),
    getCompany(db),
    dailySales(db, now),
    when('reviewsWaiting', () => reviewsWaiting(db)),
    when('tickets', () => ticketCounts(db)),
    when('lowStock', () => lowStockVariants(db)),
  ]);
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
    tickets,
    lowStock,
  };
}
