import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CategoryAdminSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Every category, level 1 then level 2, with its parent's name and what uses it. */
export const getAdminCategories = (signal?: AbortSignal) =>
  apiClient.get('/api/category/admin', z.array(CategoryAdminSchema), signal);

export const adminCategoriesQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.categories.admin(viewer),
    queryFn: ({ signal }) => getAdminCategories(signal),
  });

export const useAdminCategories = (viewer: Viewer) => useQuery(adminCategoriesQueryOptions(viewer));
