import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductSchema, type ProductCreateInput, type ProductUpdateInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const createProduct = (input: ProductCreateInput) =>
  apiClient.post('/api/products', input, AdminProductSchema);

/** Only the fields that changed (docs/architecture.md, "Contract: states and transitions"). */
export const updateProduct = ({ id, changes }: { id: number; changes: ProductUpdateInput }) =>
  apiClient.patch(`/api/products/${id}`, changes, AdminProductSchema);

export const deleteProduct = (id: number) => apiClient.delete(`/api/products/${id}`);

/**
 * After any write the grid, the detail and the storefront's product lists read again. After a
 * deletion only the pages not on screen do: the open detail would otherwise answer 404 before
 * the page has left it.
 */
function useProductWrite<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  refetchType: 'active' | 'inactive' = 'active',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminProducts.all, refetchType }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all, refetchType }),
      ]);
    },
  });
}

export const useCreateProduct = () => useProductWrite(createProduct);
export const useUpdateProduct = () => useProductWrite(updateProduct);
export const useDeleteProduct = () => useProductWrite(deleteProduct, 'inactive');
