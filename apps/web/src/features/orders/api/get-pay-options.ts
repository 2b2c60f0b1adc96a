import { queryOptions, useQuery } from '@tanstack/react-query';
import { PayOptionsSchema, type PayMethod, type PayOptions } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** What may always be chosen: when the methods cannot be read, the form still takes an order. */
export const FALLBACK_PAY_METHODS: readonly PayMethod[] = ['BANK_TRANSFER'];

/**
 * The methods this customer may pay with today (online ones only while the gateway is set up),
 * and their company's credit line if it has one.
 */
export const getPayOptions = (signal?: AbortSignal) =>
  apiClient.get('/api/pay-methods', PayOptionsSchema, signal);

export const payOptionsQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.payOptions.detail(viewer),
    queryFn: ({ signal }) => getPayOptions(signal),
    // What is available on credit moves with every order and payment.
    staleTime: 0,
  });

export type PayChoices = {
  methods: readonly PayMethod[] | undefined;
  credit: PayOptions['credit'] | undefined;
};

/**
 * The cart's and the quote conversion's choice of method, from the server. No method while it is
 * read, so the form shows no option it might have to take back; after a failure, bank transfer
 * alone, which every order may use.
 */
export function usePayOptions(viewer: Viewer): PayChoices {
  const query = useQuery(payOptionsQueryOptions(viewer));
  if (query.data) return query.data;
  return { methods: query.isError ? FALLBACK_PAY_METHODS : undefined, credit: undefined };
}
