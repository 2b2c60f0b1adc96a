import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderStatusChangedSchema, type OrderStatusInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface ChangeOrderStatusVariables {
  id: number;
  input: OrderStatusInput;
}

/**
 * Moves an order to another status: cancelling gives its stock back, leaving CANCELED takes it
 * again (refused, naming the product, when it is gone); the customer gets a mail either way.
 */
export const changeOrderStatus = ({ id, input }: ChangeOrderStatusVariables) =>
  apiClient.patch(`/api/order/${id}`, input, OrderStatusChangedSchema);

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.history.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.history.audits() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.history.details() }),
        // The customer's own list, if this browser holds it, and stock on product pages moved.
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]),
  });
}
