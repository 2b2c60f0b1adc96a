import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartSchema, type CartItemsInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';
import { CART_MUTATION_SCOPE } from './cart-scope';

/** Takes quantities out of the cart; a line reaching 0 leaves it (send its whole quantity). */
export const removeFromCart = (input: CartItemsInput) =>
  apiClient.patch('/api/shopping-cart/remove', input, CartSchema);

export function useRemoveFromCart(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    scope: CART_MUTATION_SCOPE,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart.detail(viewer), cart),
  });
}
