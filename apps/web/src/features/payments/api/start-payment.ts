import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckoutRedirectSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A new online attempt for the order (or the one left open at the checkout): the signed address
 * of the gateway's checkout to send the customer to, and the gateway's terms.
 */
export const startPayment = (orderId: number) =>
  apiClient.post(`/api/orders/${orderId}/payments`, undefined, CheckoutRedirectSchema);

export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPayment,
    // A refusal (already paid, in progress, window closed) means the lists show an older state.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
