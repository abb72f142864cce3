/**
 * The storefront's reads of the catalogue: Active products only, each variant priced now by the flash-sale functions the
 * product editor and Preview at use (server/content/storefront-preview.ts), images with both CDN URLs, published
 * reviews, and the tree of Active categories.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { productPriceAt } from '../../contract/content/flash-sale-prices';
import { MEDIA_DEFAULT_BASE, mediaUrl } from '../../contract/media/media-url';
import type { StoreCategory, StoreImage, StoreProduct, StoreVariant } from '../../contract/store/store-catalogue';
import { categories, products } from '../catalogue/schema';
import { productComments } from '../catalogue/product-comment.resource';
import { sizeCharts } from '../catalogue/size-chart.resource';
import {
  productCategories,
  productFaqs,
  productImages,
  productSpecifications,
  productVariants,
} from '../catalogue/products/schema';
import { getCompany } from '../company/company';
import { salesOf, variantPriceNamed } from '../content/storefront-preview';
import { customers } from '../customers/schema';
import type { Db } from '../db/client';
import { media } from '../platform/media-schema';

const LATEST_REVIEWS = 10;
const ACTIVE = eq(products.status, 'Active');

/** Builds image URLs against the shop's CDN bases (the portal's own /media/ when a base is blank). */
export function imageUrlsFor(company: { cdnMainBase: string | null; cdnLocalBase: string | null }) {
  const main = company.cdnMainBase || MEDIA_DEFAULT_BASE;
  const local = company.cdnLocalBase || MEDIA_DEFAULT_BASE;
  return (image: { path: string; thumbnailPath: string; altText: string }): StoreImage => ({
    altText: image.altText,
    path: image.path,
    url: mediaUrl(main, image.path),
    fallbackUrl: mediaUrl(local, image.path),
    thumbnailUrl: mediaUrl(main, image.thumbnailPath),
  });
}

/** imageUrlsFor the shop's company row. */
export const imageUrls = async (db: Db) => imageUrlsFor(await getCompany(db));

/** The products' images (product ones with variantId null), in position order. */
function imagesOf(db: Db, productIds: number[]) {
  return db
    .select({
      productId: productImages.productId,
      variantId: productImages.variantId,
      altText: productImages.altText,
      path: media.path,
      thumbnailPath: media.thumbnailPath,
    })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
}

/** The products' categories, main first. */
async function categoryIdsOf(db: Db, productIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(inArray(productCategories.productId, productIds))
    .orderBy(asc(productCategories.productId), asc(productCategories.position));
  const byProduct = new Map<number, number[]>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.categoryId]);
  return byProduct;
}

const availabilityOf = (stock: number, threshold: number): StoreVariant['availability'] =>
  stock <= 0 ? 'Out of stock' : stock <= threshold ? 'Low stock' : 'In stock';

/** Each product's variants priced now, its images and its categories: the parts a card and a page share. */
async function pricedParts(db: Db, productIds: number[], at: Date) {
  // Prices, stock and attributes in one read: two reads of the variants could see two moments.
  const [rows, sales, images, categoryIds, toImage] = await Promise.all([
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        sku: productVariants.sku,
        price: productVariants.price,
        specialPrice: productVariants.specialPrice,
        stock: productVariants.stock,
        threshold: productVariants.lowStockThreshold,
        attributes: productVariants.attributes,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, productIds))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    salesOf(db, productIds),
    imagesOf(db, productIds),
    categoryIdsOf(db, productIds),
    imageUrls(db),
  ]);
  const variants = rows.map((v) => ({
    ...v,
    price: Number(v.price),
    specialPrice: v.specialPrice === null ? null : Number(v.specialPrice),
  }));
  const variantsOfProduct = (productId: number): StoreVariant[] =>
    variants
      .filter((v) => v.productId === productId)
      .map((v) => {
        const { priceAt, sale } = variantPriceNamed(v, sales, at);
        return {
          id: v.id,
          sku: v.sku,
          attributes: v.attributes,
          price: v.price,
          specialPrice: v.specialPrice,
          priceNow: priceAt,
          sale,
          available: Math.max(0, v.stock),
          availability: availabilityOf(v.stock, v.threshold),
          images: images.filter((i) => i.variantId === v.id).map(toImage),
        };
      });
  return (productId: number) => {
    const own = variants.filter((v) => v.productId === productId);
    const productImagesOf = images.filter((i) => i.productId === productId && i.variantId === null).map(toImage);
    const storeVariants = variantsOfProduct(productId);
    return {
      variants: storeVariants,
      images: productImagesOf,
      summary: {
        priceNow: productPriceAt(own, sales, at),
        price: own.length ? Math.min(...own.map((v) => v.price)) : null,
        inStock: storeVariants.some((v) => v.available > 0),
        image: productImagesOf[0] ?? null,
        categoryIds: categoryIds.get(productId) ?? [],
      },
    };
  };
}

/** Published reviews of a product: how many, their average and the latest few (the author as first name and initial). */
async function reviewsOf(db: Db, productId: number): Promise<StoreProduct['reviews']> {
  const published = and(eq(productComments.productId, productId), eq(productComments.status, 'Published'));
  const [[summary], latest] = await Promise.all([
    db
      .select({ count: count(), average: sql<string | null>`round(avg(${productComments.rating}), 2)` })
      .from(productComments)
      .where(published),
    db
      .select({
        id: productComments.id,
        rating: productComments.rating,
        comment: productComments.text,
        author: customers.name,
        at: productComments.createdAt,
      })
      .from(productComments)
      .innerJoin(customers, eq(customers.id, productComments.customerId))
      .where(published)
      .orderBy(desc(productComments.createdAt), desc(productComments.id))
      .limit(LATEST_REVIEWS),
  ]);
  return {
    count: summary.count,
    average: summary.average === null ? null : Number(summary.average),
    latest: latest.map((r) => ({ ...r, author: shortName(r.author), at: r.at.toISOString() })),
  };
}

/** "Asha Verma" → "Asha V.": a review names its author without giving away a customer's full name. */
export const shortName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0].toUpperCase()}.` : (first ?? '');
};

/** One Active product with everything its page shows, or undefined (none, or not Active). */
export async function readStoreProduct(db: Db, id: number, at: Date): Promise<StoreProduct | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), ACTIVE));
  if (!row) return undefined;
  const [partsOf, specifications, faqs, sizeChart, reviews] = await Promise.all([
    pricedParts(db, [id], at),
    db
      .select({ key: productSpecifications.key, value: productSpecifications.value })
      .from(productSpecifications)
      .where(eq(productSpecifications.productId, id))
      .orderBy(asc(productSpecifications.position)),
    db
      .select({ question: productFaqs.question, answer: productFaqs.answer })
      .from(productFaqs)
      .where(eq(productFaqs.productId, id))
      .orderBy(asc(productFaqs.position)),
    row.sizeChartId === null
      ? Promise.resolve([])
      : db
          .select({ name: sizeCharts.name, measurements: sizeCharts.measurements, rows: sizeCharts.rows })
          .from(sizeCharts)
          .where(eq(sizeCharts.id, row.sizeChartId)),
    reviewsOf(db, id),
  ]);
  const parts = partsOf(id);
  const chart = sizeChart[0];
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    shortDescription: row.shortDescription,
    ...parts.summary,
    code: row.identificationNumber,
    madeIn: row.madeIn,
    longDescription: row.longDescription,
    tags: row.tags,
    kind: row.kind,
    taxIncluded: row.taxIncluded,
    cod: row.cod,
    cancelable: row.cancelable,
    returnable: row.returnable,
    warrantyMonths: row.warrantyMonths,
    guaranteeMonths: row.guaranteeMonths,
    quantity: {
      min: row.minQuantity,
      max: row.maxQuantity,
      step: row.quantityStepSize,
      totalAllowed: row.totalAllowedQuantity,
    },
    images: parts.images,
    variants: parts.variants,
    specifications,
    faqs,
    sizeChart: chart ? { name: chart.name, chart: { measurements: chart.measurements, rows: chart.rows } } : null,
    reviews,
  };
}

/** The Active categories as a tree in the shop's order; a category below an inactive one is not shown. */
export async function storeCategoryTree(db: Db): Promise<StoreCategory[]> {
  const [rows, toImage] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        slug: categories.slug,
        path: media.path,
        thumbnailPath: media.thumbnailPath,
      })
      .from(categories)
      .leftJoin(media, eq(media.id, categories.imageMediaId))
      .where(eq(categories.status, 'Active'))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    imageUrls(db),
  ]);
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  // Iterative: a tree as deep as the editor allows never grows the stack.
  const roots: StoreCategory[] = [];
  const stack: { parentId: number | null; into: StoreCategory[] }[] = [{ parentId: null, into: roots }];
  while (stack.length) {
    const { parentId, into } = stack.pop()!;
    for (const row of children.get(parentId) ?? []) {
      const node: StoreCategory = {
        id: row.id,
        name: row.name,
        slug: row.slug,
        image:
          row.path && row.thumbnailPath
            ? toImage({ path: row.path, thumbnailPath: row.thumbnailPath, altText: row.name })
            : null,
        children: [],
      };
      into.push(node);
      stack.push({ parentId: row.id, into: node.children });
    }
  }
  return roots;
}
