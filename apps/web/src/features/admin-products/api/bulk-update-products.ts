import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProductBulkResultSchema, type ProductBulkChange } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/products/admin: one change to the products ticked in the grid. */
export const bulkUpdateProducts = (input: ProductBulkChange) =>
  apiClient.patch('/api/products/admin', input, ProductBulkResultSchema);

/** After the change the grid, the details and the storefront's product lists read again. */
export function useBulkUpdateProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateProducts,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminProducts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]);
    },
  });
}
