import { useMutation } from '@tanstack/react-query';
import { uploadProductImage } from '../../../lib/upload-product-image';

/**
 * Images go up first (docs/architecture.md, "Contract: validation and messages"); the form then
 * sends the address the server answers.
 */
export const useUploadProductImage = () =>
  useMutation({ mutationFn: async (file: File) => (await uploadProductImage(file)).url });
