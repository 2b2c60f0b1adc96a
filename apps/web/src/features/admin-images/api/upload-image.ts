import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { uploadProductImage } from '../../../lib/upload-product-image';

/** The upload, then the image list reads again so the new picture shows first. */
export function useUploadImageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProductImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.images.all }),
  });
}
