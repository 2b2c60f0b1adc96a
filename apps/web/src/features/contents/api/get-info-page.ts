import { queryOptions, useQuery } from '@tanstack/react-query';
import { InfoPageSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** An information page ('quienes-somos', 'envios'…): its title and HTML, edited in the dashboard. */
export const getInfoPage = (slug: string, signal?: AbortSignal) =>
  apiClient.get(`/api/pages/${encodeURIComponent(slug)}`, InfoPageSchema, signal);

export const infoPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.contents.page(slug),
    queryFn: ({ signal }) => getInfoPage(slug, signal),
    staleTime: 10 * 60_000,
  });

export const useInfoPage = (slug: string) => useQuery(infoPageQueryOptions(slug));
