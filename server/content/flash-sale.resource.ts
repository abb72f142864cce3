/**
 * FLASHSALE (contract/content/flash-sale.ts): the sales, their variants (owned rows, written with the sale),
 * the binding and the demo sales. A sale's variants are checked in the write's transaction under one advisory
 * lock, so two saves can never both put a variant in overlapping windows: a sale price above the variant's
 * price is a 400 on its row, an overlap a 409 naming the other sale and the SKU. Migration 0029's triggers
 * mark the products of a changed sale for a price refresh (server/catalogue/products/flash-sale-prices.ts).
 */
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MAX_DISCOUNT_PERCENT } from '../../contract/content/flash-sale-prices';
import { PRODUCT_MESSAGES } from '../../contract/catalogue/product';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { FLASH_SALE_MESSAGES, flashSaleResource } from '../../contract/content/flash-sale';
import { money, oneOf, recordColumns } from '../db/columns';
import { products } from '../catalogue/schema';
import { productVariants } from '../catalogue/products/schema';
import { badRequest, conflict } from '../platform/http/http-errors';
import { shopDayRange, shopNowSql } from '../platform/shop-time';
import { bindResource } from '../resources/kit';
import { ownRows, type OwnedRows } from '../resources/owned-rows';

export const flashSales = pgTable(
  'flash_sales',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The window: from starts_at (inclusive) to ends_at (exclusive). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('flash_sales_name_lower_uq').on(sql`lower(${t.name})`),
    index('flash_sales_starts_id_idx').on(t.startsAt, t.id),
    check('flash_sales_status_ck', oneOf(t.status, RECORD_STATUSES)),
    check('flash_sales_window_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    saleId: integer('sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** The variant's product, kept here so a product's sales are found without the variants. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    salePrice: money('sale_price'),
    discountPercent: smallint('discount_percent'),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.saleId, t.variantId] }),
    // "Is this variant in another sale then?" on every save; "which sales price this product?" on every refresh.
    index('flash_sale_items_variant_idx').on(t.variantId),
    index('flash_sale_items_product_idx').on(t.productId),
    check('flash_sale_items_price_ck', sql`(${t.salePrice} is null) <> (${t.discountPercent} is null)`),
    check(
      'flash_sale_items_amount_ck',
      sql`${t.salePrice} > 0 and ${t.discountPercent} between 1 and ${sql.raw(String(MAX_DISCOUNT_PERCENT))}`,
    ),
  ],
);

type ItemInput = { variantId: number; salePrice: number | null; discountPercent: number | null };
type Tx = Parameters<OwnedRows['write']>[0];

/** One lock for every write of a sale's variants: the overlap check and the insert see each other's commits. */
const ITEMS_LOCK = 0x0f1a5; // pg_advisory_xact_lock key, unique to flash sales

/** Replaces sale `saleId`'s variants with `value`, refusing an unknown variant, a price above the variant's, an overlap. */
async function writeItems(tx: Tx, saleId: number, value: unknown) {
  const items = value as ItemInput[];
  await tx.execute(sql`select pg_advisory_xact_lock(${ITEMS_LOCK})`);
  const [sale] = await tx
    .select({ startsAt: flashSales.startsAt, endsAt: flashSales.endsAt })
    .from(flashSales)
    .where(eq(flashSales.id, saleId));
  const ids = items.map((item) => item.variantId);
  // KEY SHARE: a variant being put on sale cannot be deleted until this sale is saved.
  const variants = await tx
    .select({ id: productVariants.id, productId: productVariants.productId, price: productVariants.price })
    .from(productVariants)
    .where(inArray(productVariants.id, ids))
    .for('key share');
  const byId = new Map(variants.map((variant) => [variant.id, variant]));
  items.forEach((item, i) => {
    const variant = byId.get(item.variantId);
    if (!variant) throw badRequest(FLASH_SALE_MESSAGES.unknownVariant, `items.${i}.variantId`);
    if (item.salePrice !== null && item.salePrice > Number(variant.price))
      throw badRequest(PRODUCT_MESSAGES.specialPriceAbovePrice, `items.${i}.salePrice`);
  });
  const [clash] = await tx
    .select({ sale: flashSales.name, sku: productVariants.sku })
    .from(flashSaleItems)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.saleId))
    .innerJoin(productVariants, eq(productVariants.id, flashSaleItems.variantId))
    .where(
      and(
        inArray(flashSaleItems.variantId, ids),
        ne(flashSaleItems.saleId, saleId),
        lt(flashSales.startsAt, sale.endsAt),
        gt(flashSales.endsAt, sale.startsAt),
      ),
    )
    .orderBy(asc(flashSales.startsAt), asc(productVariants.sku))
    .limit(1);
  if (clash) throw conflict(FLASH_SALE_MESSAGES.overlaps(clash.sku, clash.sale), 'items');
  await tx.delete(flashSaleItems).where(eq(flashSaleItems.saleId, saleId));
  await tx.insert(flashSaleItems).values(
    items.map((item, i) => ({
      saleId,
      variantId: item.variantId,
      productId: byId.get(item.variantId)!.productId,
      salePrice: item.salePrice === null ? null : String(item.salePrice),
      discountPercent: item.discountPercent,
      position: i,
    })),
  );
}

ownRows(flashSales, { field: 'items', write: writeItems });

const HOUR = 3_600_000;
/** 10:00 in the shop's time zone, `days` after `now`'s shop day. */
const shopTenAm = (now: Date, days: number) =>
  new Date(shopDayRange(now).start.getTime() + days * 24 * HOUR + 10 * HOUR);

/** Variants of the demo catalogue for demo sale `n`: four priced over ₹300, each sale its own. */
const demoItems =
  (n: number) =>
  async (db: Tx): Promise<ItemInput[]> => {
    const picked = await db
      .select({ id: productVariants.id, price: productVariants.price })
      .from(productVariants)
      .where(gt(productVariants.price, '300'))
      .orderBy(asc(productVariants.id))
      .limit(4)
      .offset(n * 4);
    return picked.map((v, i) =>
      i % 2
        ? { variantId: v.id, salePrice: null, discountPercent: 10 + n * 5 }
        : { variantId: v.id, salePrice: Math.floor(Number(v.price) * 0.8), discountPercent: null },
    );
  };

/** A sale running now, one next week, one over last month and a planned one switched off. */
function demoSales(now: Date) {
  const window = (from: number, days: number) => ({
    startsAt: shopTenAm(now, from),
    endsAt: shopTenAm(now, from + days),
  });
  return [
    { name: 'Weekend flash sale', ...window(-1, 3), status: 'Active', items: demoItems(0) },
    { name: 'Festive preview', ...window(7, 2), status: 'Active', items: demoItems(1) },
    { name: 'Month-end clearance', ...window(-30, 2), status: 'Active', items: demoItems(2) },
    { name: 'Members early access', ...window(14, 1), status: 'Inactive', items: demoItems(3) },
  ];
}

/** The sale's id as the outer query names it (inside a subquery an unqualified id would be the inner table's). */
const SALE_ID = sql`${sql.identifier('flash_sales')}.${sql.identifier('id')}`;

export const flashSaleBinding = bindResource(flashSaleResource, flashSales, {
  columns: {
    // Expired is read, never stored: an Active sale whose end has passed by the shop's clock.
    status: sql<string>`(case when ${flashSales.status} = 'Active' and ${flashSales.endsAt} <= ${shopNowSql} then 'Expired' else ${flashSales.status} end)`,
    itemCount: sql<number>`(select count(*)::int from flash_sale_items fi where fi.sale_id = ${SALE_ID})`,
    products: sql<string>`coalesce((select string_agg(distinct p.name, ', ' order by p.name) from flash_sale_items fi join products p on p.id = fi.product_id where fi.sale_id = ${SALE_ID}), '')`,
    items: sql<unknown[]>`coalesce((select json_agg(json_build_object(
      'variantId', fi.variant_id, 'productId', fi.product_id, 'productName', p.name, 'sku', v.sku, 'attributes', v.attributes,
      'price', v.price::text, 'specialPrice', v.special_price::text, 'salePrice', fi.sale_price::text, 'discountPercent', fi.discount_percent
    ) order by fi.position) from flash_sale_items fi join product_variants v on v.id = fi.variant_id join products p on p.id = fi.product_id
      where fi.sale_id = ${SALE_ID}), '[]'::json)`,
  },
  toValues: ({ startsAt, endsAt, ...rest }) => ({ ...rest, startsAt: new Date(startsAt), endsAt: new Date(endsAt) }),
  demo: demoSales,
});
