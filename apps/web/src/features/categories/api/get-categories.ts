import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, lazyParser } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const CategoryListSchema = lazyParser(async () =>
  (await import('../../../lib/first-screen-schemas')).CategorySchema.array(),
);

/** Categories of one level (1: the bar and the accordion; 2: subcategories), or all of them. */
export const getCategories = (level: 1 | 2 | undefined, signal?: AbortSignal) =>
  apiClient.get(
    level ? `/api/category?level=${level}` : '/api/category',
    CategoryListSchema,
    signal,
  );

export const categoriesQueryOptions = (level?: 1 | 2) =>
  queryOptions({
    queryKey: queryKeys.categories.list(level),
    queryFn: ({ signal }) => getCategories(level, signal),
    staleTime: 10 * 60_000,
  });

export const useCategories = (level?: 1 | 2, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...categoriesQueryOptions(level), enabled });
