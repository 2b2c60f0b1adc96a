import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BrandDetailSchema, type BrandCreateInput, type BrandUpdateInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const createBrand = (input: BrandCreateInput) =>
  apiClient.post('/api/brand', input, BrandDetailSchema);

export const updateBrand = ({ id, changes }: { id: number; changes: BrandUpdateInput }) =>
  apiClient.patch(`/api/brand/${id}`, changes, BrandDetailSchema);

/** Refused (409) while products use the brand. */
export const deleteBrand = (id: number) => apiClient.delete(`/api/brand/${id}`);

/** The storefront's brand list and brand pages read the same records: their cache goes too. */
function useBrandWrite<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.brands.all }),
  });
}

export const useCreateBrand = () => useBrandWrite(createBrand);
export const useUpdateBrand = () => useBrandWrite(updateBrand);
export const useDeleteBrand = () => useBrandWrite(deleteBrand);
