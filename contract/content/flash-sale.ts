/**
 * FLASHSALE (issue 15 §1): a named window in the shop's time zone with variants at a sale price or a
 * percentage off. What it makes a variant cost is contract/content/flash-sale-prices.ts; the server refuses a variant in
 * two sales whose windows overlap (409 naming the other sale and the SKU) and a sale price above the price.
 */
import { z } from 'zod';
import { FLASH_SALE_STATUSES, MAX_DISCOUNT_PERCENT, MAX_SALE_ITEMS } from './flash-sale-prices';
import { defineKitResource, kit } from '../platform/kit';
import { CATALOGUE_SET_MESSAGES, VALIDATION } from '../platform/messages';
import { OWN_WIDGET } from '../catalogue/attribute';
import { amount, isoInstant, wholeNumber } from '../platform/fields';

export const FLASH_SALE_MESSAGES = {
  endNotAfterStart: 'The end must be after the start',
  /** One of a sale price and a discount, not both and not neither. */
  priceOrDiscount: 'Give a sale price or a discount percentage, not both',
  /** 409: the variant runs in another sale at an overlapping time. */
  overlaps: (sku: string, sale: string) => `${sku} is already in the flash sale "${sale}" at an overlapping time`,
  unknownVariant: 'This variant does not exist any more',
} as const;

const SaleItemInput = z
  .object({
    variantId: z.number({ error: VALIDATION.required }).int().positive(),
    salePrice: amount(0.01, 10_000_000).nullable().default(null),
    discountPercent: wholeNumber(1, MAX_DISCOUNT_PERCENT).nullable().default(null),
  })
  .superRefine((item, ctx) => {
    // Neither: the amount is missing (the form shows the percentage input first); both: say which to keep.
    if (item.salePrice === null && item.discountPercent === null)
      ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: VALIDATION.required });
    if (item.salePrice !== null && item.discountPercent !== null)
      ctx.addIssue({ code: 'custom', path: ['salePrice'], message: FLASH_SALE_MESSAGES.priceOrDiscount });
  });

/** The variants of a sale: at least one, each once. */
const saleItems = z
  .array(SaleItemInput, { error: VALIDATION.required })
  .min(1, VALIDATION.required)
  .max(MAX_SALE_ITEMS, CATALOGUE_SET_MESSAGES.tooMany(MAX_SALE_ITEMS))
  .superRefine((items, ctx) => {
    const seen = new Set<number>();
    items.forEach((item, i) => {
      if (seen.has(item.variantId))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'variantId'],
          message: CATALOGUE_SET_MESSAGES.alreadyAdded('variant'),
        });
      seen.add(item.variantId);
    });
  });

/** A sale's variant as read: the item and what the form shows of its variant. */
export const SaleItemRowSchema = z.object({
  variantId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  price: z.string(),
  specialPrice: z.string().nullable(),
  salePrice: z.string().nullable(),
  discountPercent: z.number().int().nullable(),
});
export type SaleItemRow = z.infer<typeof SaleItemRowSchema>;

export const flashSaleResource = defineKitResource({
  key: 'flash-sale',
  apiPath: '/flash-sale',
  title: 'Flash Sale',
  subject: 'flash sale',
  permission: 'content.flashsale',
  route: 'FLASHSALE',
  fields: {
    id: kit.id({ width: 60 }),
    name: kit.text('Name', { max: 80, width: 190, placeholder: 'e.g. Diwali weekend' }),
    startsAt: kit.custom(
      'Starts',
      'datetime',
      { row: z.string(), input: isoInstant() },
      { width: 150, format: 'shop-datetime', form: { widget: 'datetime', initial: '' } },
    ),
    endsAt: kit.custom(
      'Ends',
      'datetime',
      { row: z.string(), input: isoInstant() },
      { width: 150, format: 'shop-datetime', form: { widget: 'datetime', initial: '' } },
    ),
    itemCount: kit.custom('Variants', 'number', { row: z.number().int(), input: undefined }, { width: 86 }),
    products: kit.custom('Products', 'text', { row: z.string(), input: undefined }, { width: 230 }),
    items: kit.custom(
      'Sale items',
      'text',
      { row: z.array(SaleItemRowSchema), input: saleItems },
      {
        hidden: true,
        filterable: false,
        sortable: false,
        form: OWN_WIDGET,
      },
    ),
    status: kit.status(FLASH_SALE_STATUSES),
    createdAt: kit.created('Created', { hidden: true }),
  },
  unique: { key: 'name', message: 'name already exists' },
  defaultSort: { sortKey: 'startsAt', sortOption: 'desc' },
  input: (schema) =>
    schema
      .refine((v) => Date.parse(v.endsAt) > Date.parse(v.startsAt), {
        path: ['endsAt'],
        message: FLASH_SALE_MESSAGES.endNotAfterStart,
      })
      .meta({
        description:
          'endsAt is after startsAt; each item has a salePrice or a discountPercent, and names its variant once.',
      }),
});

export type FlashSaleRow = z.infer<typeof flashSaleResource.row>;
export type FlashSaleInput = z.input<typeof flashSaleResource.create>;

/** A sale's own reads beside its resource's routes (base `/api`). */
export const FLASH_SALE_API = {
  /** `GET ?q=` (or `?productId=`): the variants a sale can take (the form's picker). */
  variants: '/flash-sale/variants',
  /** `GET`: the Active sales of a product's variants that have not ended (the editor's prices). */
  productSales: (productId: number | string) => `/products/${productId}/flash-sales`,
} as const;

/** `GET /flash-sale/variants?q=` (or `?productId=`): the variants a sale can take, by product name or SKU, or all of one product (the form's picker). */
export const SALE_VARIANT_MATCHES = 20;
export const SaleVariantQuerySchema = z.object({
  q: z.string().trim().max(80, VALIDATION.maxLength(80)).default(''),
  /** Every variant of this product instead (a whole product put on sale at once), at most a sale's limit. */
  productId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const SaleVariantOptionSchema = SaleItemRowSchema.omit({ salePrice: true, discountPercent: true });
export type SaleVariantOption = z.infer<typeof SaleVariantOptionSchema>;

export const ProductSaleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  items: z.array(
    z.object({
      variantId: z.number().int(),
      salePrice: z.number().nullable(),
      discountPercent: z.number().int().nullable(),
    }),
  ),
});
export type ProductSale = z.infer<typeof ProductSaleSchema>;
/** The sales and the moment they were read at by the shop's clock (the editor prices at it, as the list does). */
export const ProductSalesSchema = z.object({ at: z.string(), sales: z.array(ProductSaleSchema) });
export type ProductSales = z.infer<typeof ProductSalesSchema>;
