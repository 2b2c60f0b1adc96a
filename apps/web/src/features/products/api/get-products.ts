import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageQuery, type ProductSort } from '@shop/shared';
import { apiClient, lazyParser } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

const ProductListResponse = lazyParser(
  async () => (await import('../../../lib/first-screen-schemas')).ProductListResponseSchema,
);

/** Product pages hold 20 items (docs/architecture.md, "Contract: constants and limits"). */
export const PRODUCTS_PAGE_SIZE = 20;

export interface ProductListParams {
  /** 1-based; sent as offset = page - 1 (docs/architecture.md, departure 6). */
  page: number;
  brandId?: number | undefined;
  categoryId?: number | undefined;
  searchTerm?: string | undefined;
  /** Compared with the signed-in customer's own price; the server ignores them otherwise. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  brands?: string[] | undefined;
  categories?: number[] | undefined;
  sort?: ProductSort | undefined;
}

export function productListSearch(params: ProductListParams): string {
  const search = new URLSearchParams(pageQuery(params.page, PRODUCTS_PAGE_SIZE));
  const optional: Record<string, string | number | undefined> = {
    brandId: params.brandId,
    categoryId: params.categoryId,
    searchTerm: params.searchTerm || undefined,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    brands: params.brands?.length ? params.brands.join(',') : undefined,
    categories: params.categories?.length ? params.categories.join(',') : undefined,
    sort: params.sort,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return search.toString();
}

export const getProducts = (params: ProductListParams, signal?: AbortSignal) =>
  apiClient.get(`/api/products?${productListSearch(params)}`, ProductListResponse, signal);

export const productsQueryOptions = (params: ProductListParams, viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.products.list(viewer, params),
    queryFn: ({ signal }) => getProducts(params, signal),
  });

interface UseProductsOptions {
  viewer: Viewer;
  /** False until the session is known, so prices are asked for the right person once. */
  enabled: boolean;
}

export const useProducts = (params: ProductListParams, { viewer, enabled }: UseProductsOptions) =>
  useQuery({ ...productsQueryOptions(params, viewer), enabled });
