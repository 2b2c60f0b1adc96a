import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LowStockListSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One page of the products at or under their minimum stock (query from `lowStockQuery`). */
export const getLowStock = (query: Record<string, string>, signal?: AbortSignal) =>
  apiClient.get(
    `/api/products/low/stock?${new URLSearchParams(query)}`,
    LowStockListSchema,
    signal,
  );

export const lowStockQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: queryKeys.lowStock.list(query),
    queryFn: ({ signal }) => getLowStock(query, signal),
    placeholderData: keepPreviousData,
    // Orders take stock at any time: read again on each visit.
    staleTime: 0,
  });

export const useLowStock = (query: Record<string, string>) => useQuery(lowStockQueryOptions(query));
