import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, lazyParser } from '../../../lib/api-client';

const CategoryDetail = lazyParser(
  async () => (await import('../../../lib/first-screen-schemas')).CategoryDetailSchema,
);
import { queryKeys } from '../../../lib/query-keys';

/** One category with its subcategories (what the bar's panel and the accordion show). */
export const getCategory = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/category/${id}`, CategoryDetail, signal);

export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.categories.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
    staleTime: 10 * 60_000,
  });

export const useCategory = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...categoryQueryOptions(id), enabled });
