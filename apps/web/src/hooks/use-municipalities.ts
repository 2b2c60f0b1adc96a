import { queryOptions, useQuery } from '@tanstack/react-query';
import { MunicipalityListSchema } from '@shop/shared';
import { apiClient } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * All ~1,100 municipalities at once (about 150 kB, fetched once per visit): filtering them in the
 * browser answers every keystroke instantly, where a request per keystroke would lag on phones.
 */
export const getMunicipalities = (signal?: AbortSignal) =>
  apiClient.get('/api/municipalities', MunicipalityListSchema, signal);

export const municipalitiesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.municipalities.all,
    queryFn: ({ signal }) => getMunicipalities(signal),
    staleTime: Infinity,
  });

export const useMunicipalities = () => useQuery(municipalitiesQueryOptions());
