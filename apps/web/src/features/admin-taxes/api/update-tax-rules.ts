import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TaxRulesViewSchema, type TaxRulesUpdate } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** PUT /api/tax-rules: the whole table and the reason; answers the stored table. */
export const updateTaxRules = (body: TaxRulesUpdate) =>
  apiClient.put('/api/tax-rules', body, TaxRulesViewSchema);

/** Saves, shows the stored table at once, and reads the history and the public config again. */
export function useUpdateTaxRules(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxRules,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.taxRules.detail(viewer), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...queryKeys.taxRules.all, 'audit'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.config }),
      ]);
    },
  });
}
