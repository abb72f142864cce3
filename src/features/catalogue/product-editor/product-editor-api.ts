/**
 * The product editor's calls (contract/catalogue/product.ts PRODUCT_API) and the choices its selects offer: taxes, the
 * category tree, attribute sets with their attributes' values, specification sets and size charts — each read
 * whole once (a shop has tens of each, not thousands) and kept by TanStack Query.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { resourcePaths, type Page } from '../../../../contract';
import {
  PRODUCT_API,
  type ProductDetail,
  type ProductStatus,
  type ProductValues,
} from '../../../../contract/catalogue/product';
import type { SkuSuggestion } from '../../../../contract/catalogue/product-api';
import { attributeResource, type Attribute } from '../../../../contract/catalogue/attribute';
import { attributeSetResource, type AttributeSet } from '../../../../contract/catalogue/attribute-set';
import { sizeChartResource } from '../../../../contract/catalogue/size-chart';
import { specificationSetResource, type SpecificationSet } from '../../../../contract/catalogue/specification-set';
import { taxResource, type Tax } from '../../../../contract/catalogue/tax';
import type { LoadedProduct, SavedProduct } from '../../../../machines/catalogue/product-editor.machine';
import { copyOfProduct, productStem, toFormValues } from '../../../../machines/catalogue/product-editor.values';
import { productListResource } from '../../../../contract/catalogue/product-list';
import { FLASH_SALE_API, type ProductSales } from '../../../../contract/content/flash-sale';
import { api } from '../../../lib/api';
import { resourceQueryKey, runWrite } from '../../../lib/write-effects';

/** A product's reads sit under the product resource's key, so every product write makes them stale. */
export const productKey = (id: number) => [...resourceQueryKey(productListResource), 'detail', id] as const;
const PRODUCT_WRITE = [productListResource.key];

const readProduct = (id: number, signal?: AbortSignal) => api.get<ProductDetail>(PRODUCT_API.one(id), { signal });
export const suggestSku = () => api.get<SkuSuggestion>(PRODUCT_API.skuSuggestion);

/** The flash sales of the product's variants that have not ended, and the shop's clock they were read at. */
export const fetchProductSales = (productId: number, signal?: AbortSignal) =>
  api.get<ProductSales>(FLASH_SALE_API.productSales(productId), { signal });

/** A product into the editor: as it is (edit), or as a copy with a fresh identification number and SKUs. */
export async function loadProduct(queryClient: QueryClient, mode: 'edit' | 'copy', id: number): Promise<LoadedProduct> {
  const detail = await queryClient.fetchQuery({
    queryKey: productKey(id),
    queryFn: ({ signal }) => readProduct(id, signal),
    staleTime: 0,
  });
  const values = toFormValues(detail);
  if (mode === 'edit')
    return {
      values,
      productId: detail.id,
      version: detail.version,
      status: detail.status,
      skuStem: productStem(values),
    };
  const fresh = await suggestSku();
  return {
    values: { ...copyOfProduct(values, fresh.sku), identificationNumber: fresh.identificationNumber },
    productId: null,
    version: null,
    status: null,
    skuStem: fresh.sku,
  };
}

const saved = (p: ProductDetail): SavedProduct => ({ id: p.id, version: p.version, status: p.status });

/** Creates (a new product or a copy) or updates; as a product write, it refreshes the product and stock lists and counts. */
export async function saveProduct(
  queryClient: QueryClient,
  values: ProductValues,
  productId: number | null,
  version: number | null,
): Promise<SavedProduct> {
  const detail = await runWrite(queryClient, PRODUCT_WRITE, () =>
    productId === null
      ? api.post<ProductDetail>(PRODUCT_API.create, values)
      : api.put<ProductDetail>(PRODUCT_API.one(productId), { product: values, version }),
  );
  return saved(detail);
}

export async function setProductStatus(
  queryClient: QueryClient,
  productId: number,
  version: number,
  status: ProductStatus,
): Promise<SavedProduct> {
  return saved(
    await runWrite(queryClient, PRODUCT_WRITE, () =>
      api.put<ProductDetail>(PRODUCT_API.status(productId), { status, version }),
    ),
  );
}

const ALL = { searchCriteriaList: [], dataOption: 'all', sortCriteriaDto: { sortKey: 'name', sortOption: 'asc' } };

function useAll<Row>(key: string, apiPath: string) {
  return useQuery({
    queryKey: ['product-editor', 'choices', key],
    queryFn: ({ signal }) =>
      api.post<Page<Row>>(resourcePaths({ apiPath }).search, ALL, { query: { pageNum: 0, pageSize: -1 }, signal }),
    select: (page) => page.content,
    staleTime: 60_000,
  });
}

export const useTaxes = () => useAll<Tax>('tax', taxResource.apiPath);
export const useAttributeSets = () => useAll<AttributeSet>('attribute-set', attributeSetResource.apiPath);
export const useAttributes = () => useAll<Attribute>('attribute', attributeResource.apiPath);
export const useSpecificationSets = () =>
  useAll<SpecificationSet>('specification-set', specificationSetResource.apiPath);
export const useSizeCharts = () => useAll<{ id: number; name: string }>('size-chart', sizeChartResource.apiPath);

/** Every category titled with its path: shared with the content forms (src/lib/category-choices-api.ts). */
export { categoryPaths, useCategoryChoices } from '../../../lib/category-choices-api';
