/**
 * MANAGE_FEATURE_SECTION (contract/content/feature-section.ts): the sections, their hand-picked products and
 * their categories (owned rows, written with the section), the binding and the demo sections. A product deleted
 * from the catalogue leaves the sections that picked it; a category a section shows cannot be deleted (409
 * naming the section), so a row of category tiles never drops below its four unseen.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import {
  SECTION_KINDS,
  SECTION_PICKS,
  SECTION_STYLES,
  featureSectionResource,
} from '../../contract/content/feature-section';
import { categories, products } from '../catalogue/schema';
import { oneOf, positionColumn, recordColumns } from '../db/columns';
import { badRequest } from '../platform/http/http-errors';
import { bindResource } from '../resources/kit';
import { ownRows, type OwnedRows } from '../resources/owned-rows';
import { scheduleCheck, scheduleColumns, scheduleStateSql, scheduleValues } from './schedule-sql';

export const featureSections = pgTable(
  'feature_sections',
  {
    id: serial('id').primaryKey(),
    position: positionColumn(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    style: text('style').notNull(),
    /** How many products the storefront shows (the automatic kinds' limit; hand-picked shows at most this many). */
    productLimit: integer('product_limit').notNull().default(8),
    ...scheduleColumns(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('feature_sections_name_lower_uq').on(sql`lower(${t.name})`),
    index('feature_sections_position_idx').on(t.position, t.id),
    check('feature_sections_status_ck', oneOf(t.status, RECORD_STATUSES)),
    check('feature_sections_kind_ck', oneOf(t.kind, SECTION_KINDS)),
    check('feature_sections_style_ck', oneOf(t.style, SECTION_STYLES)),
    scheduleCheck('feature_sections', t),
  ],
);

export const featureSectionProducts = pgTable(
  'feature_section_products',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => featureSections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.productId] }),
    index('feature_section_products_product_idx').on(t.productId),
  ],
);

export const featureSectionCategories = pgTable(
  'feature_section_categories',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => featureSections.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.categoryId] }),
    index('feature_section_categories_category_idx').on(t.categoryId),
  ],
);

export const SECTION_ITEM_MESSAGES = {
  unknownProduct: 'This product does not exist any more',
  unknownCategory: 'This category does not exist any more',
} as const;

type Tx = Parameters<OwnedRows['write']>[0];

/** Replaces a section's products; every one must exist (KEY SHARE: none is deleted before this commits). */
async function writeProducts(tx: Tx, sectionId: number, value: unknown) {
  const ids = (value as { id: number }[]).map((pick) => pick.id);
  await tx.delete(featureSectionProducts).where(eq(featureSectionProducts.sectionId, sectionId));
  if (!ids.length) return;
  const found = new Set(
    (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).for('key share')).map(
      (r) => r.id,
    ),
  );
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw badRequest(SECTION_ITEM_MESSAGES.unknownProduct, `products.${missing}.id`);
  await tx
    .insert(featureSectionProducts)
    .values(ids.map((productId, position) => ({ sectionId, productId, position })));
}

async function writeCategories(tx: Tx, sectionId: number, value: unknown) {
  const ids = value as number[];
  await tx.delete(featureSectionCategories).where(eq(featureSectionCategories.sectionId, sectionId));
  if (!ids.length) return;
  const found = new Set(
    (await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids)).for('key share')).map(
      (r) => r.id,
    ),
  );
  if (ids.some((id) => !found.has(id))) throw badRequest(SECTION_ITEM_MESSAGES.unknownCategory, 'categoryIds');
  await tx
    .insert(featureSectionCategories)
    .values(ids.map((categoryId, position) => ({ sectionId, categoryId, position })));
}

ownRows(featureSections, { field: 'products', write: writeProducts });
ownRows(featureSections, { field: 'categoryIds', write: writeCategories });

/** The section's id as the outer query names it. */
const SECTION_ID = sql`${sql.identifier('feature_sections')}.${sql.identifier('id')}`;
const DAY = 86_400_000;

const demoProducts = (count: number, offset: number) => async (db: Tx) =>
  await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, 'Active'))
    .orderBy(asc(products.id))
    .limit(count)
    .offset(offset);
const demoTopCategories = (count: number) => async (db: Tx) =>
  (
    await db
      .select({ id: categories.id })
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.sortOrder), asc(categories.id))
      .limit(count)
  ).map((r) => r.id);
const demoSubcategory = async (db: Tx) =>
  (
    await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(sql`${categories.parentId} is not null`, eq(categories.status, 'Active')))
      .orderBy(asc(categories.id))
      .limit(1)
  ).map((r) => r.id);

/** The home page of the demo shop: what shows today, one section waiting for next week, one switched off. */
function demoSections(now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const none = { products: [], categoryIds: [] };
  return [
    {
      position: 1,
      name: 'Shop by category',
      kind: 'Categories',
      style: 'Grid',
      productLimit: 8,
      ...none,
      categoryIds: demoTopCategories(6),
      startsAt: null,
      endsAt: null,
      status: 'Active',
    },
    {
      position: 2,
      name: 'Deals of the day',
      kind: 'On sale',
      style: 'Carousel',
      productLimit: 12,
      ...none,
      startsAt: null,
      endsAt: null,
      status: 'Active',
    },
    {
      position: 3,
      name: 'New arrivals',
      kind: 'Newest',
      style: 'Grid',
      productLimit: 8,
      ...none,
      startsAt: null,
      endsAt: null,
      status: 'Active',
    },
    {
      position: 4,
      name: 'Bestsellers',
      kind: 'Best-selling',
      style: 'Carousel',
      productLimit: 10,
      ...none,
      startsAt: null,
      endsAt: null,
      status: 'Active',
    },
    {
      position: 5,
      name: "Editor's picks",
      kind: 'Hand-picked products',
      style: 'List',
      productLimit: 6,
      ...none,
      products: demoProducts(6, 3),
      startsAt: at(7),
      endsAt: at(21),
      status: 'Active',
    },
    {
      position: 6,
      name: 'Festive favourites',
      kind: 'Category',
      style: 'Carousel',
      productLimit: 8,
      ...none,
      categoryIds: demoSubcategory,
      startsAt: at(14),
      endsAt: at(28),
      status: 'Inactive',
    },
  ];
}

export const featureSectionBinding = bindResource(featureSectionResource, featureSections, {
  columns: {
    showing: scheduleStateSql(featureSections),
    picks: sql<string>`(case
      when ${featureSections.kind} = 'Hand-picked products' then coalesce((select string_agg(p.name, ', ' order by sp.position) from feature_section_products sp join products p on p.id = sp.product_id where sp.section_id = ${SECTION_ID}), '')
      when ${featureSections.kind} in ('Category', 'Categories') then coalesce((select string_agg(c.name, ', ' order by sc.position) from feature_section_categories sc join categories c on c.id = sc.category_id where sc.section_id = ${SECTION_ID}), '')
      else '' end)`,
    products: sql<
      unknown[]
    >`coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'code', p.identification_number, 'status', p.status) order by sp.position)
      from feature_section_products sp join products p on p.id = sp.product_id where sp.section_id = ${SECTION_ID}), '[]'::json)`,
    categoryIds: sql<
      number[]
    >`coalesce((select json_agg(sc.category_id order by sc.position) from feature_section_categories sc where sc.section_id = ${SECTION_ID}), '[]'::json)`,
  },
  // What a kind does not use is not kept: a section switched from Categories to Newest drops its categories.
  toValues: ({ startsAt, endsAt, products: picked, categoryIds, ...rest }) => {
    const picks = SECTION_PICKS[rest.kind as keyof typeof SECTION_PICKS];
    return {
      ...rest,
      ...scheduleValues({ startsAt, endsAt }),
      products: picks === 'products' ? picked : [],
      categoryIds: picks === 'category' || picks === 'categories' ? categoryIds : [],
    };
  },
  demo: demoSections,
});
