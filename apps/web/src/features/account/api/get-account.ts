import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** A user with their profile; 404 when it is someone else's (unless the viewer is ADMIN_CLIENTS). */
export const getAccount = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/auth/${id}`, AccountSchema, signal);

export const accountQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: queryKeys.account.detail(viewer, id),
    queryFn: ({ signal }) => getAccount(id, signal),
    // An administrator may have reviewed a client-type request meanwhile: ask on every visit.
    staleTime: 0,
  });

export const useAccount = (viewer: Viewer, id: number) => useQuery(accountQueryOptions(viewer, id));
