import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoleListSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Every role, with its permissions and how many accounts hold it. */
export const getRoles = (signal?: AbortSignal) =>
  apiClient.get('/api/roles', RoleListSchema, signal);

export const rolesQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.roles.list(viewer),
    queryFn: ({ signal }) => getRoles(signal),
  });

export const useRoles = (viewer: Viewer) => useQuery(rolesQueryOptions(viewer));
