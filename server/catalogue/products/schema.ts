/**
 * A product's parts: its variants (each with SKU, price, stock), images, categories, specifications and FAQs,
 * all saved with the product in one transaction, and the stock ledger every stock change is a row of.
 *
 * `product_variants.stock` is the ledger's running sum for that variant, written in the same statement
 * batch as each ledger row (server/catalogue/stock), so reading stock never sums the ledger and the two never
 * disagree (a test sums them). Ledger rows naming an order or a return are unique per variant and reason:
 * a retried cancellation or restock finds its row there and moves nothing twice.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { STOCK_REASONS } from '../../../contract/catalogue/stock';
import { createdAt, money, oneOf, updatedAt } from '../../db/columns';
import { media } from '../../platform/media-schema';
import { categories, products } from '../schema';

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    price: money('price').notNull(),
    specialPrice: money('special_price'),
    /** The ledger's sum (see above). */
    stock: integer('stock').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Attribute name → value; {} for a simple product's one variant. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    position: smallint('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_uq').on(sql`lower(${t.sku})`),
    index('product_variants_product_idx').on(t.productId, t.position),
    // The dashboard's low-stock list and its count read only the variants at or below their threshold.
    index('product_variants_low_stock_idx').on(t.stock, t.id).where(sql`${t.stock} <= ${t.lowStockThreshold}`),
    check(
      'product_variants_price_ck',
      sql`${t.price} >= 0 and (${t.specialPrice} is null or (${t.specialPrice} >= 0 and ${t.specialPrice} <= ${t.price}))`,
    ),
    check('product_variants_stock_ck', sql`${t.stock} >= 0`),
    check('product_variants_threshold_ck', sql`${t.lowStockThreshold} >= 0`),
  ],
);

/** Images of a product (variant_id null; position 0 is the main image) or of one variant (SKU images). */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    altText: text('alt_text').notNull().default(''),
    position: smallint('position').notNull(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    index('product_images_variant_idx').on(t.variantId),
    index('product_images_media_idx').on(t.mediaId),
  ],
);

/** The categories a product is listed in; position 0 is its main category (the sales report's). */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

export const productSpecifications = pgTable(
  'product_specifications',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const productFaqs = pgTable(
  'product_faqs',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** Every change of a variant's stock, with its reason and who made it (MANAGE_STOCK history). */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** The variant's stock after this row. */
    balance: integer('balance').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    orderId: bigint('order_id', { mode: 'number' }),
    returnId: bigint('return_id', { mode: 'number' }),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_ledger_variant_idx').on(t.variantId, t.id),
    uniqueIndex('stock_ledger_order_uq').on(t.variantId, t.reason, t.orderId).where(sql`${t.orderId} is not null`),
    uniqueIndex('stock_ledger_return_uq').on(t.variantId, t.reason, t.returnId).where(sql`${t.returnId} is not null`),
    check('stock_ledger_reason_ck', oneOf(t.reason, STOCK_REASONS)),
    check('stock_ledger_delta_ck', sql`${t.delta} <> 0 and ${t.balance} >= 0`),
  ],
);
