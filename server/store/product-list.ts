/**
 * The storefront's product list (storeListProducts): a page of Active products by name, each at the price a shopper
 * pays now. One prepared statement reads the page, its total, each product's variant prices, stock, first image,
 * categories and Active sales, and the shop's CDN bases: a storefront asks for this page on every category view, and a
 * revalidation (If-None-Match) costs the same reads, so it is one round trip with no query building. Prices are then
 * worked out by the flash-sale functions the product editor and Preview at use (contract/content/flash-sale-prices).
 */
import { sql, type SQL } from 'drizzle-orm';
import { productPriceAt } from '../../contract/content/flash-sale-prices';
import type { StoreProductPage, StoreProductQuery, StoreProductSummary } from '../../contract/store/store-catalogue';
import type { Db } from '../db/client';
import { queryPrepared } from '../db/prepared';
import { groupSales, type SaleItemRow } from '../content/storefront-preview';
import { escapeLike } from '../search/conditions';
import { imageUrlsFor } from './catalogue-reads';

interface ListRow {
  id: number;
  name: string;
  brand: string;
  short_description: string;
  total: number;
  variants: { id: number; price: number; specialPrice: number | null; stock: number }[] | null;
  image: { altText: string; path: string; thumbnailPath: string } | null;
  category_ids: number[];
  sales: SaleItemRow[] | null;
  cdn_main_base: string | null;
  cdn_local_base: string | null;
}

/** The category and every category below it (the listing of a parent shows its children's products). */
const inCategoryTree = (categoryId: number): SQL => sql` and p.id in (
  select pc.product_id from product_categories pc where pc.category_id in (
    with recursive tree as (
      select id from categories where id = ${categoryId}
      union all select c.id from categories c join tree on c.parent_id = tree.id
    ) select id from tree))`;

const matching = (words: string): SQL =>
  sql` and (p.name ilike ${words} or p.brand ilike ${words} or p.identification_number ilike ${words})`;

/** The page's rows; a statement's name per shape of filter, as a prepared statement's text never changes. */
function pageRows(db: Db, query: StoreProductQuery): Promise<ListRow[]> {
  const words = query.q ? `%${escapeLike(query.q)}%` : null;
  const name = `store_products${query.categoryId ? '_category' : ''}${words ? '_words' : ''}`;
  // The page walks the (name, id) index and stops at its last row; the total is counted apart (an index-only count).
  // A window count over the page's query sorted every match instead: 12 ms a page at 10,000 products, against 1 ms.
  const filter = sql`${query.categoryId ? inCategoryTree(query.categoryId) : sql``}${words ? matching(words) : sql``}`;
  return queryPrepared<ListRow>(
    db,
    name,
    sql`with page as (
      select p.id, p.name, p.brand, p.short_description,
        (select count(*) from products p where p.status = 'Active'${filter}) as total
      from products p
      where p.status = 'Active'${filter}
      order by p.name, p.id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
    )
    select page.id, page.name, page.brand, page.short_description, page.total::int as total,
      (select json_agg(json_build_object('id', v.id, 'price', v.price, 'specialPrice', v.special_price, 'stock', v.stock)
          order by v.position, v.id)
        from product_variants v where v.product_id = page.id) as variants,
      (select json_build_object('altText', i.alt_text, 'path', m.path, 'thumbnailPath', m.thumbnail_path)
        from product_images i join media m on m.id = i.media_id
        where i.product_id = page.id and i.variant_id is null order by i.position, i.id limit 1) as image,
      array(select pc.category_id from product_categories pc where pc.product_id = page.id
        order by pc.position, pc.category_id) as category_ids,
      (select json_agg(json_build_object('id', s.id, 'name', s.name, 'status', s.status, 'startsAt', s.starts_at,
          'endsAt', s.ends_at, 'variantId', fi.variant_id, 'salePrice', fi.sale_price, 'discountPercent', fi.discount_percent))
        from flash_sale_items fi join flash_sales s on s.id = fi.sale_id
        where fi.product_id = page.id and s.status = 'Active') as sales,
      c.cdn_main_base, c.cdn_local_base
    from page left join company c on c.id = 1
    order by page.name, page.id`,
  );
}

/** How many Active products match, for a page past the last (its rows carry no total). */
async function totalOf(db: Db, query: StoreProductQuery): Promise<number> {
  const [row] = await pageRows(db, { ...query, page: 1, pageSize: 1 });
  return row?.total ?? 0;
}

/** A page of Active products, by name, optionally of a category (and those below it) and matching words. */
export async function listStoreProducts(db: Db, query: StoreProductQuery, at: Date): Promise<StoreProductPage> {
  const rows = await pageRows(db, query);
  const total = rows[0]?.total ?? (query.page > 1 ? await totalOf(db, query) : 0);
  const summaries = rows.map((row): StoreProductSummary => {
    const variants = (row.variants ?? []).map((v) => ({ ...v, price: Number(v.price), specialPrice: v.specialPrice }));
    const toImage = imageUrlsFor({ cdnMainBase: row.cdn_main_base, cdnLocalBase: row.cdn_local_base });
    return {
      id: row.id,
      name: row.name,
      brand: row.brand,
      shortDescription: row.short_description,
      priceNow: productPriceAt(variants, groupSales(row.sales ?? []), at),
      price: variants.length ? Math.min(...variants.map((v) => v.price)) : null,
      inStock: variants.some((v) => v.stock > 0),
      image: row.image ? toImage(row.image) : null,
      categoryIds: row.category_ids,
    };
  });
  return { rows: summaries, total, page: query.page, pageSize: query.pageSize };
}
