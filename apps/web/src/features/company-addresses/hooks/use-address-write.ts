import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Every write of an address: afterwards the list is read again, the checkout's select with it.
 * Also after a refusal, since a 404 means someone else archived it meanwhile.
 */
export function useAddressWrite<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyAddresses.all }),
  });
}
