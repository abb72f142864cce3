/**
 * MANAGE_STOCK's table: one row per variant with its product's name, SKU, attributes as text, stock,
 * threshold, the low-stock flag and the tab it is listed under (availability), each a filter and a sort.
 * Read-only for the kit (no create schema): stock moves through ./routes.ts and the ledger only.
 */
import { eq, sql } from 'drizzle-orm';
import { stockVariantResource } from '../../../contract/catalogue/stock';
import { bindResource } from '../../resources/kit';
import { productVariants } from '../products/schema';
import { products } from '../schema';

/** `Colour: Red, Size: M` (empty for a simple product's variant). */
const attributesText = sql`coalesce((select string_agg(a.key || ': ' || a.value, ', ' order by a.key) from jsonb_each_text(${productVariants.attributes}) a), '')`;

export const stockVariantBinding = bindResource(stockVariantResource, productVariants, {
  joins: [{ table: products, on: eq(products.id, productVariants.productId) }],
  columns: {
    productName: products.name,
    attributes: attributesText,
    lowStock: sql`(${productVariants.stock} <= ${productVariants.lowStockThreshold})`,
    availability: sql`(case when ${productVariants.stock} > 0 then 'In Stock' else 'Out of Stock' end)`,
  },
});
