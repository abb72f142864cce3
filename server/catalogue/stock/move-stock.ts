/**
 * The one way stock moves: `moveStock` locks the product and the variant, refuses a result below zero, writes the ledger row
 * with the balance after it, sets product_variants.stock to that balance, refreshes the product's
 * completeness, records the webhook event (stock.changed, with low and out flags) and tells staff when the variant falls to its low-stock threshold — all in the caller's
 * transaction, so the stock and its ledger commit together or not at all. A row naming an order or a return
 * that is already in the ledger (a retried cancellation or restock) is skipped: nothing moves twice.
 */
import { sql } from 'drizzle-orm';
import { STOCK_MESSAGES, type StockReason } from '../../../contract/catalogue/stock';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { badRequest, notFound } from '../../platform/http/http-errors';
import { lowStock, notify } from '../../notifications/notify';
import { refreshCompleteness } from '../products/completeness-sql';
import { recordWebhookEvent } from '../../webhooks/events';

export interface StockActor {
  id: number | null;
  name: string;
}

export interface StockMove {
  variantId: number;
  /** Units in (+) or out (−); never 0. */
  delta: number;
  reason: StockReason;
  note?: string;
  orderId?: number | null;
  returnId?: number | null;
  actor: StockActor;
}

export interface StockMoved {
  /** False when the order's or return's row was already there (nothing changed). */
  moved: boolean;
  variantId: number;
  productId: number;
  stockBefore: number;
  stock: number;
  version: number;
  lowStock: boolean;
  ledgerId: number | null;
}

type LockedVariant = {
  product_id: number;
  stock: number;
  low_stock_threshold: number;
  version: number;
  sku: string;
  product_name: string;
};

/**
 * The variant and its product, locked until the transaction ends, product first as a product save locks them:
 * moves of one product's variants apply one at a time, so the product's summaries (stock total, completeness)
 * are recomputed by a statement that starts after the previous mover committed. Locked in one statement, the
 * summaries read a snapshot from before the other mover's commit and were left stale. 404 when gone.
 */
export async function lockVariant(tx: Db, variantId: number): Promise<LockedVariant> {
  await tx.execute(
    sql`select id from products where id = (select product_id from product_variants where id = ${variantId}) for update`,
  );
  const [row] = await queryRows<LockedVariant>(
    tx,
    sql`
    select v.product_id, v.stock, v.low_stock_threshold, v.version, v.sku, p.name as product_name
    from product_variants v join products p on p.id = v.product_id where v.id = ${variantId} for update of v`,
  );
  if (!row) throw notFound();
  return row;
}

/** Applies one move in `tx`; 400 (on `delta`) when the stock would go below zero, 404 for no variant. */
export async function moveStock(tx: Db, move: StockMove): Promise<StockMoved> {
  const variant = await lockVariant(tx, move.variantId);
  const after = variant.stock + move.delta;
  if (after < 0) throw badRequest(STOCK_MESSAGES.belowZero(variant.stock), 'delta');
  const [ledger] = await queryRows<{ id: number | string }>(
    tx,
    sql`
    insert into stock_ledger (variant_id, delta, balance, reason, note, order_id, return_id, actor_id, actor_name)
    values (${move.variantId}, ${move.delta}, ${after}, ${move.reason}, ${move.note ?? ''}, ${move.orderId ?? null}, ${move.returnId ?? null},
      ${move.actor.id}, ${move.actor.name})
    on conflict do nothing returning id`,
  );
  const base = { variantId: move.variantId, productId: variant.product_id, stockBefore: variant.stock };
  if (!ledger) {
    return {
      ...base,
      moved: false,
      stock: variant.stock,
      version: variant.version,
      lowStock: variant.stock <= variant.low_stock_threshold,
      ledgerId: null,
    };
  }
  const [updated] = await queryRows<{ version: number }>(
    tx,
    sql`
    update product_variants set stock = ${after}, version = version + 1, updated_at = now() where id = ${move.variantId} returning version`,
  );
  await tx.execute(refreshCompleteness(sql`p2.id = ${variant.product_id}`));
  const threshold = variant.low_stock_threshold;
  await recordWebhookEvent(tx, 'stock.changed', () => ({
    variantId: move.variantId,
    sku: variant.sku,
    productId: variant.product_id,
    productName: variant.product_name,
    stockBefore: variant.stock,
    stock: after,
    delta: move.delta,
    reason: move.reason,
    orderId: move.orderId ?? null,
    returnId: move.returnId ?? null,
    low: after <= threshold,
    out: after <= 0,
  }));
  if (variant.stock > threshold && after <= threshold) {
    await notify(tx, {
      kind: lowStock,
      recordId: move.variantId,
      title: `Low stock: ${variant.product_name} (${variant.sku}), ${after.toLocaleString('en-IN')} left`,
    });
  }
  return {
    ...base,
    moved: true,
    stock: after,
    version: updated.version,
    lowStock: after <= threshold,
    ledgerId: Number(ledger.id),
  };
}
