import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoleListSchema } from '@shop/shared';
import { apiClient } from '../lib/api-client';
import { queryKeys, type Viewer } from '../lib/query-keys';

/**
 * Every role with its permissions and how many accounts hold it. Read by the roles screen
 * (ADMIN_ROLES) and by a client's detail, which assigns them (ADMIN_CLIENTS): one cache entry, so
 * a role created or renamed on one screen shows on the other at once.
 */
export const getRoles = (signal?: AbortSignal) =>
  apiClient.get('/api/roles', RoleListSchema, signal);

export const rolesQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.roles.list(viewer),
    queryFn: ({ signal }) => getRoles(signal),
  });

/** `enabled` false waits (a dialog not open yet). */
export const useRoles = (viewer: Viewer, enabled = true) =>
  useQuery({ ...rolesQueryOptions(viewer), enabled });
