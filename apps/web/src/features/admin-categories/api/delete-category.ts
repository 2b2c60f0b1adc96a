import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Refused (409) while products or subcategories use the category. */
export const deleteCategory = (id: number) => apiClient.delete(`/api/category/${id}`);

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }),
  });
}
