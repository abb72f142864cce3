/**
 * A product's lists as one save leaves them: images (the product's, position 0 the main one, and each
 * variant's), categories (position 0 the main one), specifications and FAQs. Each list is replaced whole in
 * one statement: its rows hold nothing but their place in the list, so there is nothing to keep by identity.
 */
import { sql } from 'drizzle-orm';
import type { ProductValues } from '../../../contract/catalogue/product';
import type { Db } from '../../db/client';

/** Replaces a table's rows of the product by `rows` (a JSON array matching `columns`), in one statement each. */
async function replaceRows(
  tx: Db,
  table: string,
  productId: number,
  columns: string,
  types: string,
  rows: object[],
): Promise<void> {
  await tx.execute(sql`delete from ${sql.identifier(table)} where product_id = ${productId}`);
  if (rows.length === 0) return;
  await tx.execute(sql`insert into ${sql.identifier(table)} (product_id, ${sql.raw(columns)})
    select ${productId}, ${sql.raw(columns)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(types)})`);
}

/** Writes every list of the product; `variantIds` are the saved variants' ids in the order sent. */
export async function saveParts(
  tx: Db,
  productId: number,
  v: ProductValues,
  variantIds: readonly number[],
): Promise<void> {
  const images = [
    ...v.images.map((image, position) => ({
      variant_id: null,
      media_id: image.mediaId,
      alt_text: image.altText,
      position,
    })),
    ...v.variants.flatMap((variant, i) =>
      variant.images.map((image, position) => ({
        variant_id: variantIds[i],
        media_id: image.mediaId,
        alt_text: image.altText,
        position,
      })),
    ),
  ];
  await replaceRows(
    tx,
    'product_images',
    productId,
    'variant_id, media_id, alt_text, position',
    'variant_id int, media_id int, alt_text text, position smallint',
    images,
  );
  // A category chosen twice is listed once, at its first place.
  const categoryIds = [...new Set(v.categoryIds)];
  await replaceRows(
    tx,
    'product_categories',
    productId,
    'category_id, position',
    'category_id int, position smallint',
    categoryIds.map((categoryId, position) => ({ category_id: categoryId, position })),
  );
  await replaceRows(
    tx,
    'product_specifications',
    productId,
    'position, key, value',
    'position smallint, key text, value text',
    v.specifications.map((s, position) => ({ position, key: s.key, value: s.value })),
  );
  await replaceRows(
    tx,
    'product_faqs',
    productId,
    'position, question, answer',
    'position smallint, question text, answer text',
    v.faqs.map((f, position) => ({ position, question: f.question, answer: f.answer })),
  );
}
