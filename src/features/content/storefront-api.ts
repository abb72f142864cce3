/** The storefront's reads for content screens (contract/content/storefront.ts): product choices, and the shop and a price at a moment. */
import {
  STOREFRONT_API,
  type PriceAt,
  type ProductOption,
  type StorefrontPreview,
} from '../../../contract/content/storefront';
import { api } from '../../lib/api';

/** Up to PRODUCT_OPTION_MATCHES products whose name or code holds `q`. */
export const fetchProductOptions = (q: string, signal?: AbortSignal) =>
  api.get<ProductOption[]>(`${STOREFRONT_API.productOptions}?q=${encodeURIComponent(q)}`, { signal });

/** The storefront as it will be at `at`. */
export const fetchStorefrontPreview = (at: string, signal?: AbortSignal) =>
  api.get<StorefrontPreview>(`${STOREFRONT_API.preview}?at=${encodeURIComponent(at)}`, { signal });

/** A product's variant prices at `at`, and what set each. */
export const fetchPriceAt = (productId: number, at: string, signal?: AbortSignal) =>
  api.get<PriceAt>(`${STOREFRONT_API.price}?productId=${productId}&at=${encodeURIComponent(at)}`, { signal });
