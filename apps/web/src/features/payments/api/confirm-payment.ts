import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderPaymentSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

export interface ConfirmPaymentVariables {
  orderId: number;
  /** The transaction the gateway's return named (`?id=`); the server asks the gateway about it. */
  transactionId: string;
}

/**
 * Back from the checkout: the server asks the gateway what became of that transaction and
 * applies it; the answer is the order's payment as it now stands, never what the address said.
 */
export const confirmPayment = ({ orderId, transactionId }: ConfirmPaymentVariables) =>
  apiClient.post(`/api/orders/${orderId}/payment/confirm`, { transactionId }, OrderPaymentSchema);

export function useConfirmPayment(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(queryKeys.orders.payment(viewer, payment.orderId), payment);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.details() }),
      ]);
    },
  });
}
