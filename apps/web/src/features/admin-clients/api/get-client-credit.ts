import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientCreditSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** A client's company credit line with what it owes (ADMIN_CLIENTS). */
export const getClientCredit = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/auth/${id}/credit`, ClientCreditSchema, signal);

export const clientCreditQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: queryKeys.clients.credit(viewer, id),
    queryFn: ({ signal }) => getClientCredit(id, signal),
    staleTime: 0,
  });

export const useClientCredit = (viewer: Viewer, id: number) =>
  useQuery(clientCreditQueryOptions(viewer, id));
