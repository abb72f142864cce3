/**
 * The dashboard's sales over time: orders and revenue per shop day over the last 30 days.
 * Every status is listed in the filter so PostgreSQL reads (status, created_at, total) from
 * orders_status_created_total_idx alone, one created_at range per status, never the table.
 */
import { sql } from 'drizzle-orm';
import { DASHBOARD_SALES_DAYS, type DailySales } from '../../contract/dashboard/dashboard';
import { CANCELLED_ORDER_STATUSES, ORDER_STATUSES } from '../../contract/orders/order-status';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { SHOP_UTC_OFFSET_MS, shopDayRange } from '../platform/shop-time';

const DAY_MS = 86_400_000;
const OFFSET_MINUTES = SHOP_UTC_OFFSET_MS / 60_000;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The shop days of the chart ending with the one containing `now`, oldest first. */
export function salesDays(now: Date): string[] {
  const todayStart = shopDayRange(now).start.getTime() + SHOP_UTC_OFFSET_MS;
  return Array.from({ length: DASHBOARD_SALES_DAYS }, (_, i) =>
    new Date(todayStart - (DASHBOARD_SALES_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Orders (any status) and revenue (cancelled left out) per shop day; days without orders as zeros. */
export async function dailySales(db: Db, now = new Date()): Promise<DailySales[]> {
  const { end } = shopDayRange(now);
  const start = new Date(end.getTime() - DASHBOARD_SALES_DAYS * DAY_MS);
  // Grouped by date and turned into text only per group: to_char on every row took about half again as long.
  const rows = await queryRows<{ day: string; orders: string | number; revenue: string }>(
    db,
    sql`
    select to_char(day, 'YYYY-MM-DD') as day, orders, revenue from (
      select ((created_at at time zone 'UTC') + make_interval(mins => ${OFFSET_MINUTES}))::date as day,
        count(*) as orders,
        coalesce(sum(total) filter (where status not in (${list(CANCELLED_ORDER_STATUSES)})), 0)::numeric(14,2)::text as revenue
      from orders
      where status in (${list(ORDER_STATUSES)})
        and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
      group by 1) per_day`,
  );
  const found = new Map(rows.map((r) => [r.day, r]));
  return salesDays(now).map((day) => {
    const row = found.get(day);
    return { day, orders: Number(row?.orders ?? 0), revenue: row?.revenue ?? '0.00' };
  });
}
