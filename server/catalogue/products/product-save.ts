/**
 * Create, save, status change and delete of a product, each one transaction with one audit row holding the
 * product as read before and after. A save names the version it was read at: the product's row is locked
 * first, so of concurrent saves of one version exactly one proceeds and the rest get the stale-version 409.
 * Completeness is recomputed in the same transaction (completeness-sql.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../contract/platform/messages';
import type { ProductDetail, ProductStatus, ProductValues } from '../../../contract/catalogue/product';
import { missingToPublish } from '../../../contract/catalogue/product-publish';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { diffChanges } from '../../platform/audit/changes';
import { recordAudit } from '../../platform/audit/record';
import { recordWebhookEvent } from '../../webhooks/events';
import { conflict, HttpError, notFound } from '../../platform/http/http-errors';
import { products } from '../schema';
import { refreshCompleteness } from './completeness-sql';
import { productGuard, refuseIfOrdered } from './product-guard';
import { bumpVersion, lockProduct, readProduct } from './product-read';
import { checkProductRules } from './product-rules';
import { saveParts } from './product-parts-save';
import { saveVariants } from './product-variants-save';

type Values = Record<string, unknown>;
const measure = (value: number | null) => (value === null ? null : String(value));

/** The product row's own columns from the editor's values (the lists are rows of their own). */
function columnsOf(v: ProductValues) {
  const {
    categoryIds: _c,
    images: _i,
    specifications: _s,
    faqs: _f,
    variants: _v,
    weightKg,
    heightCm,
    breadthCm,
    lengthCm,
    ...rest
  } = v;
  return {
    ...rest,
    weightKg: measure(weightKg),
    heightCm: measure(heightCm),
    breadthCm: measure(breadthCm),
    lengthCm: measure(lengthCm),
  };
}

/** Variants, lists and completeness of a product whose row is written. */
async function saveAllParts(tx: Db, id: number, v: ProductValues): Promise<ProductDetail> {
  const variantIds = await saveVariants(tx, id, v.variants);
  await saveParts(tx, id, v, variantIds);
  await tx.execute(refreshCompleteness(sql`p2.id = ${id}`));
  return (await readProduct(tx, id))!;
}

/** 400 naming each field Publish asks for that a product to be Active lacks (a Draft saves without them). */
function refuseUnpublishable(v: Parameters<typeof missingToPublish>[0]): void {
  const missing = missingToPublish(v);
  if (missing.length > 0) throw new HttpError(400, missing);
}

/** Lock the row at `version`: 404 when gone, 409 when another save came first. */
async function lockAt(tx: Db, id: number, version: number): Promise<ProductDetail> {
  const state = await lockProduct(tx, id, version);
  if (state === 'missing') throw notFound();
  if (state === 'stale') throw conflict(MESSAGES.staleVersion);
  return (await readProduct(tx, id))!;
}

/** Adds a product as a Draft with all its parts. */
export function createProduct(db: Db, v: ProductValues): Promise<ProductDetail> {
  return productGuard(db, v, null, () =>
    withTransaction(db, async (tx) => {
      await checkProductRules(tx, v, null);
      const [{ id }] = await tx
        .insert(products)
        .values({ ...columnsOf(v), status: 'Draft' })
        .returning({ id: products.id });
      const after = await saveAllParts(tx, id, v);
      await recordAudit(tx, {
        entity: 'product',
        entityId: id,
        action: 'create',
        changes: diffChanges(null, after as unknown as Values),
      });
      await recordWebhookEvent(tx, 'product.created', () => after);
      return after;
    }),
  );
}

/** Saves the whole product read at `version`; its version goes up by one. */
export function updateProduct(db: Db, id: number, version: number, v: ProductValues): Promise<ProductDetail> {
  return productGuard(db, v, id, () =>
    withTransaction(db, async (tx) => {
      const before = await lockAt(tx, id, version);
      if (before.status === 'Active') refuseUnpublishable(v);
      await checkProductRules(tx, v, id);
      await tx
        .update(products)
        .set({ ...columnsOf(v), version: sql`${products.version} + 1`, updatedAt: sql`now()` })
        .where(eq(products.id, id));
      const after = await saveAllParts(tx, id, v);
      await recordAudit(tx, {
        entity: 'product',
        entityId: id,
        action: 'update',
        changes: diffChanges(before as unknown as Values, after as unknown as Values),
      });
      await recordWebhookEvent(tx, 'product.updated', () => after);
      return after;
    }),
  );
}

/** Sets Draft, Active (published) or Inactive. */
export function changeProductStatus(
  db: Db,
  id: number,
  version: number,
  status: ProductStatus,
): Promise<ProductDetail> {
  return withTransaction(db, async (tx) => {
    const before = await lockAt(tx, id, version);
    if (status === 'Active') refuseUnpublishable(before);
    await tx.update(products).set({ status }).where(eq(products.id, id));
    await bumpVersion(tx, id);
    const after = (await readProduct(tx, id))!;
    await recordAudit(tx, {
      entity: 'product',
      entityId: id,
      action: 'status',
      changes: diffChanges(before as unknown as Values, after as unknown as Values),
    });
    await recordWebhookEvent(tx, 'product.updated', () => after);
    return after;
  });
}

/** Deletes the product read at `version` with its parts; 409 naming the orders that hold it. */
export function deleteProduct(db: Db, id: number, version: number): Promise<void> {
  return productGuard(db, null, id, () =>
    withTransaction(db, async (tx) => {
      const before = await lockAt(tx, id, version);
      await refuseIfOrdered(tx, id);
      await tx.delete(products).where(eq(products.id, id));
      await recordAudit(tx, {
        entity: 'product',
        entityId: id,
        action: 'delete',
        changes: diffChanges(before as unknown as Values, null),
      });
      await recordWebhookEvent(tx, 'product.deleted', () => before);
    }),
  );
}
