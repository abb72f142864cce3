/** A flash sale's variant choices (contract/content/flash-sale.ts): matches of a search, or every variant of a product. */
import { FLASH_SALE_API, type SaleVariantOption } from '../../../contract/content/flash-sale';
import { api } from '../../lib/api';

/** Up to SALE_VARIANT_MATCHES variants whose product name or SKU holds `q`. */
export const fetchSaleVariants = (q: string, signal?: AbortSignal) =>
  api.get<SaleVariantOption[]>(`${FLASH_SALE_API.variants}?q=${encodeURIComponent(q)}`, { signal });

/** Every variant of one product (a whole product put on sale at once). */
export const fetchProductSaleVariants = (productId: number) =>
  api.get<SaleVariantOption[]>(`${FLASH_SALE_API.variants}?productId=${productId}`);
