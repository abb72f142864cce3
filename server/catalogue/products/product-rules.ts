/**
 * What a product save checks against the database, inside its transaction: every record it points at exists
 * (held with KEY SHARE, so none can be deleted before the save commits), a variable product's variants use the
 * attributes and values of its attribute set, and no SKU belongs to another product. Each refusal names the
 * field a person would correct; all of one kind are answered together.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ApiErrorItem } from '../../../contract/platform/envelope';
import { CONFLICT_MESSAGES } from '../../../contract/platform/messages';
import { PRODUCT_MESSAGES, type ProductValues } from '../../../contract/catalogue/product';
import { PRODUCT_SAVE_MESSAGES } from '../../../contract/catalogue/product-api';
import type { Db } from '../../db/client';
import { media } from '../../platform/media-schema';
import { HttpError } from '../../platform/http/http-errors';
import { taxes } from '../tax.resource';
import { attributeSetMembers, attributeSets } from '../attribute-set.resource';
import { attributes } from '../attribute.resource';
import { categories } from '../schema';
import { sizeCharts } from '../size-chart.resource';
import { specificationSets } from '../specification-set.resource';
import { productVariants } from './schema';

type Reference = { field: string; id: number };

const one = (field: string, id: number | null): Reference[] => (id === null ? [] : [{ field, id }]);

/** Every id the product points at, with the field it came from, per table. */
function referencesOf(v: ProductValues): [PgTable & { id: never }, Reference[]][] {
  const images = [
    ...v.images.map((image, i) => ({ field: `images.${i}.mediaId`, id: image.mediaId })),
    ...v.variants.flatMap((variant, i) =>
      variant.images.map((image, j) => ({ field: `variants.${i}.images.${j}.mediaId`, id: image.mediaId })),
    ),
    ...one('videoMediaId', v.videoMediaId),
  ];
  return (
    [
      [taxes, one('taxId', v.taxId)],
      [categories, v.categoryIds.map((id, i) => ({ field: `categoryIds.${i}`, id }))],
      [attributeSets, one('attributeSetId', v.attributeSetId)],
      [specificationSets, one('specificationSetId', v.specificationSetId)],
      [sizeCharts, one('sizeChartId', v.sizeChartId)],
      [media, images],
    ] as [PgTable, Reference[]][]
  ).filter(([, refs]) => refs.length > 0) as never;
}

/** 409 on each field whose record does not exist; those that do are held until the transaction ends. */
async function checkReferences(tx: Db, v: ProductValues): Promise<void> {
  const errors: ApiErrorItem[] = [];
  for (const [table, refs] of referencesOf(v)) {
    const idColumn = (table as unknown as { id: typeof media.id }).id;
    const ids = [...new Set(refs.map((r) => r.id))];
    const found = new Set(
      (
        await tx
          .select({ id: idColumn })
          .from(table)
          .where(sql`${idColumn} = any(${sql.param(ids)}::integer[])`)
          .for('key share')
      ).map((r) => r.id),
    );
    errors.push(
      ...refs
        .filter((r) => !found.has(r.id))
        .map((r) => ({ field: r.field, message: CONFLICT_MESSAGES.referenceGone })),
    );
  }
  if (errors.length > 0) throw new HttpError(409, errors);
}

/** A variable product's variants: each names the same attributes of its set, each with a value that attribute has. */
async function checkVariantAttributes(tx: Db, v: ProductValues): Promise<void> {
  if (v.kind !== 'variable' || v.attributeSetId === null) return;
  const rows = await tx
    .select({ name: attributes.name, values: attributes.values })
    .from(attributeSetMembers)
    .innerJoin(attributes, eq(attributes.id, attributeSetMembers.attributeId))
    .where(eq(attributeSetMembers.attributeSetId, v.attributeSetId))
    .orderBy(asc(attributeSetMembers.position));
  const allowed = new Map(rows.map((r) => [r.name, new Set(r.values)]));
  const firstNames = Object.keys(v.variants[0]?.attributes ?? {})
    .toSorted()
    .join('\n');
  const errors: ApiErrorItem[] = [];
  v.variants.forEach((variant, i) => {
    const field = `variants.${i}.attributes`;
    const entries = Object.entries(variant.attributes);
    const unknown = entries.find(([name]) => !allowed.has(name));
    const notAllowed = entries.find(([name, value]) => allowed.has(name) && !allowed.get(name)!.has(value));
    const message =
      entries.length === 0
        ? PRODUCT_SAVE_MESSAGES.variantNeedsAttributes
        : unknown
          ? PRODUCT_SAVE_MESSAGES.attributeNotInSet(unknown[0])
          : notAllowed
            ? PRODUCT_SAVE_MESSAGES.valueNotAllowed(notAllowed[0], notAllowed[1])
            : entries
                  .map(([name]) => name)
                  .toSorted()
                  .join('\n') !== firstNames
              ? PRODUCT_SAVE_MESSAGES.sameAttributes
              : null;
    if (message) errors.push({ field, message });
  });
  if (errors.length > 0) throw new HttpError(400, errors);
}

/** 409 on each variant whose SKU another product's variant has (case-insensitive, like the unique index). */
export async function skuCollisions(db: Db, v: ProductValues, productId: number | null): Promise<ApiErrorItem[]> {
  const lowered = v.variants.map((variant) => variant.sku.toLowerCase());
  const taken = await db
    .select({ sku: sql<string>`lower(${productVariants.sku})` })
    .from(productVariants)
    .where(
      and(
        sql`lower(${productVariants.sku}) = any(${sql.param(lowered)}::text[])`,
        productId === null ? undefined : ne(productVariants.productId, productId),
      ),
    );
  const takenSet = new Set(taken.map((r) => r.sku));
  return lowered.flatMap((sku, i) =>
    takenSet.has(sku) ? [{ field: `variants.${i}.sku`, message: PRODUCT_MESSAGES.skuExists }] : [],
  );
}

/** Every database rule of a save, in the order a person fixes them: what is gone, what the set allows, SKUs taken. */
export async function checkProductRules(tx: Db, v: ProductValues, productId: number | null): Promise<void> {
  await checkReferences(tx, v);
  await checkVariantAttributes(tx, v);
  const collisions = await skuCollisions(tx, v, productId);
  if (collisions.length > 0) throw new HttpError(409, collisions);
}
