/**
 * The storefront API's reads of the catalogue (issue 43 §2): Active products only, each variant at the price a shopper
 * pays now (the flash-sale functions the product editor and Preview at use), availability, images with their CDN and
 * local URLs, and the category tree. Every read carries an ETag and answers 304 to a matching If-None-Match.
 */
import { z } from 'zod';
import { StorefrontPreviewSchema } from '../content/storefront';

export const STORE_PAGE_SIZE_MAX = 100;
export const STORE_PAGE_SIZE_DEFAULT = 24;

export const StoreProductQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(STORE_PAGE_SIZE_MAX).default(STORE_PAGE_SIZE_DEFAULT),
  /** Only products listed in this category or one below it. */
  categoryId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Words the name, brand or code contains. */
  q: z.string().trim().max(100).optional(),
});
export type StoreProductQuery = z.infer<typeof StoreProductQuerySchema>;

export const StoreIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Where an image is: the shop's CDN first, its local CDN as the fallback (seed §9), and its path below either. */
export const StoreImageSchema = z.object({
  altText: z.string(),
  path: z.string(),
  url: z.string(),
  fallbackUrl: z.string(),
  thumbnailUrl: z.string(),
});
export type StoreImage = z.infer<typeof StoreImageSchema>;

export const STORE_AVAILABILITY = ['In stock', 'Low stock', 'Out of stock'] as const;

export const StoreVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  /** The list price and the special price, if any. */
  price: z.number(),
  specialPrice: z.number().nullable(),
  /** What a shopper pays now: the lowest of the price, the special price and a running flash sale's. */
  priceNow: z.number(),
  /** The flash sale setting `priceNow`, when one does. */
  sale: z.string().nullable(),
  available: z.number().int(),
  availability: z.enum(STORE_AVAILABILITY),
  images: z.array(StoreImageSchema),
});
export type StoreVariant = z.infer<typeof StoreVariantSchema>;

/** What a product list row needs: enough to draw a card. */
export const StoreProductSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  shortDescription: z.string(),
  /** The lowest price now over its variants. */
  priceNow: z.number().nullable(),
  /** The lowest list price over its variants (to show a strike-through). */
  price: z.number().nullable(),
  inStock: z.boolean(),
  image: StoreImageSchema.nullable(),
  categoryIds: z.array(z.number().int()),
});
export type StoreProductSummary = z.infer<typeof StoreProductSummarySchema>;

export const StoreProductPageSchema = z.object({
  rows: z.array(StoreProductSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StoreProductPage = z.infer<typeof StoreProductPageSchema>;

export const StoreSizeChartSchema = z.object({ name: z.string(), chart: z.unknown() });

/** One product as a product page shows it. */
export const StoreProductSchema = StoreProductSummarySchema.extend({
  code: z.string(),
  madeIn: z.string(),
  longDescription: z.string(),
  tags: z.array(z.string()),
  kind: z.string(),
  taxIncluded: z.boolean(),
  cod: z.boolean(),
  cancelable: z.boolean(),
  returnable: z.boolean(),
  warrantyMonths: z.number().int(),
  guaranteeMonths: z.number().int(),
  quantity: z.object({
    min: z.number().int(),
    max: z.number().int(),
    step: z.number().int(),
    totalAllowed: z.number().int(),
  }),
  images: z.array(StoreImageSchema),
  variants: z.array(StoreVariantSchema),
  specifications: z.array(z.object({ key: z.string(), value: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  sizeChart: StoreSizeChartSchema.nullable(),
  reviews: z.object({
    count: z.number().int(),
    average: z.number().nullable(),
    latest: z.array(
      z.object({ id: z.number().int(), rating: z.number(), comment: z.string(), author: z.string(), at: z.string() }),
    ),
  }),
});
export type StoreProduct = z.infer<typeof StoreProductSchema>;

export interface StoreCategory {
  id: number;
  name: string;
  slug: string;
  image: StoreImage | null;
  children: StoreCategory[];
}
export const StoreCategorySchema: z.ZodType<StoreCategory> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      image: StoreImageSchema.nullable(),
      children: z.array(StoreCategorySchema),
    }),
  )
  .meta({ id: 'StoreCategory' });

/**
 * The home page as it shows now: the portal's Preview at, at this moment, without its promo codes (a code is what
 * staff hand to some shoppers; the storefront checks one by quoting a cart with it).
 */
export const StoreHomeSchema = StorefrontPreviewSchema.omit({ promoCodes: true });
