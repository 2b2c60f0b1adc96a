import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentDetailSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One order's money in full: its online attempts, what was received, its refund. */
export const getPayment = (orderId: number, signal?: AbortSignal) =>
  apiClient.get(`/api/payments/${orderId}`, PaymentDetailSchema, signal);

export const paymentQueryOptions = (viewer: Viewer, orderId: number) =>
  queryOptions({
    queryKey: queryKeys.payments.detail(viewer, orderId),
    queryFn: ({ signal }) => getPayment(orderId, signal),
    // Staff open it to see what the gateway said last: always read again.
    staleTime: 0,
  });

/** `orderId` null waits (no order opened). */
export const usePayment = (viewer: Viewer, orderId: number | null) =>
  useQuery({ ...paymentQueryOptions(viewer, orderId ?? 0), enabled: orderId !== null });
