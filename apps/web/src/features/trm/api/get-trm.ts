import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Trm } from '@shop/shared';
import { apiClient, isApiError, lazyParser } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const ValidTrmSchema = lazyParser(async () =>
  (await import('../../../lib/first-screen-schemas')).TrmSchema.refine(
    (trm) => Number.isFinite(trm.value) && trm.value > 0,
  ),
);

/**
 * An answer that is not a rate is noted in the console only; the badge stays away
 * (docs/architecture.md, "Contract: validation and messages").
 */
export const TRM_INVALID = 'No se logro obtener la TMR';

/**
 * The day's official exchange rate (COP per USD), served and cached by our API; null when the API
 * has never read one (TRM_UNAVAILABLE). That is an answer, not a failure: a page the server drew
 * with it hydrates without asking again, and without fetching the schemas to read the answer.
 */
export async function getTrm(signal?: AbortSignal): Promise<Trm | null> {
  try {
    return await apiClient.get('/api/trm', ValidTrmSchema, signal);
  } catch (error) {
    if (isApiError(error) && error.code === 'TRM_UNAVAILABLE') return null;
    if (isApiError(error) && error.code === 'INVALID_RESPONSE') console.info(TRM_INVALID);
    throw error;
  }
}

// The rate changes once a day; a failure stays silent
// (docs/architecture.md, "Contract: validation and messages"), so there is no point retrying.
export const trmQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.trm,
    queryFn: ({ signal }) => getTrm(signal),
    staleTime: 60 * 60_000,
    retry: false,
  });

export const useTrm = () => useQuery(trmQueryOptions());
