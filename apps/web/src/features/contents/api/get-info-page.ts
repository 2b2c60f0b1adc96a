import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, lazyParser } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const InfoPage = lazyParser(
  async () => (await import('../../../lib/first-screen-schemas')).InfoPageSchema,
);

/** An information page ('quienes-somos', 'envios'…): its title and HTML, edited in the dashboard. */
export const getInfoPage = (slug: string, signal?: AbortSignal) =>
  apiClient.get(`/api/pages/${encodeURIComponent(slug)}`, InfoPage, signal);

export const infoPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.contents.page(slug),
    queryFn: ({ signal }) => getInfoPage(slug, signal),
    staleTime: 10 * 60_000,
  });

export const useInfoPage = (slug: string) => useQuery(infoPageQueryOptions(slug));
