import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuickOrderResultSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** 'Repetir orden': the order's products and quantities back into the cart, at today's prices. */
export const repeatOrder = (orderId: number) =>
  apiClient.post(`/api/orders/${orderId}/repeat`, undefined, QuickOrderResultSchema);

export function useRepeatOrder(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: repeatOrder,
    onSuccess: ({ items, subtotal, taxes }) =>
      queryClient.setQueryData(queryKeys.cart.detail(viewer), { items, subtotal, taxes }),
  });
}
