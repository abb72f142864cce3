/**
 * Catalogue tables: categories and products.
 *
 * Categories form a tree (parent_id). A name is unique among its siblings, case-insensitively, by the index
 * itself (coalesce maps the top level to one parent, so two top-level "Sarees" clash too); the same name
 * under another parent is allowed. Slugs are unique across the shop: they make storefront URLs
 * (/category/silk-sarees), which carry no parent, so two nodes sharing one would be one URL for two pages.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/resource';
import { createdAt, money, oneOf, updatedAt } from '../db/columns';
import { attributeSets } from './attribute-set.resource';
import { sizeCharts } from './size-chart.resource';
import { specificationSets } from './specification-set.resource';
import { media } from '../media/schema';

export const categories = pgTable('categories', {
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
}, (t) => [
  uniqueIndex('categories_parent_name_uq').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
  uniqueIndex('categories_slug_uq').on(t.slug),
  index('categories_parent_idx').on(t.parentId, t.sortOrder),
  index('categories_image_idx').on(t.imageMediaId),
  check('categories_not_own_parent_ck', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
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
  /** The sets a product draws its variants, specifications and size chart from; a set in use cannot be deleted. */
  attributeSetId: integer('attribute_set_id').references(() => attributeSets.id, { onDelete: 'restrict' }),
  specificationSetId: integer('specification_set_id').references(() => specificationSets.id, { onDelete: 'restrict' }),
  sizeChartId: integer('size_chart_id').references(() => sizeCharts.id, { onDelete: 'restrict' }),
  status: text('status').notNull().default('Active'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('products_sku_uq').on(t.sku),
  index('products_category_idx').on(t.categoryId),
  // "Which products use this set?" on every set's delete.
  index('products_attribute_set_idx').on(t.attributeSetId),
  index('products_specification_set_idx').on(t.specificationSetId),
  index('products_size_chart_idx').on(t.sizeChartId),
  check('products_status_ck', oneOf(t.status, RECORD_STATUSES)),
  check('products_price_ck', sql`${t.price} >= 0 and (${t.specialPrice} is null or ${t.specialPrice} <= ${t.price})`),
  check('products_stock_ck', sql`${t.stockQuantity} >= 0`),
]);
