/**
 * Bulk orders: chunks of set-based INSERT … SELECT FROM generate_series, one transaction per chunk,
 * so a million orders take minutes and memory stays flat. Works the same on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../contract/orders/order-status';
import type { Db } from '../db/client';
import { queryRows, prepareBulkWork, withTransaction } from '../db/transaction';
import { shopDayRange } from '../platform/shop-time';
import {
  insertOrderItemsSql,
  insertOrdersSql,
  insertPaymentsSql,
  insertReturnsSql,
  type OrderTimeline,
} from './orders-sql';

const DAY_S = 86_400;
/** Orders per transaction: big enough to amortise, small enough to keep each statement short. */
export const ORDER_CHUNK = 25_000;

/** How `count` orders spread over time: most over the last 90 days, at least a few (about a day's worth) today. */
export function planTimeline(count: number, now: Date): OrderTimeline {
  const nowEpoch = now.getTime() / 1000;
  const todayStartEpoch = shopDayRange(now).start.getTime() / 1000;
  const today = count === 0 ? 0 : Math.min(count, Math.max(5, Math.ceil(count / 90)));
  const regular = count - today;
  const startEpoch = nowEpoch - 90 * DAY_S;
  return {
    regular,
    startEpoch,
    regularStep: (todayStartEpoch - startEpoch) / Math.max(regular, 1),
    todayStartEpoch,
    todayStep: (nowEpoch - todayStartEpoch) / Math.max(today, 1),
    nowEpoch,
  };
}

/** Orders 1..count with items, payments and returns; `onProgress` hears after each chunk. */
export async function seedOrders(db: Db, count: number, now: Date, onProgress?: (done: number) => void): Promise<void> {
  const timeline = planTimeline(count, now);
  for (let from = 1; from <= count; from += ORDER_CHUNK) {
    const to = Math.min(count, from + ORDER_CHUNK - 1);
    await withTransaction(db, async (tx) => {
      await prepareBulkWork(tx);
      await tx.execute(insertOrdersSql(from, to, timeline));
      await tx.execute(insertOrderItemsSql(from, to));
      await tx.execute(insertPaymentsSql(from, to));
      await tx.execute(insertReturnsSql(from, to, timeline.nowEpoch));
    });
    onProgress?.(to);
  }
  if (count > 0) await finishOrders(db);
}

/**
 * Moves the id sequences past the explicit ids, makes sure every status shows up, and vacuums: fresh
 * statistics, and a visibility map so counts can be answered from indexes alone (PGlite has no autovacuum).
 */
async function finishOrders(db: Db): Promise<void> {
  await db.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  await ensureEveryStatus(db);
  for (const table of ['orders', 'order_items', 'payments', 'returns', 'customers'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/**
 * With very few orders chance may skip a status; the newest order of the most common status takes the
 * missing one, so every tab and chart has something to show.
 */
async function ensureEveryStatus(db: Db): Promise<void> {
  const present = await queryRows<{ status: string }>(db, sql`select distinct status from orders`);
  const missing = ORDER_STATUSES.filter((s) => !present.some((p) => p.status === s));
  for (const status of missing) {
    await db.execute(sql`update orders set status = ${status} where id = (
      select max(id) from orders where status = (select status from orders group by status order by count(*) desc limit 1))`);
  }
  const payments = await queryRows<{ status: string }>(db, sql`select distinct status from payments`);
  for (const status of PAYMENT_STATUSES.filter((s) => !payments.some((p) => p.status === s))) {
    await withTransaction(db, async (tx) => {
      const [row] = await queryRows<{ order_id: number }>(
        tx,
        sql`select order_id from payments where status = 'success' order by id desc limit 1`,
      );
      if (!row) return;
      await tx.execute(sql`update payments set status = ${status} where order_id = ${row.order_id}`);
      await tx.execute(sql`update orders set payment_status = ${status} where id = ${row.order_id}`);
    });
  }
}
