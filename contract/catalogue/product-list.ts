/**
 * PRODUCT (issue 13 §2): the product list. One row per product with its variants and categories summed up
 * (variant count, price now, stock, category names) and the catalogue doctor's verdict, every column a filter
 * and a sort. The summaries are kept on the product row by every write (server/catalogue/products/completeness-sql.ts),
 * so a search over a million variants reads one table. Staff change the status of, or delete, a selection in bulk.
 */
import { z } from 'zod';
import { VALIDATION } from '../platform/messages';
import { plural } from '../platform/plural';
import { defineKitResource, kit } from '../platform/kit';
import { COMPLETENESS_CHECKS, COMPLETENESS_LABELS, PRODUCT_STATUSES, type ProductStatus } from './product';
import { MAX_ROW_ID } from '../platform/resource';
import { DATA_OPTIONS, MAX_SEARCH_CRITERIA, SearchCriterionSchema } from '../platform/search';

export const productListResource = defineKitResource({
  key: 'product',
  apiPath: '/products',
  title: 'Products',
  subject: 'product',
  permission: 'catalogue.product',
  route: 'PRODUCT',
  // Products are written by the editor (contract/catalogue/product.ts), not by the kit's generic form.
  writable: false,
  fields: {
    name: kit.readText('Name', { width: 260 }),
    identificationNumber: kit.readText('Identification No', { width: 150 }),
    brand: kit.readText('Brand', { width: 130 }),
    variantCount: kit.readNumber('Variants', { width: 80 }),
    /** contract/content/flash-sale-prices.ts `productPriceAt` at the shop's now: special prices and running flash sales. */
    priceNow: kit.custom(
      'Price now',
      'decimal',
      { row: z.string().nullable(), input: undefined },
      { width: 110, format: 'currency' },
    ),
    stockTotal: kit.readNumber('Stock', { width: 80 }),
    status: kit.status(PRODUCT_STATUSES, { width: 100 }),
    /** The names, main category first; "equals" matches a product in any of the given categories. */
    categories: kit.readText('Categories', { width: 200 }),
    completeness: kit.custom(
      'Completeness',
      'number',
      { row: z.number().int(), input: undefined },
      { width: 110, unit: '%' },
    ),
    /**
     * The checks it fails, in words (the server names them by COMPLETENESS_LABELS); "equals" matches a product missing
     * any of the chosen ones, sent by their keys and shown by their labels.
     */
    missing: kit.custom(
      'Missing',
      'enum',
      { row: z.string(), input: undefined },
      { width: 200, options: COMPLETENESS_CHECKS, optionLabels: COMPLETENESS_LABELS },
    ),
    createdAt: kit.created('Created', { hidden: true }),
    id: kit.id({ hidden: true }),
  },
});

export type ProductListRow = z.infer<typeof productListResource.row>;

/** The bulk actions of the list: publish (Active), deactivate, back to draft, delete. */
export const PRODUCT_BULK_ACTIONS = ['publish', 'deactivate', 'draft', 'delete'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];
export const STATUS_OF_BULK_ACTION = {
  publish: 'Active',
  deactivate: 'Inactive',
  draft: 'Draft',
} as const satisfies Record<Exclude<ProductBulkAction, 'delete'>, ProductStatus>;

/** Most products one request may name by id (more is "all matching", sent as the filter). */
export const MAX_PRODUCT_BULK_IDS = 1000;

const RowId = z.number().int().min(1).max(MAX_ROW_ID, VALIDATION.between(1, MAX_ROW_ID));

/** Body of `POST /products/bulk`: the listed products, or every product the filter matches. */
export const ProductBulkSchema = z.object({
  action: z.enum(PRODUCT_BULK_ACTIONS, { error: VALIDATION.required }),
  selection: z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('ids'),
        ids: z
          .array(RowId)
          .min(1, VALIDATION.required)
          .max(MAX_PRODUCT_BULK_IDS, VALIDATION.between(1, MAX_PRODUCT_BULK_IDS)),
      }),
      z.object({
        kind: z.literal('all'),
        criteria: z.array(SearchCriterionSchema).max(MAX_SEARCH_CRITERIA),
        dataOption: z.enum(DATA_OPTIONS),
      }),
    ],
    { error: VALIDATION.required },
  ),
});
export type ProductBulkRequest = z.input<typeof ProductBulkSchema>;

/** A product the bulk action left alone, and why (a product with orders cannot be deleted). */
export const ProductBulkRefusalSchema = z.object({ id: z.number().int(), name: z.string(), reason: z.string() });

/** What a bulk action did: how many products it changed or deleted, and the ones it refused. */
export const ProductBulkResultSchema = z.object({
  changed: z.number().int().min(0),
  refused: z.array(ProductBulkRefusalSchema),
});
export type ProductBulkResult = z.infer<typeof ProductBulkResultSchema>;

export const PRODUCT_LIST_API = { bulk: '/products/bulk' } as const;

/** Why a product is not deleted. */
export const PRODUCT_LIST_MESSAGES = {
  hasOrders: 'This product has orders, so it cannot be deleted; make it Inactive instead',
} as const;

const what = (count: number) => (count === 1 ? 'this product' : `these ${count.toLocaleString('en-IN')} products`);

/** The confirmation a bulk action asks before it runs. */
export function productBulkQuestion(action: ProductBulkAction, count: number): string {
  if (action === 'delete') return `Delete ${what(count)}? This cannot be undone. Products with orders are kept.`;
  if (action === 'publish')
    return `Publish ${what(count)}? Shoppers will see ${count === 1 ? 'it' : 'them'} in the shop.`;
  if (action === 'deactivate')
    return `Make ${what(count)} Inactive? ${count === 1 ? 'It' : 'They'} will no longer show in the shop.`;
  return `Move ${what(count)} back to Draft? ${count === 1 ? 'It' : 'They'} will no longer show in the shop.`;
}

/** The success text of a bulk action (seed style: "… successfully"). */
export function productBulkDone(action: ProductBulkAction, result: ProductBulkResult): string {
  const verb = { publish: 'published', deactivate: 'made Inactive', draft: 'moved to Draft', delete: 'deleted' }[
    action
  ];
  const done = `${plural(result.changed, 'product')} ${verb} successfully`;
  return result.refused.length
    ? `${done}; ${result.refused.length.toLocaleString('en-IN')} kept: ${result.refused[0].reason.toLowerCase()}`
    : done;
}
