import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CategorySchema, type CategoryCreateInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const createCategory = (input: CategoryCreateInput) =>
  apiClient.post('/api/category', input, CategorySchema);

/** The storefront's menus and filters read the same categories: their cache goes too. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }),
  });
}
