import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BrandAdminSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Every brand with its page's title, description and logo, and how many products use it. */
export const getAdminBrands = (signal?: AbortSignal) =>
  apiClient.get('/api/brand/admin', z.array(BrandAdminSchema), signal);

export const adminBrandsQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.brands.admin(viewer),
    queryFn: ({ signal }) => getAdminBrands(signal),
  });

export const useAdminBrands = (viewer: Viewer) => useQuery(adminBrandsQueryOptions(viewer));
