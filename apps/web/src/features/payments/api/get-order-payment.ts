import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderPaymentSchema, type OrderPayment } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** How one of the customer's orders stands on money: status, what was paid, window, attempts. */
export const getOrderPayment = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/orders/${id}/payment`, OrderPaymentSchema, signal);

export const orderPaymentQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: queryKeys.orders.payment(viewer, id),
    queryFn: ({ signal }) => getOrderPayment(id, signal),
    // The return page follows the order until the gateway's answer is final.
    staleTime: 0,
  });

interface OrderPaymentOptions {
  /** Off until the return's transaction was confirmed, so the first answer already includes it. */
  enabled?: boolean;
  /** How often to ask again, or false to stop (see `awaitsGateway`). */
  refetchInterval?: (payment: OrderPayment | undefined) => number | false;
}

export const useOrderPayment = (
  viewer: Viewer,
  id: number,
  { enabled = true, refetchInterval }: OrderPaymentOptions = {},
) =>
  useQuery({
    ...orderPaymentQueryOptions(viewer, id),
    enabled,
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : false,
  });
