/**
 * One product as the editor reads it (ProductDetail): every field, its variants in position order with their
 * stock, images with their files' paths from the media library, categories (main first), specifications, FAQs.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { CompletenessCheck, ProductDetail } from '../../../contract/catalogue/product';
import { MAX_ROW_ID } from '../../../contract/platform/resource';
import type { Db } from '../../db/client';
import { media } from '../../platform/media-schema';
import { products } from '../schema';
import { productCategories, productFaqs, productImages, productSpecifications, productVariants } from './schema';

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
type ProductRow = typeof products.$inferSelect;
type ImageDetail = ProductDetail['images'][number];

/** The product's own fields as the contract names them (no parts). */
function fieldsOf(row: ProductRow) {
  const { weightKg, heightCm, breadthCm, lengthCm, createdAt, updatedAt, missing, ...rest } = row;
  return {
    ...rest,
    productType: rest.productType as ProductDetail['productType'],
    kind: rest.kind as ProductDetail['kind'],
    deliverableType: rest.deliverableType as ProductDetail['deliverableType'],
    videoType: rest.videoType as ProductDetail['videoType'],
    status: rest.status as ProductDetail['status'],
    weightKg: numberOrNull(weightKg),
    heightCm: numberOrNull(heightCm),
    breadthCm: numberOrNull(breadthCm),
    lengthCm: numberOrNull(lengthCm),
    missing: missing as CompletenessCheck[],
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The product's images (product and variant ones), each with its media paths, in position order. */
async function imagesOf(db: Db, id: number) {
  return db
    .select({
      variantId: productImages.variantId,
      mediaId: productImages.mediaId,
      altText: productImages.altText,
      path: media.path,
      thumbnailPath: media.thumbnailPath,
    })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/** The product with every part, or undefined when there is none with this id. */
export async function readProduct(db: Db, id: number): Promise<ProductDetail | undefined> {
  if (id > MAX_ROW_ID) return undefined;
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) return undefined;
  const [variants, images, categories, specifications, faqs] = [
    await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    await imagesOf(db, id),
    await db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, id))
      .orderBy(asc(productCategories.position)),
    await db
      .select({ key: productSpecifications.key, value: productSpecifications.value })
      .from(productSpecifications)
      .where(eq(productSpecifications.productId, id))
      .orderBy(asc(productSpecifications.position)),
    await db
      .select({ question: productFaqs.question, answer: productFaqs.answer })
      .from(productFaqs)
      .where(eq(productFaqs.productId, id))
      .orderBy(asc(productFaqs.position)),
  ];
  const imagesOfVariant = (variantId: number | null): ImageDetail[] =>
    images
      .filter((i) => i.variantId === variantId)
      .map(({ mediaId, altText, path, thumbnailPath }) => ({ mediaId, altText, path, thumbnailPath }));
  return {
    ...fieldsOf(row),
    categoryIds: categories.map((c) => c.id),
    images: imagesOfVariant(null),
    specifications,
    faqs,
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      price: Number(v.price),
      specialPrice: numberOrNull(v.specialPrice),
      openingStock: 0,
      stock: v.stock,
      lowStockThreshold: v.lowStockThreshold,
      attributes: v.attributes,
      images: imagesOfVariant(v.id),
    })),
  };
}

/** Locks the product's row for this transaction; 'missing' when there is none, 'stale' when its version moved on. */
export async function lockProduct(tx: Db, id: number, version: number): Promise<'ok' | 'missing' | 'stale'> {
  if (id > MAX_ROW_ID) return 'missing';
  const [row] = await tx.select({ version: products.version }).from(products).where(eq(products.id, id)).for('update');
  if (!row) return 'missing';
  return row.version === version ? 'ok' : 'stale';
}

/** Bumps the product's version once for a save or status change. */
export const bumpVersion = (tx: Db, id: number) =>
  tx
    .update(products)
    .set({ version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, id));
