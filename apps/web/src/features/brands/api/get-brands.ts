import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, lazyParser } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const BrandListSchema = lazyParser(async () =>
  (await import('../../../lib/first-screen-schemas')).BrandSchema.array(),
);

/** Every brand, sorted by name by the server. */
export const getBrands = (signal?: AbortSignal) =>
  apiClient.get('/api/brand', BrandListSchema, signal);

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.brands.list(),
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 10 * 60_000,
  });

export const useBrands = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...brandsQueryOptions(), enabled });
