import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminConfigSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** GET /api/config as ADMIN_CONFIG reads it: every setting, the SMTP password only as hasPassword. */
export const adminConfigQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.adminConfig.detail(viewer),
    queryFn: ({ signal }) => apiClient.get('/api/config', AdminConfigSchema, signal),
    staleTime: 0,
  });

export const useAdminConfig = (viewer: Viewer) => useQuery(adminConfigQueryOptions(viewer));
