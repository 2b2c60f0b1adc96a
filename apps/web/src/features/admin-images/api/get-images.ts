import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { IMAGE_PAGE_SIZE, ImageListSchema, pageQuery } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * One 1-based page of the uploaded product images, newest first, 15 a page
 * (docs/architecture.md, "Contract: constants and limits").
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

export const useImages = (page: number) => useQuery(imagesQueryOptions(page));
