import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderCreatedSchema, type PayMethod } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { retryUncertain } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';

export interface CreateOrderVariables {
  payMethod: PayMethod;
  /** The customer's own purchase-order number, already checked; undefined for none. */
  purchaseOrder?: string | undefined;
  /** The company's address chosen for delivery; undefined for none (a natural person). */
  deliveryAddressId?: number | undefined;
  /** One per press of 'Generar orden'; its automatic retries send the same one. */
  idempotencyKey: string;
}

/** An order of everything in the cart; the server empties the cart and says so in `cart`. */
export const createOrder = ({
  payMethod,
  purchaseOrder,
  deliveryAddressId,
  idempotencyKey,
}: CreateOrderVariables) =>
  apiClient.post(
    '/api/order',
    { payMethod, purchaseOrder, deliveryAddressId },
    OrderCreatedSchema,
    {
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    retry: retryUncertain,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
        // The cart is now empty; marked stale but not fetched here, so the page that placed the
        // order does not flash 'No hay productos en el carrito.' before it moves on.
        queryClient.invalidateQueries({ queryKey: queryKeys.cart.all, refetchType: 'none' }),
        // Stock was taken: availability on product pages may have changed.
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
        // An order on credit took from what the company may still owe.
        queryClient.invalidateQueries({ queryKey: queryKeys.payOptions.all }),
      ]),
  });
}
