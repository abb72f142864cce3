/**
 * Catalogue tables: categories and products (a product's parts: ./products/schema.ts).
 *
 * Categories form a tree (parent_id). A name is unique among its siblings, case-insensitively, by the index
 * itself (coalesce maps the top level to one parent, so two top-level "Sarees" clash too); the same name
 * under another parent is allowed. Slugs are unique across the shop: they make storefront URLs
 * (/category/silk-sarees), which carry no parent, so two nodes sharing one would be one URL for two pages.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DELIVERABLE_TYPES,
  PRODUCT_KINDS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  VIDEO_TYPES,
} from '../../contract/catalogue/product';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { createdAt, money, oneOf, updatedAt } from '../db/columns';
import { attributeSets } from './attribute-set.resource';
import { sizeCharts } from './size-chart.resource';
import { specificationSets } from './specification-set.resource';
import { media } from '../platform/media-schema';
import { taxes } from './tax.resource';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    /** Position among siblings ("Order Category"), dense 0..n-1 within each parent. */
    sortOrder: integer('sort_order').notNull().default(0),
    /** The category's picture from the media library; a picture in use cannot be deleted. */
    imageMediaId: integer('image_media_id').references(() => media.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('Active'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_parent_name_uq').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    uniqueIndex('categories_slug_uq').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.sortOrder),
    index('categories_image_idx').on(t.imageMediaId),
    check('categories_not_own_parent_ck', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
    check('categories_status_ck', oneOf(t.status, RECORD_STATUSES)),
  ],
);

/**
 * A product (contract/catalogue/product.ts): what it is, how it ships and sells; its variants, images, categories,
 * specifications and FAQs are rows of their own (./products/schema.ts). Draft until published (Active).
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    identificationNumber: text('identification_number').notNull(),
    hsn: text('hsn').notNull(),
    brand: text('brand').notNull(),
    madeIn: text('made_in').notNull().default(''),
    productType: text('product_type').notNull().default('physical'),
    kind: text('kind').notNull().default('simple'),
    taxId: integer('tax_id').references(() => taxes.id, { onDelete: 'restrict' }),
    taxIncluded: boolean('tax_included').notNull().default(false),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3 }),
    heightCm: numeric('height_cm', { precision: 10, scale: 2 }),
    breadthCm: numeric('breadth_cm', { precision: 10, scale: 2 }),
    lengthCm: numeric('length_cm', { precision: 10, scale: 2 }),
    quantityStepSize: integer('quantity_step_size').notNull().default(1),
    minQuantity: integer('min_quantity').notNull().default(1),
    maxQuantity: integer('max_quantity').notNull().default(10),
    totalAllowedQuantity: integer('total_allowed_quantity').notNull().default(10),
    warrantyMonths: integer('warranty_months').notNull().default(0),
    guaranteeMonths: integer('guarantee_months').notNull().default(0),
    cod: boolean('cod').notNull().default(false),
    cancelable: boolean('cancelable').notNull().default(false),
    returnable: boolean('returnable').notNull().default(false),
    attachmentRequired: boolean('attachment_required').notNull().default(false),
    deliverableType: text('deliverable_type').notNull().default('all'),
    deliverableZipCodes: text('deliverable_zip_codes').array().notNull().default(sql`'{}'::text[]`),
    videoType: text('video_type').notNull().default('none'),
    videoMediaId: integer('video_media_id').references(() => media.id, { onDelete: 'restrict' }),
    videoUrl: text('video_url').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The sets a product draws its variants, specifications and size chart from; a set in use cannot be deleted. */
    attributeSetId: integer('attribute_set_id').references(() => attributeSets.id, { onDelete: 'restrict' }),
    specificationSetId: integer('specification_set_id').references(() => specificationSets.id, {
      onDelete: 'restrict',
    }),
    sizeChartId: integer('size_chart_id').references(() => sizeCharts.id, { onDelete: 'restrict' }),
    /** The catalogue doctor's verdict (contract/catalogue/product.ts productCompleteness), kept by every save and stock change. */
    // integer, not smallint: search values are checked against the column's range, and the OpenAPI document states int4 for every whole number.
    completeness: integer('completeness').notNull().default(0),
    missing: text('missing').array().notNull().default(sql`'{}'::text[]`),
    /** The product list's summary of the variants and categories (contract/catalogue/product-list.ts), kept by refreshCompleteness. */
    variantCount: integer('variant_count').notNull().default(0),
    stockTotal: integer('stock_total').notNull().default(0),
    /** Lowest price a shopper pays now over the variants, flash sales included (refreshCompleteness); null without variants. */
    priceNow: money('price_now'),
    /**
     * When price_now stops holding: the next start or end of an Active flash sale of its variants ('infinity' without
     * one). A read of the list first refreshes the products whose moment has come (server/catalogue/products/flash-sale-prices.ts);
     * a change to a sale marks its products '-infinity' (triggers of migration 0029).
     */
    priceValidUntil: timestamp('price_valid_until', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`'infinity'`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Category names in the product's order (main first). */
    categoryNames: text('category_names').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('Draft'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_identification_number_uq').on(sql`lower(${t.identificationNumber})`),
    // "Which products use this set / tax / video?" on every such delete.
    index('products_attribute_set_idx').on(t.attributeSetId),
    index('products_specification_set_idx').on(t.specificationSetId),
    index('products_size_chart_idx').on(t.sizeChartId),
    index('products_tax_idx').on(t.taxId),
    index('products_video_media_idx').on(t.videoMediaId),
    // The product list: every sort keyset-walks an index ending in id; array filters (any of) go through GIN.
    index('products_name_id_idx').on(t.name, t.id),
    index('products_identification_id_idx').on(t.identificationNumber, t.id),
    index('products_brand_id_idx').on(t.brand, t.id),
    index('products_variant_count_id_idx').on(t.variantCount, t.id),
    index('products_stock_total_id_idx').on(t.stockTotal, t.id),
    index('products_price_now_id_idx').on(t.priceNow, t.id),
    // Price descending sorts blanks last (server/search/compile.ts), which a backward scan of the index above cannot give.
    index('products_price_now_desc_id_idx').on(t.priceNow.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('products_price_valid_until_idx').on(t.priceValidUntil),
    index('products_completeness_id_idx').on(t.completeness, t.id),
    index('products_category_names_id_idx').on(t.categoryNames, t.id),
    index('products_missing_id_idx').on(t.missing, t.id),
    index('products_created_id_idx').on(t.createdAt, t.id),
    index('products_status_id_idx').on(t.status, t.id),
    // A status tab filtered by completeness and price counts from this index alone.
    index('products_status_completeness_price_idx').on(t.status, t.completeness, t.priceNow),
    index('products_missing_gin').using('gin', t.missing),
    index('products_category_ids_gin').using('gin', t.categoryIds),
    index('products_category_names_gin').using('gin', t.categoryNames),
    check('products_status_ck', oneOf(t.status, PRODUCT_STATUSES)),
    check('products_type_ck', oneOf(t.productType, PRODUCT_TYPES)),
    check('products_kind_ck', oneOf(t.kind, PRODUCT_KINDS)),
    check('products_deliverable_ck', oneOf(t.deliverableType, DELIVERABLE_TYPES)),
    check('products_video_type_ck', oneOf(t.videoType, VIDEO_TYPES)),
    check(
      'products_quantities_ck',
      sql`${t.quantityStepSize} >= 1 and ${t.minQuantity} >= 1 and ${t.maxQuantity} >= ${t.minQuantity} and ${t.totalAllowedQuantity} >= 1`,
    ),
    check('products_months_ck', sql`${t.warrantyMonths} >= 0 and ${t.guaranteeMonths} >= 0`),
  ],
);
