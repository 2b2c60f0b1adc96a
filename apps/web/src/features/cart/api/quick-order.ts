import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuickOrderResultSchema, type QuickOrderInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';
import { CART_MUTATION_SCOPE } from './cart-scope';

/** Adds products by their codes; answers the cart and what happened to each code. */
export const quickOrder = (input: QuickOrderInput) =>
  apiClient.patch('/api/shopping-cart/quick-order', input, QuickOrderResultSchema);

export function useQuickOrder(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickOrder,
    scope: CART_MUTATION_SCOPE,
    onSuccess: ({ items, subtotal, taxes }) =>
      queryClient.setQueryData(queryKeys.cart.detail(viewer), { items, subtotal, taxes }),
  });
}
