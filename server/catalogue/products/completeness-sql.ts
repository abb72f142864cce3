/**
 * The catalogue doctor in SQL: the same checks as contract/catalogue/product.ts `productCompleteness`, kept in
 * products.completeness / products.missing by every write that can change them (a product save, a stock
 * change, an import), so the product list filters and sorts by them off the row. A test holds the two equal.
 *
 * The same statement keeps the product list's summaries (contract/catalogue/product-list.ts): variant count, stock
 * total, price now and the category ids and names. Kept here rather than by triggers because every writer
 * already calls this once per transaction for the products it touched: one set-based UPDATE per request,
 * where row triggers would recompute a product once per variant row of a save or an import.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { COMPLETENESS_CHECKS } from '../../../contract/catalogue/product';
import { shopNow } from '../../platform/shop-time';

/**
 * SQL mirror of contract/content/flash-sale-prices.ts `variantPriceAt` for a product_variants alias at moment `at`: the lowest of
 * its price, its special price and the price an Active sale running at `at` gives it (a percentage off rounded to
 * the paisa as the contract's `itemPrice` does).
 */
export const variantPriceAtSql = (
  v: string,
  at: SQLWrapper,
): SQL => sql`least(${sql.raw(`coalesce(${v}.special_price, ${v}.price)`)}, (
  select min(coalesce(fi.sale_price, round(${sql.raw(v)}.price * (100 - fi.discount_percent) / 100, 2)))
  from flash_sale_items fi join flash_sales fs on fs.id = fi.sale_id
  where fi.variant_id = ${sql.raw(v)}.id and fs.status = 'Active' and fs.starts_at <= ${at} and fs.ends_at > ${at}))`;

/** The next start or end after `at` of an Active sale holding a variant of product `p` ('infinity' without one). */
const priceValidUntilSql = (p: string, at: SQLWrapper): SQL => sql`coalesce((
  select min(b.at) from flash_sale_items fi join flash_sales fs on fs.id = fi.sale_id
  cross join lateral (values (fs.starts_at), (fs.ends_at)) b(at)
  where fi.product_id = ${sql.raw(p)}.id and fs.status = 'Active' and b.at > ${at}), 'infinity'::timestamptz)`;

const CHECKS = sql.raw(String(COMPLETENESS_CHECKS.length));

/**
 * UPDATE recomputing the products `filter` selects; `filter` is a condition on `p2` (e.g. sql`p2.id = any(${ids})`).
 * Prices are as at the shop's now, one moment for the whole statement.
 */
export const refreshCompleteness = (filter: SQL): SQL =>
  refreshCompletenessAt(filter, sql`${shopNow().toISOString()}::timestamptz`);

/** refreshCompleteness with the moment given. */
const refreshCompletenessAt = (filter: SQL, at: SQL): SQL => sql`
  update products p set completeness = x.completeness, missing = x.missing, variant_count = x.variant_count,
    stock_total = x.stock_total, price_now = x.price_now, price_valid_until = x.price_valid_until,
    category_ids = x.category_ids, category_names = x.category_names
  from (
    select y.*, round(100.0 * (${CHECKS} - cardinality(y.missing)) / ${CHECKS})::int as completeness
    from (
      select p2.id, array_remove(array[
        case when not exists (select 1 from product_images i where i.product_id = p2.id and i.variant_id is null) then 'images' end,
        case when exists (select 1 from product_images i where i.product_id = p2.id and btrim(i.alt_text) = '') then 'altTexts' end,
        case when v.min_price <= 0 then 'price' end,
        case when coalesce(v.max_stock, 0) <= 0 then 'stock' end,
        case when not exists (select 1 from product_specifications s where s.product_id = p2.id) then 'specifications' end,
        case when btrim(p2.short_description) = '' or btrim(p2.long_description) = '' then 'description' end
      ]::text[], null) as missing,
      v.variant_count, v.stock_total, v.price_now, ${priceValidUntilSql('p2', at)} as price_valid_until,
      coalesce(c.ids, '{}') as category_ids, coalesce(c.names, '{}') as category_names
      from products p2
      cross join lateral (
        select count(*)::int as variant_count, coalesce(sum(v.stock), 0)::int as stock_total, min(${variantPriceAtSql('v', at)}) as price_now,
          min(v.price) as min_price, max(v.stock) as max_stock
        from product_variants v where v.product_id = p2.id
      ) v
      cross join lateral (
        select array_agg(pc.category_id order by pc.position, pc.category_id) as ids, array_agg(c.name order by pc.position, pc.category_id) as names
        from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p2.id
      ) c
      where ${filter}
    ) y
  ) x
  where p.id = x.id and (p.completeness, p.missing, p.variant_count, p.stock_total, p.price_now, p.price_valid_until, p.category_ids, p.category_names)
    is distinct from (x.completeness, x.missing, x.variant_count, x.stock_total, x.price_now, x.price_valid_until, x.category_ids, x.category_names)`;
