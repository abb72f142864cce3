/**
 * The shop at a moment (issue 15 §4 "Preview at"): what the storefront shows at `at` — the sliders and feature
 * sections that show then, in their order; each product's price then; the flash sales running, the promo codes
 * valid and the blog posts live. Every "at a moment" rule is the contract's own function (scheduleStateAt,
 * productPriceAt, saleRunsAt, promoCodeValidAt, blogVisibilityAt), the ones the lists and the API answer with.
 */
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { productPriceAt, saleRunsAt, variantPriceAt, type SaleWindow } from '../../contract/content/flash-sale-prices';
import { blogVisibilityAt } from '../../contract/content/blog';
import { SECTION_PICKS, type SectionKind } from '../../contract/content/feature-section';
import { promoCodeValidAt } from '../../contract/content/promo-code';
import { showsAt } from '../../contract/content/schedule';
import type { PreviewProduct, PriceAt, StorefrontPreview } from '../../contract/content/storefront';
import { categories, products } from '../catalogue/schema';
import { productVariants } from '../catalogue/products/schema';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { notFound } from '../platform/http/http-errors';
import { promoCodes } from './promo-code.resource';
import { blogPosts } from './blog.resource';
import { featureSectionCategories, featureSectionProducts, featureSections } from './feature-section.resource';
import { flashSaleItems, flashSales } from './flash-sale.resource';
import { sliders } from './slider.resource';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
/** `table.column` spelled out: inside a subquery drizzle's bare column name could be the inner table's. */
const qualified = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const thumbnailOf = (table: string) =>
  sql<string | null>`(select m.thumbnail_path from media m where m.id = ${qualified(table, 'image_media_id')})`;
const productImage = sql<
  string | null
>`(select m.thumbnail_path from product_images pi join media m on m.id = pi.media_id
  where pi.product_id = ${qualified('products', 'id')} order by pi.position limit 1)`;

/** The Active sales holding a variant of `productIds`, with those items: what pricing at any moment needs. */
export async function salesOf(db: Db, productIds: number[]): Promise<(SaleWindow & { id: number; name: string })[]> {
  if (!productIds.length) return [];
  const rows = await db
    .select({
      id: flashSales.id,
      name: flashSales.name,
      status: flashSales.status,
      startsAt: flashSales.startsAt,
      endsAt: flashSales.endsAt,
      variantId: flashSaleItems.variantId,
      salePrice: flashSaleItems.salePrice,
      discountPercent: flashSaleItems.discountPercent,
    })
    .from(flashSaleItems)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.saleId))
    .where(and(inArray(flashSaleItems.productId, productIds), eq(flashSales.status, 'Active')));
  return groupSales(rows);
}

/** One row per sale item, as salesOf reads them (or as JSON, dates in text). */
export interface SaleItemRow {
  id: number;
  name: string;
  status: string;
  startsAt: Date | string;
  endsAt: Date | string;
  variantId: number;
  salePrice: string | number | null;
  discountPercent: number | null;
}

/** Sale item rows gathered into their sales, each with its items. */
export function groupSales(rows: readonly SaleItemRow[]): (SaleWindow & { id: number; name: string })[] {
  const sales = new Map<number, SaleWindow & { id: number; name: string; items: SaleWindow['items'][number][] }>();
  for (const row of rows) {
    const sale = sales.get(row.id) ?? {
      id: row.id,
      name: row.name,
      status: row.status,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      items: [],
    };
    sale.items.push({
      variantId: row.variantId,
      salePrice: row.salePrice === null ? null : Number(row.salePrice),
      discountPercent: row.discountPercent,
    });
    sales.set(row.id, sale);
  }
  return [...sales.values()];
}

/** The variants of `productIds` with their own prices, in position order. */
export async function variantsOf(db: Db, productIds: number[]) {
  if (!productIds.length) return [];
  const rows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      price: productVariants.price,
      specialPrice: productVariants.specialPrice,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return rows.map((v) => ({
    ...v,
    price: Number(v.price),
    specialPrice: v.specialPrice === null ? null : Number(v.specialPrice),
  }));
}

/** The products of `ids`, in that order, each with its price and its price at `at`. */
async function pricedProducts(db: Db, ids: number[], at: Date): Promise<PreviewProduct[]> {
  if (!ids.length) return [];
  const [rows, variants, sales] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, code: products.identificationNumber, imagePath: productImage })
      .from(products)
      .where(inArray(products.id, ids)),
    variantsOf(db, ids),
    salesOf(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = variants.filter((v) => v.productId === id);
    return [
      {
        ...row,
        price: own.length ? Math.min(...own.map((v) => v.price)) : null,
        priceAt: productPriceAt(own, sales, at),
      },
    ];
  });
}

const ACTIVE_PRODUCT = eq(products.status, 'Active');
const ids = (rows: { id: number }[]) => rows.map((r) => Number(r.id));

/** The ids of the Active products a section of `kind` lists at `at`, at most `limit`. */
async function sectionProductIds(
  db: Db,
  section: { id: number; kind: SectionKind; productLimit: number },
  at: Date,
): Promise<number[]> {
  const limit = section.productLimit;
  switch (section.kind) {
    case 'Hand-picked products':
      return ids(
        await db
          .select({ id: products.id })
          .from(featureSectionProducts)
          .innerJoin(products, eq(products.id, featureSectionProducts.productId))
          .where(and(eq(featureSectionProducts.sectionId, section.id), ACTIVE_PRODUCT))
          .orderBy(asc(featureSectionProducts.position))
          .limit(limit),
      );
    case 'Category':
      return ids(
        await db
          .select({ id: products.id })
          .from(products)
          .innerJoin(
            featureSectionCategories,
            sql`${featureSectionCategories.categoryId} = any(${products.categoryIds})`,
          )
          .where(and(eq(featureSectionCategories.sectionId, section.id), ACTIVE_PRODUCT))
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(limit),
      );
    case 'Newest':
      return ids(
        await db
          .select({ id: products.id })
          .from(products)
          .where(and(ACTIVE_PRODUCT, lte(products.createdAt, at)))
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(limit),
      );
    case 'Best-selling':
      return ids(
        await queryRows<{ id: number }>(
          db,
          sql`select oi.product_id as id from order_items oi join products p on p.id = oi.product_id
        where p.status = 'Active' group by oi.product_id order by sum(oi.quantity) desc, oi.product_id limit ${limit}`,
        ),
      );
    case 'On sale': {
      // The candidates: Active products with a sale running at `at` or a special price; the contract prices them below.
      const candidates = ids(
        await queryRows<{ id: number }>(
          db,
          sql`select distinct p.id from products p join product_variants v on v.product_id = p.id
        where p.status = 'Active' and (v.special_price < v.price or exists (select 1 from flash_sale_items fi join flash_sales fs on fs.id = fi.sale_id
          where fi.variant_id = v.id and fs.status = 'Active' and fs.starts_at <= ${at.toISOString()}::timestamptz and fs.ends_at > ${at.toISOString()}::timestamptz))
        order by p.id limit 500`,
        ),
      );
      const [variants, sales] = await Promise.all([variantsOf(db, candidates), salesOf(db, candidates)]);
      const discount = (id: number) =>
        Math.max(
          0,
          ...variants.filter((v) => v.productId === id).map((v) => 1 - variantPriceAt(v, sales, at) / v.price),
        );
      return candidates
        .filter((id) => discount(id) > 0)
        .toSorted((a, b) => discount(b) - discount(a) || a - b)
        .slice(0, limit);
    }
    default:
      return [];
  }
}

async function sectionCategories(db: Db, sectionId: number) {
  return db
    .select({ id: categories.id, name: categories.name, imagePath: thumbnailOf('categories') })
    .from(featureSectionCategories)
    .innerJoin(categories, eq(categories.id, featureSectionCategories.categoryId))
    .where(and(eq(featureSectionCategories.sectionId, sectionId), eq(categories.status, 'Active')))
    .orderBy(asc(featureSectionCategories.position));
}

export async function storefrontAt(db: Db, at: Date): Promise<StorefrontPreview> {
  const t = at.getTime();
  const scheduled = <R extends { status: string; startsAt: Date | null; endsAt: Date | null }>(rows: R[]) =>
    rows.filter((r) => showsAt({ status: r.status, startsAt: iso(r.startsAt), endsAt: iso(r.endsAt) }, t));
  const [sliderRows, sectionRows, saleRows, codeRows, postRows] = await Promise.all([
    db
      .select({
        id: sliders.id,
        title: sliders.title,
        imagePath: thumbnailOf('sliders'),
        linkType: sliders.linkType,
        status: sliders.status,
        startsAt: sliders.startsAt,
        endsAt: sliders.endsAt,
        link: sql<string>`(case ${sliders.linkType} when 'Product' then coalesce((select p.name from products p where p.id = ${qualified('sliders', 'link_product_id')}), '')
        when 'Category' then coalesce((select c.name from categories c where c.id = ${qualified('sliders', 'link_category_id')}), '') else ${sliders.linkUrl} end)`,
      })
      .from(sliders)
      .orderBy(asc(sliders.position), asc(sliders.id)),
    db.select().from(featureSections).orderBy(asc(featureSections.position), asc(featureSections.id)),
    db
      .select({
        id: flashSales.id,
        name: flashSales.name,
        status: flashSales.status,
        startsAt: flashSales.startsAt,
        endsAt: flashSales.endsAt,
        itemCount: sql<number>`(select count(*)::int from flash_sale_items fi where fi.sale_id = ${qualified('flash_sales', 'id')})`,
      })
      .from(flashSales)
      .where(and(lte(flashSales.startsAt, at), gt(flashSales.endsAt, at)))
      .orderBy(asc(flashSales.startsAt), asc(flashSales.id)),
    db.select().from(promoCodes).orderBy(asc(promoCodes.name)),
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        state: blogPosts.state,
        publishAt: blogPosts.publishAt,
      })
      .from(blogPosts)
      .orderBy(desc(sql`coalesce(${blogPosts.publishAt}, ${blogPosts.createdAt})`), desc(blogPosts.id)),
  ]);
  const sections = await Promise.all(
    scheduled(sectionRows).map(async (section) => {
      const kind = section.kind as SectionKind;
      const showsCategories = SECTION_PICKS[kind] === 'categories';
      return {
        id: section.id,
        name: section.name,
        kind,
        style: section.style,
        products: showsCategories
          ? []
          : await pricedProducts(
              db,
              await sectionProductIds(db, { id: section.id, kind, productLimit: section.productLimit }, at),
              at,
            ),
        categories: showsCategories ? await sectionCategories(db, section.id) : [],
      };
    }),
  );
  return {
    at: at.toISOString(),
    sliders: scheduled(sliderRows).map(({ status: _status, startsAt, endsAt, ...slider }) => ({
      ...slider,
      startsAt: iso(startsAt),
      endsAt: iso(endsAt),
    })),
    sections,
    flashSales: saleRows
      .filter((sale) => saleRunsAt(sale, at))
      .map(({ status: _status, startsAt, endsAt, ...sale }) => ({
        ...sale,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
      })),
    promoCodes: codeRows
      .filter((code) => promoCodeValidAt(code, at))
      .map((code) => ({
        id: code.id,
        name: code.name,
        discountType: code.discountType,
        discount: String(code.discount),
        startDate: code.startDate,
        endDate: code.endDate,
      })),
    blogPosts: postRows
      .filter((post) => blogVisibilityAt({ state: post.state, publishAt: iso(post.publishAt) }, at) === 'Live')
      .map((post) => ({ id: post.id, title: post.title, slug: post.slug, publishAt: iso(post.publishAt) })),
  };
}

/** One product's variants and what each costs at `at`, naming the sale that sets it. */
export async function priceAt(db: Db, productId: number, at: Date): Promise<PriceAt> {
  const [product] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound();
  const [variants, sales] = await Promise.all([variantsOf(db, [productId]), salesOf(db, [productId])]);
  return {
    at: at.toISOString(),
    productId,
    name: product.name,
    priceAt: productPriceAt(variants, sales, at),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      price: v.price,
      specialPrice: v.specialPrice,
      ...variantPriceNamed(v, sales, at),
    })),
  };
}

/** What the variant costs at `at` (variantPriceAt) and the name of the flash sale setting that price, if one does. */
export function variantPriceNamed(
  v: { id: number; price: number; specialPrice: number | null },
  sales: readonly (SaleWindow & { name: string })[],
  at: Date,
): { priceAt: number; sale: string | null } {
  const price = variantPriceAt(v, sales, at);
  const sale = sales.find(
    (s) =>
      saleRunsAt(s, at) &&
      s.items.some((i) => i.variantId === v.id) &&
      variantPriceAt(v, [s], at) === price &&
      price < (v.specialPrice ?? v.price),
  );
  return { priceAt: price, sale: sale?.name ?? null };
}
