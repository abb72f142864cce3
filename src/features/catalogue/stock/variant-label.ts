import type { StockVariantRow } from '../../../../contract/catalogue/stock';

/** What the dialogs and the drawer say about a variant: product, SKU and attributes. */
export const variantLabel = (row: Pick<StockVariantRow, 'productName' | 'sku' | 'attributes'>) =>
  `${row.productName} (${row.sku}${row.attributes ? `, ${row.attributes}` : ''})`;
