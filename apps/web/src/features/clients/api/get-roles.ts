import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoleSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** The roles a client admin may assign (GET /api/roles answers them for ADMIN_CLIENTS too). */
export const getRoles = (signal?: AbortSignal) =>
  apiClient.get('/api/roles', RoleSchema.array(), signal);

export const rolesQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.clients.roles(viewer),
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: 0,
  });

export const useRoles = (viewer: Viewer, enabled: boolean) =>
  useQuery({ ...rolesQueryOptions(viewer), enabled });
