/** Catalogue tables: categories and products. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/resource';
import { createdAt, money, oneOf, updatedAt } from '../db/columns';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  /** Position among siblings ("Order Category"). */
  sortOrder: integer('sort_order').notNull().default(0),
  status: text('status').notNull().default('Active'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('categories_name_lower_uq').on(sql`lower(${t.name})`),
  uniqueIndex('categories_slug_uq').on(t.slug),
  check('categories_status_ck', oneOf(t.status, RECORD_STATUSES)),
]);

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sku: text('sku').notNull(),
  hsn: text('hsn').notNull(),
  brand: text('brand').notNull(),
  categoryId: integer('category_id').references(() => categories.id),
  price: money('price').notNull(),
  specialPrice: money('special_price'),
  stockQuantity: integer('stock_quantity').notNull().default(0),
  status: text('status').notNull().default('Active'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('products_sku_uq').on(t.sku),
  index('products_category_idx').on(t.categoryId),
  check('products_status_ck', oneOf(t.status, RECORD_STATUSES)),
  check('products_price_ck', sql`${t.price} >= 0 and (${t.specialPrice} is null or ${t.specialPrice} <= ${t.price})`),
  check('products_stock_ck', sql`${t.stockQuantity} >= 0`),
]);
