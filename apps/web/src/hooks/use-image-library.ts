import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { IMAGE_PAGE_SIZE, ImageListSchema, pageQuery } from '@shop/shared';
import { apiClient } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { uploadProductImage } from '../lib/upload-product-image';

/**
 * One 1-based page of the image library, newest first, 15 a page (docs/architecture.md,
 * "Contract: constants and limits"): every product and brand picture, the demo's included. Read by
 * the images screen and by the image picker of the brand, content and settings forms.
 */
export const getImages = (page: number, signal?: AbortSignal) =>
  apiClient.get(
    `/api/files/product?${new URLSearchParams(pageQuery(page, IMAGE_PAGE_SIZE))}`,
    ImageListSchema,
    signal,
  );

export const imagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.images.list(page),
    queryFn: ({ signal }) => getImages(page, signal),
    placeholderData: keepPreviousData,
    // Other admins and the product form upload at any time: read again on each visit.
    staleTime: 0,
  });

/** `enabled` false waits (the picker's dialog not open yet). */
export const useImages = (page: number, enabled = true) =>
  useQuery({ ...imagesQueryOptions(page), enabled });

/**
 * The upload, then the library reads again so the new picture shows first; answers its address.
 * The images screen, the image picker and the product form all upload through it.
 */
export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => (await uploadProductImage(file)).url,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.images.all }),
  });
}
