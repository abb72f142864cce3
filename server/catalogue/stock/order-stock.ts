/**
 * Orders and returns move stock through the ledger: a cancelled order puts back what it took, a received
 * return (or exchange) restocks what its order took. "What it took" is the order's `order` rows in the ledger,
 * so an order that never took stock (a replacement order, say) puts nothing back and stock is never inflated.
 * Each row names its order or return, and the ledger's unique indexes make a retry move nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { moveStock, type StockActor } from './move-stock';

type Taken = { order_id: number | string; variant_id: number; quantity: number | string };

/** Units each of the orders took, per variant (variants in id order: every mover locks them in the same order, no deadlock). */
const takenBy = (tx: Db, orderIds: readonly number[]) =>
  queryRows<Taken>(
    tx,
    sql`
  select l.order_id, l.variant_id, -sum(l.delta) as quantity from stock_ledger l
  where l.reason = 'order' and l.order_id = any(${sql.param(orderIds)}::bigint[])
  group by l.order_id, l.variant_id having sum(l.delta) < 0 order by l.variant_id, l.order_id`,
  );

/**
 * Locks the products of every variant the moves touch, then the variants, each in id order (moveStock and a
 * product save lock product before variant too): two movers never hold one while waiting for the other's.
 */
async function lockVariants(tx: Db, rows: readonly Taken[]): Promise<void> {
  const ids = [...new Set(rows.map((r) => r.variant_id))];
  if (ids.length < 2) return;
  await tx.execute(
    sql`select id from products where id in (select product_id from product_variants where id = any(${sql.param(ids)}::int[])) order by id for update`,
  );
  await tx.execute(
    sql`select id from product_variants where id = any(${sql.param(ids)}::int[]) order by id for update`,
  );
}

/** Puts back what the cancelled orders took (reason 'cancellation'), each as its canceller; returns the ledger rows written. */
export async function restockCancelledOrders(
  tx: Db,
  cancelled: readonly { orderId: number; actor: StockActor }[],
): Promise<number> {
  if (cancelled.length === 0) return 0;
  const actors = new Map(cancelled.map((c) => [c.orderId, c.actor]));
  const rows = await takenBy(tx, [...actors.keys()]);
  await lockVariants(tx, rows);
  let written = 0;
  for (const row of rows) {
    const orderId = Number(row.order_id);
    const moved = await moveStock(tx, {
      variantId: row.variant_id,
      delta: Number(row.quantity),
      reason: 'cancellation',
      orderId,
      actor: actors.get(orderId)!,
      note: 'Order cancelled',
    });
    if (moved.moved) written++;
  }
  return written;
}

/** Restocks what return `returnId`'s order took (reason 'return'); returns the ledger rows written. */
export async function restockReturn(tx: Db, returnId: number, orderId: number, actor: StockActor): Promise<number> {
  const rows = await takenBy(tx, [orderId]);
  await lockVariants(tx, rows);
  let written = 0;
  for (const row of rows) {
    const moved = await moveStock(tx, {
      variantId: row.variant_id,
      delta: Number(row.quantity),
      reason: 'return',
      returnId,
      orderId,
      actor,
      note: `Return ${returnId} received`,
    });
    if (moved.moved) written++;
  }
  return written;
}
