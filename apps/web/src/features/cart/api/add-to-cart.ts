import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartAdditionSchema, type CartItemsInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';
import { CART_MUTATION_SCOPE } from './cart-scope';

/**
 * Adds quantities to the cart (a product already there gets more), each up to the stock; answers
 * the whole cart and the products it took fewer units of than asked.
 */
export const addToCart = (input: CartItemsInput) =>
  apiClient.patch('/api/shopping-cart/add', input, CartAdditionSchema);

export function useAddToCart(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    scope: CART_MUTATION_SCOPE,
    onSuccess: ({ shortfalls: _, ...cart }) =>
      queryClient.setQueryData(queryKeys.cart.detail(viewer), cart),
  });
}
