import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuoteRepriceSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** An expired quote at today's prices and rules: what converting it now would cost. */
export const getQuoteReprice = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/quotes/${id}/reprice`, QuoteRepriceSchema, signal);

export const quoteRepriceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.quotes.all, 'reprice', id] as const,
    queryFn: ({ signal }) => getQuoteReprice(id, signal),
    // Today's figures: asked afresh each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });

export const useQuoteReprice = (id: number) => useQuery(quoteRepriceQueryOptions(id));
