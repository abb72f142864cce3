/**
 * The catalogue doctor in SQL: the same checks as contract/product.ts `productCompleteness`, kept in
 * products.completeness / products.missing by every write that can change them (a product save, a stock
 * change, an import), so the product list filters and sorts by them off the row. A test holds the two equal.
 */
import { sql, type SQL } from 'drizzle-orm';
import { COMPLETENESS_CHECKS } from '../../../contract/product';

/** UPDATE recomputing the products `filter` selects; `filter` is a condition on `p2` (e.g. sql`p2.id = any(${ids})`). */
export const refreshCompleteness = (filter: SQL): SQL => sql`
  update products p set completeness = round(100.0 * (${COMPLETENESS_CHECKS.length} - cardinality(x.missing)) / ${COMPLETENESS_CHECKS.length})::smallint,
    missing = x.missing
  from (
    select p2.id, array_remove(array[
      case when not exists (select 1 from product_images i where i.product_id = p2.id and i.variant_id is null) then 'images' end,
      case when exists (select 1 from product_images i where i.product_id = p2.id and btrim(i.alt_text) = '') then 'altTexts' end,
      case when exists (select 1 from product_variants v where v.product_id = p2.id and v.price <= 0) then 'price' end,
      case when not exists (select 1 from product_variants v where v.product_id = p2.id and v.stock > 0) then 'stock' end,
      case when not exists (select 1 from product_specifications s where s.product_id = p2.id) then 'specifications' end,
      case when btrim(p2.short_description) = '' or btrim(p2.long_description) = '' then 'description' end
    ]::text[], null) as missing
    from products p2 where ${filter}
  ) x
  where p.id = x.id and (p.missing is distinct from x.missing or p.completeness <> round(100.0 * (${COMPLETENESS_CHECKS.length} - cardinality(x.missing)) / ${COMPLETENESS_CHECKS.length}))`;
