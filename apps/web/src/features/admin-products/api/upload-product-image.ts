import { useMutation } from '@tanstack/react-query';
import { ProductImageUploadResponseSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';

/** Images go up first (spec §5); the form then sends the address the server answers. */
export const uploadProductImage = async (file: File): Promise<string> => {
  const body = new FormData();
  body.append('productImage', file);
  return (await apiClient.post('/api/files/product', body, ProductImageUploadResponseSchema)).url;
};

export const useUploadProductImage = () => useMutation({ mutationFn: uploadProductImage });
