import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, lazyParser } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

const ProductDetail = lazyParser(
  async () => (await import('../../../lib/first-screen-schemas')).ProductDetailSchema,
);

/** One product with its description, characteristics and data sheet; 404 when it does not exist. */
export const getProduct = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/products/${id}`, ProductDetail, signal);

export const productQueryOptions = (id: number, viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.products.detail(viewer, id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // Signing in on the page asks again with prices; the page stays up meanwhile.
    placeholderData: keepPreviousData,
  });

interface UseProductOptions {
  viewer: Viewer;
  enabled: boolean;
}

export const useProduct = (id: number, { viewer, enabled }: UseProductOptions) =>
  useQuery({ ...productQueryOptions(id, viewer), enabled });
