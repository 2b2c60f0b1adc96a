import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HistoryResponseSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One page of quotes and orders together, newest first (query from `historyQuery`). */
export const getHistory = (query: Record<string, string>, signal?: AbortSignal) =>
  apiClient.get(`/api/history?${new URLSearchParams(query)}`, HistoryResponseSchema, signal);

export const historyQueryOptions = (viewer: Viewer, query: Record<string, string>) =>
  queryOptions({
    queryKey: queryKeys.history.list(viewer, query),
    queryFn: ({ signal }) => getHistory(query, signal),
    placeholderData: keepPreviousData,
  });

/** Off while the filters hold a query the server would refuse. */
export const useHistory = (viewer: Viewer, query: Record<string, string>, enabled = true) =>
  useQuery({ ...historyQueryOptions(viewer, query), enabled });
