import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderCreatedSchema, type PayMethod } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { retryUncertain } from '../../../lib/idempotency';
import { queryKeys } from '../../../lib/query-keys';

export interface ConvertQuoteVariables {
  id: number;
  payMethod: PayMethod;
  /** One per press of 'Confirmar'; its automatic retries send the same one. */
  idempotencyKey: string;
  /** An expired quote: the "Total a pagar" at today's prices the customer confirmed. */
  acceptedTotal?: number | undefined;
  /** The customer's own purchase-order number, already checked; undefined for none. */
  purchaseOrder?: string | undefined;
  /** The company's address chosen for delivery; undefined for none (a natural person). */
  deliveryAddressId?: number | undefined;
}

/**
 * Turns an open quote into an order, at the quote's prices; an expired one at today's, only with
 * the total the customer accepted. The quoted quantities leave the cart (ADR 006); the answer's
 * `cart` says what left.
 */
export const convertQuote = ({
  id,
  payMethod,
  idempotencyKey,
  acceptedTotal,
  purchaseOrder,
  deliveryAddressId,
}: ConvertQuoteVariables) =>
  apiClient.post(
    '/api/convert-quote',
    {
      id,
      payMethod,
      ...(acceptedTotal === undefined ? {} : { acceptedTotal }),
      ...(purchaseOrder === undefined ? {} : { purchaseOrder }),
      ...(deliveryAddressId === undefined ? {} : { deliveryAddressId }),
    },
    OrderCreatedSchema,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

export function useConvertQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertQuote,
    retry: retryUncertain,
    // Also after a refusal: an expired or already converted quote shows its real state.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.quotes.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.quotes.details() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
        // Stock was taken: availability on product pages may have changed.
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
      ]),
  });
}
