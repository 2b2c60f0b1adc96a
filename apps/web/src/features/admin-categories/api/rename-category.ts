import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CategorySchema, type CategoryRename } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Refused (409) when a category under the same parent has the name, whatever its case. */
export const renameCategory = ({ id, name }: CategoryRename & { id: number }) =>
  apiClient.patch(`/api/category/${id}`, { name }, CategorySchema);

/** The storefront's menus and filters show the name too: their cache goes with the dashboard's. */
export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }),
  });
}
