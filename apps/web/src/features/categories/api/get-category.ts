import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoryDetailSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One category with its subcategories (what the bar's panel and the accordion show). */
export const getCategory = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/category/${id}`, CategoryDetailSchema, signal);

export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.categories.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
    staleTime: 10 * 60_000,
  });

export const useCategory = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...categoryQueryOptions(id), enabled });
