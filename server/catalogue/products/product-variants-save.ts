/**
 * A product's variants as one save leaves them: those sent with an id are updated (their stock untouched: it
 * moves only through the ledger), those without are inserted with their opening stock as a 'received' ledger
 * row, and those left out are deleted — unless an order item holds one (409 naming its SKU).
 *
 * The statements run in an order the SKU index allows: deletes free their SKUs first, and variants whose SKU
 * changes pass through a placeholder no real SKU can equal ('~' is outside the SKU pattern), so two variants
 * may swap SKUs in one save.
 */
import { sql } from 'drizzle-orm';
import type { ProductValues } from '../../../contract/catalogue/product';
import { PRODUCT_SAVE_MESSAGES } from '../../../contract/catalogue/product-api';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { currentActor, SYSTEM_ACTOR } from '../../platform/audit/actor';
import { badRequest, conflict } from '../../platform/http/http-errors';
import { productVariants, stockLedger } from './schema';

type Variant = ProductValues['variants'][number];
/** Skus named in a refusal at most. */
const NAMED = 5;

const money = (value: number | null) => (value === null ? null : value.toFixed(2));

/** The variants this product has now: id → SKU. */
async function currentVariants(tx: Db, productId: number): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(sql`${productVariants.productId} = ${productId}`)
    .for('update');
  return new Map(rows.map((r) => [r.id, r.sku]));
}

/** 400 on a variant id that is not one of this product's, or sent twice. */
function checkIds(variants: readonly Variant[], existing: Map<number, string>): void {
  const seen = new Set<number>();
  variants.forEach((v, i) => {
    if (v.id === undefined) return;
    if (!existing.has(v.id) || seen.has(v.id))
      throw badRequest(PRODUCT_SAVE_MESSAGES.variantNotOfProduct, `variants.${i}.id`);
    seen.add(v.id);
  });
}

/** Deletes the variants left out; 409 naming the SKUs of those an order item holds. */
async function removeVariants(tx: Db, removed: number[], existing: Map<number, string>): Promise<void> {
  if (removed.length === 0) return;
  const sold = await queryRows<{ id: number }>(
    tx,
    sql`select distinct variant_id as id from order_items where variant_id = any(${sql.param(removed)}::integer[])`,
  );
  if (sold.length > 0) {
    const skus = sold.map((r) => existing.get(Number(r.id))!).toSorted();
    throw conflict(
      PRODUCT_SAVE_MESSAGES.variantSold(skus.slice(0, NAMED).join(', ') + (skus.length > NAMED ? ' and more' : '')),
      'variants',
    );
  }
  await tx.execute(sql`delete from product_variants where id = any(${sql.param(removed)}::integer[])`);
}

/** Updates the kept variants in one statement (SKU, prices, threshold, attributes, position; never stock). */
async function updateVariants(
  tx: Db,
  kept: { variant: Variant; position: number }[],
  existing: Map<number, string>,
): Promise<void> {
  if (kept.length === 0) return;
  const renamed = kept
    .filter(({ variant }) => existing.get(variant.id!) !== variant.sku)
    .map(({ variant }) => variant.id!);
  if (renamed.length > 0)
    await tx.execute(sql`update product_variants set sku = '~' || id where id = any(${sql.param(renamed)}::integer[])`);
  const rows = kept.map(({ variant: v, position }) => ({
    id: v.id,
    sku: v.sku,
    price: money(v.price),
    special_price: money(v.specialPrice),
    low_stock_threshold: v.lowStockThreshold,
    attributes: v.attributes,
    position,
  }));
  await tx.execute(sql`update product_variants v set sku = r.sku, price = r.price, special_price = r.special_price,
      low_stock_threshold = r.low_stock_threshold, attributes = r.attributes, position = r.position,
      version = v.version + 1, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(id int, sku text, price numeric, special_price numeric, low_stock_threshold int, attributes jsonb, position smallint)
    where v.id = r.id and (v.sku, v.price, v.special_price, v.low_stock_threshold, v.attributes, v.position)
      is distinct from (r.sku, r.price, r.special_price, r.low_stock_threshold, r.attributes, r.position)`);
}

/** Inserts the new variants, each opening stock a 'received' ledger row by the person saving; returns their ids in order. */
async function insertVariants(
  tx: Db,
  productId: number,
  added: { variant: Variant; position: number }[],
): Promise<number[]> {
  if (added.length === 0) return [];
  const inserted = await tx
    .insert(productVariants)
    .values(
      added.map(({ variant: v, position }) => ({
        productId,
        sku: v.sku,
        price: money(v.price)!,
        specialPrice: money(v.specialPrice),
        stock: v.openingStock,
        lowStockThreshold: v.lowStockThreshold,
        attributes: v.attributes,
        position,
      })),
    )
    .returning({ id: productVariants.id, stock: productVariants.stock });
  const actor = currentActor() ?? SYSTEM_ACTOR;
  const received = inserted.filter((v) => v.stock > 0);
  if (received.length > 0) {
    await tx.insert(stockLedger).values(
      received.map((v) => ({
        variantId: v.id,
        delta: v.stock,
        balance: v.stock,
        reason: 'received',
        note: 'Opening stock',
        actorId: actor.id,
        actorName: actor.name ?? SYSTEM_ACTOR.name!,
      })),
    );
  }
  return inserted.map((v) => v.id);
}

/** Saves the variants as sent; returns each one's id, in the order sent (for its images). */
export async function saveVariants(tx: Db, productId: number, variants: readonly Variant[]): Promise<number[]> {
  const existing = await currentVariants(tx, productId);
  checkIds(variants, existing);
  const placed = variants.map((variant, position) => ({ variant, position }));
  const kept = placed.filter((p) => p.variant.id !== undefined);
  const keptIds = new Set(kept.map((p) => p.variant.id!));
  await removeVariants(
    tx,
    [...existing.keys()].filter((id) => !keptIds.has(id)),
    existing,
  );
  await updateVariants(tx, kept, existing);
  const newIds = await insertVariants(
    tx,
    productId,
    placed.filter((p) => p.variant.id === undefined),
  );
  let next = 0;
  return variants.map((v) => v.id ?? newIds[next++]);
}
