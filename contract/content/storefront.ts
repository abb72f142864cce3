/**
 * What the storefront's home page is made of, read by the portal (issue 15 §2, §4): the products a feature
 * section or a slider can point at (the forms' picker), and the shop as it will be at a chosen moment.
 */
import { z } from 'zod';
import { VALIDATION } from '../platform/messages';
import { isoInstant } from '../platform/fields';

/** The storefront's reads for content screens (base `/api`). */
export const STOREFRONT_API = {
  /** `GET ?q=`: up to PRODUCT_OPTION_MATCHES products whose name or code holds `q`. */
  productOptions: '/storefront/product-options',
  /** `GET ?at=`: the home page, prices, codes and posts as they will be at `at` (default now). */
  preview: '/storefront/preview',
  /** `GET ?productId=&at=`: a product's variant prices at `at`. */
  price: '/storefront/price',
} as const;

export const PRODUCT_OPTION_MATCHES = 20;
export const ProductOptionQuerySchema = z.object({
  q: z.string().trim().max(80, VALIDATION.maxLength(80)).default(''),
});
export const ProductOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  status: z.string(),
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

export const PreviewQuerySchema = z.object({ at: isoInstant().optional() });

export const PreviewProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  imagePath: z.string().nullable(),
  /** The lowest variant price and what a shopper pays at the moment (contract/content/flash-sale-prices.ts `productPriceAt`). */
  price: z.number().nullable(),
  priceAt: z.number().nullable(),
});
export type PreviewProduct = z.infer<typeof PreviewProductSchema>;

export const StorefrontPreviewSchema = z.object({
  at: z.string(),
  sliders: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      imagePath: z.string().nullable(),
      linkType: z.string(),
      link: z.string(),
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
    }),
  ),
  sections: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: z.string(),
      style: z.string(),
      products: z.array(PreviewProductSchema),
      categories: z.array(z.object({ id: z.number().int(), name: z.string(), imagePath: z.string().nullable() })),
    }),
  ),
  flashSales: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      itemCount: z.number().int(),
    }),
  ),
  promoCodes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      discountType: z.string(),
      discount: z.string(),
      startDate: z.string(),
      endDate: z.string(),
    }),
  ),
  blogPosts: z.array(
    z.object({ id: z.number().int(), title: z.string(), slug: z.string(), publishAt: z.string().nullable() }),
  ),
});
export type StorefrontPreview = z.infer<typeof StorefrontPreviewSchema>;

/** `GET /storefront/price?productId=&at=`: one product's variants and what each costs at the moment. */
export const PriceQuerySchema = z.object({
  productId: z.coerce.number().int().min(1).max(2_147_483_647),
  at: isoInstant().optional(),
});
export const PriceAtSchema = z.object({
  at: z.string(),
  productId: z.number().int(),
  name: z.string(),
  priceAt: z.number().nullable(),
  variants: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      price: z.number(),
      specialPrice: z.number().nullable(),
      priceAt: z.number(),
      sale: z.string().nullable(),
    }),
  ),
});
export type PriceAt = z.infer<typeof PriceAtSchema>;
