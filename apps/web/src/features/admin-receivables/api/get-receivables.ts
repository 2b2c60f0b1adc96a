import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReceivablesSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Cartera: every company with a credit line, what it owes by age, and the totals. */
export const getReceivables = (signal?: AbortSignal) =>
  apiClient.get('/api/receivables', ReceivablesSchema, signal);

export const receivablesQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.receivables.list(viewer),
    queryFn: ({ signal }) => getReceivables(signal),
    staleTime: 0,
  });

export const useReceivables = (viewer: Viewer) => useQuery(receivablesQueryOptions(viewer));
