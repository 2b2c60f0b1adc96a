import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminProductListResponseSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One page of the grid; `query` is already the API's (offset, limit, searchTerm). */
export const getAdminProducts = (query: Record<string, string>, signal?: AbortSignal) =>
  apiClient.get(
    `/api/products/admin?${new URLSearchParams(query)}`,
    AdminProductListResponseSchema,
    signal,
  );

export const useAdminProducts = (viewer: Viewer, query: Record<string, string>) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.adminProducts.list(viewer, query),
      queryFn: ({ signal }) => getAdminProducts(query, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
