import { useQuery } from '@tanstack/react-query';
import { AdminProductSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One product as the form edits it (brand and category ids, base price). */
export const useAdminProduct = (viewer: Viewer, id: number) =>
  useQuery({
    queryKey: queryKeys.adminProducts.detail(viewer, id),
    queryFn: ({ signal }) => apiClient.get(`/api/products/${id}/admin`, AdminProductSchema, signal),
    staleTime: 0,
  });
