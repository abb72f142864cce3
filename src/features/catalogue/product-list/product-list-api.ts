/** The product list's bulk call (contract/catalogue/product-list.ts): publish, deactivate, back to draft or delete a selection. */
import {
  PRODUCT_LIST_API,
  type ProductBulkRequest,
  type ProductBulkResult,
} from '../../../../contract/catalogue/product-list';
import { api } from '../../../lib/api';

/** Answers how many changed and which were kept (a product with orders is never deleted). */
export const runProductBulk = (request: ProductBulkRequest) =>
  api.post<ProductBulkResult>(PRODUCT_LIST_API.bulk, request);
