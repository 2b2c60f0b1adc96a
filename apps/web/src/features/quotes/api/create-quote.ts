import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuoteSummarySchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A quote of everything in the cart, at today's prices; the cart stays as it is. */
export const createQuote = () => apiClient.post('/api/quote', undefined, QuoteSummarySchema);

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes.lists() }),
  });
}
