import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** A client with their profile, as staff with ADMIN_CLIENTS read it (comments included). */
export const getClient = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/auth/${id}`, AccountSchema, signal);

export const clientQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: queryKeys.clients.detail(viewer, id),
    queryFn: ({ signal }) => getClient(id, signal),
    staleTime: 0,
  });

export const useClient = (viewer: Viewer, id: number) => useQuery(clientQueryOptions(viewer, id));
