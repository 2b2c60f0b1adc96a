import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shop/shared';
import { apiClient, lazyParser } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const firstScreen = () => import('../../../lib/first-screen-schemas');
const PublicConfigAnswer = lazyParser(async () => (await firstScreen()).PublicConfigSchema);

/**
 * The public site config; when it cannot be read the shop runs on the defaults
 * (docs/architecture.md, "Contract: API calls").
 */
export async function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  try {
    return await apiClient.get('/api/config', PublicConfigAnswer, signal);
  } catch {
    console.info('Error fetching theme configuration. Using default theme.');
    return (await firstScreen()).DEFAULT_PUBLIC_CONFIG;
  }
}

export const configQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: Infinity,
  });

export const useConfig = () => useQuery(configQueryOptions());
