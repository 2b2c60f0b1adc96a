import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminConfigSchema, type ConfigData } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** PATCH /api/config in the spec's shape: `{ id: 1, configData }` with only the changed fields. */
export const updateConfig = (configData: ConfigData) =>
  apiClient.patch('/api/config', { id: 1, configData }, AdminConfigSchema);

/**
 * Saves, then shows the saved settings at once and reads the storefront's public config again, so
 * the new theme, logo and percentages apply in this tab without a reload.
 */
export function useUpdateConfig(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfig,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.adminConfig.detail(viewer), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.config }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.adminConfig.all, 'audit'] }),
      ]);
    },
  });
}
