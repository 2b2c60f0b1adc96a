import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanyMemberListSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** A company client's members with their company role; none for a natural person. */
export const getClientMembers = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/auth/${id}/members`, CompanyMemberListSchema, signal);

export const clientMembersQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: queryKeys.clients.members(viewer, id),
    queryFn: ({ signal }) => getClientMembers(id, signal),
    staleTime: 0,
  });

export const useClientMembers = (viewer: Viewer, id: number) =>
  useQuery(clientMembersQueryOptions(viewer, id));
