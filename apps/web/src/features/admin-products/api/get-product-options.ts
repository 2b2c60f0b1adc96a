import { useQuery } from '@tanstack/react-query';
import { BrandSchema, CategorySchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The brands of the form's select (GET /api/brand), cached under the storefront's own key. */
export const useBrandOptions = () =>
  useQuery({
    queryKey: queryKeys.brands.list(),
    queryFn: ({ signal }) => apiClient.get('/api/brand', BrandSchema.array(), signal),
  });

/** Level-1 or level-2 categories of the form's selects (GET /api/category?level=). */
export const useCategoryOptions = (level: 1 | 2) =>
  useQuery({
    queryKey: queryKeys.categories.list(level),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/category?level=${level}`, CategorySchema.array(), signal),
  });
