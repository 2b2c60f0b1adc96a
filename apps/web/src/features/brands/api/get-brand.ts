import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, lazyParser } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const BrandDetail = lazyParser(
  async () => (await import('../../../lib/first-screen-schemas')).BrandDetailSchema,
);

/**
 * A brand's page data: title, HTML description and logo (our own table: docs/architecture.md,
 * departure 1).
 */
export const getBrand = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/brand/${id}`, BrandDetail, signal);

export const brandQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.brands.detail(id),
    queryFn: ({ signal }) => getBrand(id, signal),
    staleTime: 10 * 60_000,
  });

export const useBrand = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...brandQueryOptions(id), enabled });
