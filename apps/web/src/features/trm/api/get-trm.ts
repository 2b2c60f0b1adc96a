import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Parser } from '../../../lib/api-client';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The day's official exchange rate (COP per USD), served and cached by our API. */
export interface Trm {
  value: number;
  date: string;
}

const trmParser: Parser<Trm> = {
  parse(data) {
    if (
      typeof data === 'object' &&
      data !== null &&
      'value' in data &&
      'date' in data &&
      typeof data.value === 'number' &&
      Number.isFinite(data.value) &&
      data.value > 0 &&
      typeof data.date === 'string'
    ) {
      return { value: data.value, date: data.date };
    }
    throw new TypeError('Invalid TRM answer');
  },
};

export const getTrm = (signal?: AbortSignal) => apiClient.get('/api/trm', trmParser, signal);

// The rate changes once a day; a failure stays silent (spec §8), so there is no point retrying.
export const trmQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.trm,
    queryFn: ({ signal }) => getTrm(signal),
    staleTime: 60 * 60_000,
    retry: false,
  });

export const useTrm = () => useQuery(trmQueryOptions());
