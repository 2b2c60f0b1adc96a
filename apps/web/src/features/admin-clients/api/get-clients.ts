import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ClientListSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One page of clients, newest first; `query` is already the API's (filters, offset, limit). */
export const getClients = (query: Record<string, string>, signal?: AbortSignal) =>
  apiClient.get(`/api/auth?${new URLSearchParams(query)}`, ClientListSchema, signal);

export const clientsQueryOptions = (viewer: Viewer, query: Record<string, string>) =>
  queryOptions({
    queryKey: queryKeys.clients.list(viewer, query),
    queryFn: ({ signal }) => getClients(query, signal),
    placeholderData: keepPreviousData,
    // Registrations and other admins' changes arrive at any time: read again on each visit.
    staleTime: 0,
  });

export const useClients = (viewer: Viewer, query: Record<string, string>) =>
  useQuery(clientsQueryOptions(viewer, query));
