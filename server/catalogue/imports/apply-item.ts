/**
 * Applies one product of a change set in its own transaction, with its outcome written in the same one:
 * the product whole or nothing, and a resumed job never applies it twice. An update first checks the
 * product is still at the version the dry run saw and keeps its before-image for the rollback.
 */
import { sql } from 'drizzle-orm';
import { PRODUCT_MESSAGES } from '../../../contract/catalogue/product';
import { IMPORT_MESSAGES } from '../../../contract/catalogue/product-import';
import type { Db } from '../../db/client';
import { queryRows, withTransaction } from '../../db/transaction';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-errors';
import { recordAudit } from '../../platform/audit/record';
import type { AuditActor } from '../../platform/audit/actor';
import { refreshCompleteness } from '../products/completeness-sql';
import type { ImportProduct, ImportVariant } from './cells';
import { captureBefore, fingerprintOf } from './before-image';

export interface ApplyJob {
  setId: string;
  actor: AuditActor & { id: number; name: string };
}
export interface ApplyItemRow {
  id: number;
  identification_number: string;
  product_id: number | null;
  action: 'create' | 'update';
  seen_version: number | null;
  input: { product: ImportProduct; variants: ImportVariant[] };
  changes: { field: string; before: unknown; after: unknown }[];
}

class Refusal extends Error {}

const productValues = (
  p: ImportProduct,
) => sql`${p.name}, ${p.identificationNumber}, ${p.hsn}, ${p.brand}, ${p.madeIn}, ${p.productType}, ${p.kind},
  ${p.taxId}, ${p.taxIncluded}, ${p.weightKg}, ${p.heightCm}, ${p.breadthCm}, ${p.lengthCm}, ${p.quantityStepSize}, ${p.minQuantity}, ${p.maxQuantity},
  ${p.totalAllowedQuantity}, ${p.warrantyMonths}, ${p.guaranteeMonths}, ${p.cod}, ${p.cancelable}, ${p.returnable}, ${p.attachmentRequired},
  ${p.deliverableType}, ${sql.param(p.deliverableZipCodes)}::text[], ${p.shortDescription}, ${p.longDescription}, ${sql.param(p.tags)}::text[], ${p.attributeSetId}`;
const PRODUCT_COLUMNS =
  sql.raw(`name, identification_number, hsn, brand, made_in, product_type, kind, tax_id, tax_included, weight_kg, height_cm,
  breadth_cm, length_cm, quantity_step_size, min_quantity, max_quantity, total_allowed_quantity, warranty_months, guarantee_months, cod, cancelable,
  returnable, attachment_required, deliverable_type, deliverable_zip_codes, short_description, long_description, tags, attribute_set_id`);

/** Inserts the new variants (with their opening stock received in the ledger) and updates the existing ones. */
async function writeVariants(
  tx: Db,
  productId: number,
  variants: readonly ImportVariant[],
  actor: ApplyJob['actor'],
): Promise<void> {
  for (const [position, v] of variants.entries()) {
    if (v.id !== undefined) {
      await tx.execute(sql`update product_variants set sku = ${v.sku}, price = ${v.price}, special_price = ${v.specialPrice},
        low_stock_threshold = ${v.lowStockThreshold}, attributes = ${JSON.stringify(v.attributes)}::jsonb, position = ${position},
        version = version + 1, updated_at = now() where id = ${v.id} and product_id = ${productId}`);
      continue;
    }
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into product_variants (product_id, sku, price, special_price, stock, low_stock_threshold, attributes, position)
      values (${productId}, ${v.sku}, ${v.price}, ${v.specialPrice}, ${v.openingStock}, ${v.lowStockThreshold}, ${JSON.stringify(v.attributes)}::jsonb, ${position}) returning id`,
    );
    if (v.openingStock > 0) {
      await tx.execute(sql`insert into stock_ledger (variant_id, delta, balance, reason, note, actor_id, actor_name)
        values (${row.id}, ${v.openingStock}, ${v.openingStock}, 'received', 'Opening stock (import)', ${actor.id}, ${actor.name})`);
    }
  }
}

async function writeCategories(tx: Db, productId: number, categoryIds: readonly number[]): Promise<void> {
  await tx.execute(sql`delete from product_categories where product_id = ${productId}`);
  await tx.execute(sql`insert into product_categories (product_id, category_id, position)
    select ${productId}, c.id, c.pos - 1 from unnest(${sql.param(categoryIds)}::int[]) with ordinality as c(id, pos)`);
}

async function applyInTransaction(tx: Db, job: ApplyJob, item: ApplyItemRow): Promise<void> {
  const { product, variants } = item.input;
  let productId: number;
  let before: unknown = null;
  if (item.action === 'create') {
    const [taken] = await queryRows<{ id: number }>(
      tx,
      sql`select id from products where lower(identification_number) = lower(${product.identificationNumber})`,
    );
    if (taken) throw new Refusal(IMPORT_MESSAGES.changedSinceDryRun);
    [{ id: productId }] = await queryRows<{ id: number }>(
      tx,
      sql`insert into products (${PRODUCT_COLUMNS}) values (${productValues(product)}) returning id`,
    );
  } else {
    productId = item.product_id!;
    const [current] = await queryRows<{ version: number }>(
      tx,
      sql`select version from products where id = ${productId} for update`,
    );
    if (!current || current.version !== item.seen_version) throw new Refusal(IMPORT_MESSAGES.changedSinceDryRun);
    before = await captureBefore(tx, productId);
    await tx.execute(
      sql`update products set (${PRODUCT_COLUMNS}) = (${productValues(product)}), version = version + 1, updated_at = now() where id = ${productId}`,
    );
  }
  await writeVariants(tx, productId, variants, job.actor);
  await writeCategories(tx, productId, product.categoryIds);
  await tx.execute(refreshCompleteness(sql`p2.id = ${productId}`));
  const fingerprint = await fingerprintOf(tx, productId, item.action === 'create');
  await tx.execute(sql`update product_import_items set outcome = 'applied', message = null, product_id = ${productId},
    before = ${before === null ? null : JSON.stringify(before)}::jsonb, applied_fingerprint = ${fingerprint} where id = ${item.id}`);
  await recordAudit(tx, {
    entity: 'product',
    entityId: productId,
    action: `import.${item.action}`,
    actor: job.actor,
    changes: Object.fromEntries(
      item.changes.map((c, i) => [`${c.field}#${i}`, { before: c.before, after: c.after }]),
    ) as never,
    detail: { bulkJob: job.setId, identificationNumber: product.identificationNumber },
  });
}

/** Applies the item; returns its outcome message (null when applied). */
export async function applyItem(db: Db, job: ApplyJob, item: ApplyItemRow): Promise<string | null> {
  try {
    await withTransaction(db, (tx) => applyInTransaction(tx, job, item));
    return null;
  } catch (error) {
    // Another save took the SKU or the number between the dry run and now.
    const taken = pgErrorCode(error) === PG_UNIQUE_VIOLATION;
    const message =
      error instanceof Refusal
        ? error.message
        : taken
          ? String((error as { cause?: { constraint?: string } }).cause?.constraint ?? '').includes('identification')
            ? PRODUCT_MESSAGES.identificationNumberExists
            : PRODUCT_MESSAGES.skuExists
          : null;
    if (message === null) throw error;
    await db.execute(
      sql`update product_import_items set outcome = 'failed', message = ${message} where id = ${item.id}`,
    );
    return message;
  }
}
