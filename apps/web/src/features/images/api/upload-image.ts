import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProductImageUploadResponseSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Sends one picture (field productImage); the server judges its bytes and names it. */
export function uploadImage(file: File) {
  const body = new FormData();
  body.append('productImage', file);
  return apiClient.post('/api/files/product', body, ProductImageUploadResponseSchema);
}

/** The upload, then the image list reads again so the new picture shows first. */
export function useUploadImageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.images.all }),
  });
}
