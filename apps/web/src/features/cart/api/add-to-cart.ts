import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartSchema, type CartItemsInput } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';
import { CART_MUTATION_SCOPE } from './cart-scope';

/** Adds quantities to the cart (a product already there gets more); answers the whole cart. */
export const addToCart = (input: CartItemsInput) =>
  apiClient.patch('/api/shopping-cart/add', input, CartSchema);

export function useAddToCart(viewer: Viewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    scope: CART_MUTATION_SCOPE,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart.detail(viewer), cart),
  });
}
