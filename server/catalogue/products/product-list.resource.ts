/**
 * PRODUCT's list (contract/catalogue/product-list.ts): the products table read off its summary columns, which
 * refreshCompleteness keeps. Categories and missing checks show as text but are filtered and sorted by
 * their arrays (an "any of" filter goes through a GIN index). The kit gives search and CSV export; the
 * editor's routes (./product-routes.ts) read, save and delete one product, ./product-list-routes.ts acts in bulk.
 */
import { sql } from 'drizzle-orm';
import { COMPLETENESS_LABELS } from '../../../contract/catalogue/product';
import { productListResource } from '../../../contract/catalogue/product-list';
import { refreshDuePrices } from './flash-sale-prices';
import { bindResource } from '../../resources/kit';
import { products } from '../schema';

/** Each stored check key as its label, in SQL (constants of the contract, none with a quote). */
const missingLabel = sql.raw(
  `case m ${Object.entries(COMPLETENESS_LABELS)
    .map(([key, label]) => `when '${key}' then '${label}'`)
    .join(' ')} else m end`,
);

export const productListBinding = bindResource(productListResource, products, {
  // GET /products/{id} is the editor's whole product (./product-routes.ts).
  readOne: false,
  columns: {
    categories: sql<string>`array_to_string(${products.categoryNames}, ', ')`,
    missing: sql<string>`array_to_string(array(select ${missingLabel} from unnest(${products.missing}) with ordinality as u(m, i) order by i), ', ')`,
  },
  queryColumns: { categories: products.categoryNames, missing: products.missing },
  // Price now follows the flash sales: the products whose stored price stopped holding are recomputed first.
  beforeRead: refreshDuePrices,
});
