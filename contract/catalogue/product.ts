/**
 * Products (issue 13, seed §3 "Product"): what the editor saves and reads, in one shape shared by the API and
 * the form. Every product has at least one variant: a simple product exactly one (no attributes), a variable
 * product one per combination of its attribute values. Price, special price, SKU, stock and SKU images live on
 * the variant; the product list shows them summed up (contract/catalogue/product-list.ts).
 *
 * Stock is never typed over: a new variant's opening stock is a "received" ledger row, and every later change
 * goes through MANAGE_STOCK with a reason (contract/catalogue/stock.ts), so the editor shows existing stock read-only.
 */
import { z } from 'zod';
import { amount, optionalText, requiredName, requiredText, wholeNumber } from '../platform/fields';
import { MAX_ROW_ID, VersionNumberSchema } from '../platform/resource';
import { VALIDATION } from '../platform/messages';

export const PRODUCT_STATUSES = ['Draft', 'Active', 'Inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_TYPES = ['physical', 'digital'] as const;
export const PRODUCT_KINDS = ['simple', 'variable'] as const;
export const DELIVERABLE_TYPES = ['all', 'specific', 'none'] as const;
export const VIDEO_TYPES = ['none', 'selfHosted', 'youtube'] as const;

/** Bounds on one product, so one save stays one modest transaction. */
export const PRODUCT_LIMITS = {
  variants: 500,
  images: 20,
  variantImages: 10,
  faqs: 50,
  specifications: 100,
  zipCodes: 5_000,
  tags: 30,
  categories: 20,
  shortDescription: 500,
  longDescription: 20_000,
  quantity: 100_000,
  months: 600,
  stock: 1_000_000,
} as const;

/** The seed's wording (seed §5), and ours where it is silent. */
export const PRODUCT_MESSAGES = {
  identificationNumberExists: 'identification number already exists',
  specialPriceAbovePrice: 'special price cannot be greater than the price',
  integerAtLeast1: 'integer at least 1',
  integerAtLeast: (min: number) => `integer greater than or equal to ${min}`,
  integerAtMost: (max: number) => `integer less than or equal to ${max}`,
  mustBeNumber: 'must be a number',
  mustBeInteger: 'must be an integer',
  // Ours.
  minAboveMax: 'minimum quantity cannot be greater than the maximum quantity',
  skuExists: 'SKU already exists',
  skuTwice: 'This SKU is used by another variant of this product',
  combinationTwice: 'Two variants have the same attribute values',
  youtubeUrl: 'Enter a YouTube link (youtube.com/watch?v=… or youtu.be/…)',
  videoRequired: 'Choose the video from the media library',
  zipCodesRequired: 'Add at least one zip code',
  simpleHasOneVariant: 'A simple product has exactly one variant, without attributes',
  variableNeedsSet: 'Choose an attribute set for a variable product',
  variableNeedsVariants: 'Generate at least one variant',
  categoriesRequired: 'Choose at least one category',
} as const;

const Id = z
  .number()
  .int(VALIDATION.integer)
  .min(1, VALIDATION.minValue(1))
  .max(MAX_ROW_ID, VALIDATION.between(1, MAX_ROW_ID));
const flag = () => z.boolean().default(false);
/** Quantities, in the seed's words: "must be a number", "must be an integer", "integer at least 1". */
const atLeastOne = (max: number = PRODUCT_LIMITS.quantity) =>
  z.preprocess(
    (v) =>
      v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
        ? undefined
        : typeof v === 'string'
          ? Number(v.trim())
          : v,
    z
      .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : PRODUCT_MESSAGES.mustBeNumber) })
      .int(PRODUCT_MESSAGES.mustBeInteger)
      .min(1, PRODUCT_MESSAGES.integerAtLeast1)
      .max(max, PRODUCT_MESSAGES.integerAtMost(max)),
  );
/** A measure in kg or cm; blank is "not given". */
const measure = () =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), amount(0, 100_000).nullable()).default(null);

export const YOUTUBE_URL =
  /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?v=|shorts\/|embed\/)|youtu\.be\/)[A-Za-z0-9_-]{11}(?:[?&#].*)?$/;
export const ZIP_CODE = /^[1-9][0-9]{5}$/;

/** An image of the product or of one variant: a media library entry and the alt text it has here (seed §3 altTagMap). */
export const ProductImageSchema = z.object({ mediaId: Id, altText: optionalText(250) });
export type ProductImage = z.infer<typeof ProductImageSchema>;

/** One variant as the editor sends it: `id` for an existing one (absent: new); `openingStock` only counts for new ones. */
const VariantFieldsSchema = z.object({
  id: Id.optional(),
  sku: requiredText(64).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, VALIDATION.invalidFormat),
  price: amount(0, 10_000_000),
  specialPrice: z
    .preprocess((v) => (v === '' || v === undefined ? null : v), amount(0, 10_000_000).nullable())
    .default(null),
  openingStock: wholeNumber(0, PRODUCT_LIMITS.stock).default(0),
  lowStockThreshold: wholeNumber(0, PRODUCT_LIMITS.stock).default(5),
  /** Attribute name → value (e.g. { Size: 'M', Colour: 'Red' }); empty for a simple product. */
  attributes: z.record(z.string().max(100), z.string().trim().min(1).max(100)).default({}),
  images: z.array(ProductImageSchema).max(PRODUCT_LIMITS.variantImages).default([]),
});
export const VariantInputSchema = VariantFieldsSchema.refine(
  (v) => v.specialPrice === null || v.specialPrice <= v.price,
  { path: ['specialPrice'], message: PRODUCT_MESSAGES.specialPriceAbovePrice },
);
export type VariantInput = z.input<typeof VariantInputSchema>;

/** The body of POST /products and PUT /products/{id} (with `version`): the whole product, saved in one transaction. */
const ProductFieldsSchema = z.object({
  name: requiredName(200),
  identificationNumber: requiredText(64),
  // HSN, brand and categories may be blank on a Draft; Publish asks for them (product-publish.ts).
  hsn: z
    .string()
    .trim()
    .regex(/^(?:[0-9]{4,8})?$/, VALIDATION.invalidFormat)
    .default(''),
  brand: optionalText(100),
  madeIn: optionalText(100),
  productType: z.enum(PRODUCT_TYPES).default('physical'),
  kind: z.enum(PRODUCT_KINDS).default('simple'),
  taxId: Id.nullable().default(null),
  taxIncluded: flag(),
  weightKg: measure(),
  heightCm: measure(),
  breadthCm: measure(),
  lengthCm: measure(),
  quantityStepSize: atLeastOne().default(1),
  minQuantity: atLeastOne().default(1),
  maxQuantity: atLeastOne().default(10),
  totalAllowedQuantity: atLeastOne().default(10),
  warrantyMonths: wholeNumber(0, PRODUCT_LIMITS.months).default(0),
  guaranteeMonths: wholeNumber(0, PRODUCT_LIMITS.months).default(0),
  cod: flag(),
  cancelable: flag(),
  returnable: flag(),
  attachmentRequired: flag(),
  deliverableType: z.enum(DELIVERABLE_TYPES).default('all'),
  deliverableZipCodes: z
    .array(z.string().trim().regex(ZIP_CODE, VALIDATION.invalidFormat))
    .max(PRODUCT_LIMITS.zipCodes)
    .default([]),
  videoType: z.enum(VIDEO_TYPES).default('none'),
  videoMediaId: Id.nullable().default(null),
  videoUrl: optionalText(300),
  shortDescription: optionalText(PRODUCT_LIMITS.shortDescription),
  longDescription: optionalText(PRODUCT_LIMITS.longDescription),
  tags: z.array(z.string().trim().min(1).max(50)).max(PRODUCT_LIMITS.tags).default([]),
  categoryIds: z.array(Id).max(PRODUCT_LIMITS.categories).default([]),
  attributeSetId: Id.nullable().default(null),
  specificationSetId: Id.nullable().default(null),
  sizeChartId: Id.nullable().default(null),
  /** The first is the main image. */
  images: z.array(ProductImageSchema).max(PRODUCT_LIMITS.images).default([]),
  specifications: z
    .array(z.object({ key: requiredText(100), value: optionalText(500) }))
    .max(PRODUCT_LIMITS.specifications)
    .default([]),
  faqs: z
    .array(z.object({ question: requiredText(300), answer: requiredText(2_000) }))
    .max(PRODUCT_LIMITS.faqs)
    .default([]),
  variants: z.array(VariantInputSchema).min(1, PRODUCT_MESSAGES.variableNeedsVariants).max(PRODUCT_LIMITS.variants),
});
export const ProductInputSchema = ProductFieldsSchema.superRefine(checkProductRules);
export type ProductInput = z.input<typeof ProductInputSchema>;
export type ProductValues = z.output<typeof ProductInputSchema>;

export const ProductUpdateSchema = z.object({ product: ProductInputSchema, version: VersionNumberSchema });

/** The rules across fields (seed §5 and ours), each on the field a person would correct. */
function checkProductRules(v: z.output<typeof ProductFieldsSchema>, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (v.minQuantity > v.maxQuantity) issue(['minQuantity'], PRODUCT_MESSAGES.minAboveMax);
  if (v.deliverableType === 'specific' && v.deliverableZipCodes.length === 0)
    issue(['deliverableZipCodes'], PRODUCT_MESSAGES.zipCodesRequired);
  if (v.videoType === 'youtube' && !YOUTUBE_URL.test(v.videoUrl)) issue(['videoUrl'], PRODUCT_MESSAGES.youtubeUrl);
  if (v.videoType === 'selfHosted' && v.videoMediaId === null) issue(['videoMediaId'], PRODUCT_MESSAGES.videoRequired);
  if (v.kind === 'simple' && (v.variants.length !== 1 || Object.keys(v.variants[0]?.attributes ?? {}).length > 0))
    issue(['variants'], PRODUCT_MESSAGES.simpleHasOneVariant);
  if (v.kind === 'variable' && v.attributeSetId === null) issue(['attributeSetId'], PRODUCT_MESSAGES.variableNeedsSet);
  const skus = new Set<string>();
  const combinations = new Set<string>();
  v.variants.forEach((variant, i) => {
    const sku = variant.sku.toLowerCase();
    if (skus.has(sku)) issue(['variants', i, 'sku'], PRODUCT_MESSAGES.skuTwice);
    skus.add(sku);
    const combination = variantKey(variant.attributes);
    if (v.kind === 'variable' && combinations.has(combination))
      issue(['variants', i, 'attributes'], PRODUCT_MESSAGES.combinationTwice);
    combinations.add(combination);
  });
}

/** One key per attribute combination, whatever order the attributes come in. */
export const variantKey = (attributes: Readonly<Record<string, string>>) =>
  JSON.stringify(Object.entries(attributes).toSorted(([a], [b]) => a.localeCompare(b)));

/** Seed §3 "discount percentage": derived from price and special price, whole percent; null without a discount. */
export function discountPercent(price: number, specialPrice: number | null): number | null {
  if (specialPrice === null || price <= 0 || specialPrice >= price) return null;
  return Math.round(((price - specialPrice) / price) * 100);
}

/** The catalogue doctor (issue 13 §2): what a product lacks before it sells well. */
export const COMPLETENESS_CHECKS = ['images', 'altTexts', 'price', 'stock', 'specifications', 'description'] as const;
export type CompletenessCheck = (typeof COMPLETENESS_CHECKS)[number];
/** The checks as the product list's "Missing" column names them (it showed the key "altTexts"). */
export const COMPLETENESS_LABELS: Record<CompletenessCheck, string> = {
  images: 'Images',
  altTexts: 'Alt texts',
  price: 'Price',
  stock: 'Stock',
  specifications: 'Specifications',
  description: 'Description',
};

interface CompletenessInput {
  images: readonly { altText: string }[];
  variants: readonly { price: number; stock: number; images: readonly { altText: string }[] }[];
  specifications: readonly unknown[];
  shortDescription: string;
  longDescription: string;
}

/** The checks a product fails, and its score: the share of checks passed, 0–100. */
export function productCompleteness(p: CompletenessInput): { score: number; missing: CompletenessCheck[] } {
  const allImages = [...p.images, ...p.variants.flatMap((v) => v.images)];
  const failed: Record<CompletenessCheck, boolean> = {
    images: p.images.length === 0,
    altTexts: allImages.some((image) => image.altText.trim() === ''),
    price: p.variants.some((v) => v.price <= 0),
    stock: p.variants.every((v) => v.stock <= 0),
    specifications: p.specifications.length === 0,
    description: p.shortDescription.trim() === '' || p.longDescription.trim() === '',
  };
  const missing = COMPLETENESS_CHECKS.filter((check) => failed[check]);
  return {
    score: Math.round((100 * (COMPLETENESS_CHECKS.length - missing.length)) / COMPLETENESS_CHECKS.length),
    missing,
  };
}

/** An image as read back: where its files are (relative to a CDN base, src/lib/company.ts). */
export const ProductImageDetailSchema = ProductImageSchema.extend({ path: z.string(), thumbnailPath: z.string() });

/** A product as the editor reads it (GET /products/{id}): what it saves, plus what the server keeps. */
export const ProductDetailSchema = ProductFieldsSchema.extend({
  id: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completeness: z.number().int(),
  missing: z.array(z.enum(COMPLETENESS_CHECKS)),
  images: z.array(ProductImageDetailSchema),
  variants: z.array(
    VariantFieldsSchema.extend({
      id: z.number().int(),
      /** The ledger's sum (MANAGE_STOCK); read-only here. */
      stock: z.number().int(),
      images: z.array(ProductImageDetailSchema),
    }),
  ),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** Every combination of the chosen values, in the order given (the editor's variant matrix); [] when a list is empty. */
export function variantCombinations(
  chosen: readonly { attribute: string; values: readonly string[] }[],
): Record<string, string>[] {
  return chosen
    .reduce<Record<string, string>[]>(
      (combos, { attribute, values }) =>
        combos.flatMap((combo) => values.map((value) => ({ ...combo, [attribute]: value }))),
      [{}],
    )
    .filter(() => chosen.length > 0);
}

/** A suggested variant SKU: the product's SKU stem and the values (e.g. SKU-1042-M-RED). */
export const variantSku = (stem: string, attributes: Readonly<Record<string, string>>) =>
  [
    stem,
    ...Object.values(attributes).map((v) =>
      v
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '')
        .slice(0, 8),
    ),
  ]
    .filter(Boolean)
    .join('-');

/** API paths below /api. */
export const PRODUCT_API = {
  create: '/products',
  one: (id: number | string) => `/products/${id}`,
  status: (id: number | string) => `/products/${id}/status`,
  /** The next SKU stem (the SKU prefix of the prefix settings and its next number). */
  skuSuggestion: '/products/sku-suggestion',
} as const;
