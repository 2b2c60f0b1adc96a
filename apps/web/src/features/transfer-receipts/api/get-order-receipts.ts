import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderTransferReceiptsSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

export const receiptsUrl = (orderId: number) => `/api/orders/${orderId}/transfer-receipts`;

/** The receipts of one of the customer's transfer orders, and whether another may go up. */
export const getOrderReceipts = (orderId: number, signal?: AbortSignal) =>
  apiClient.get(receiptsUrl(orderId), OrderTransferReceiptsSchema, signal);

export const orderReceiptsQueryOptions = (viewer: Viewer, orderId: number) =>
  queryOptions({
    queryKey: queryKeys.transferReceipts.order(viewer, orderId),
    queryFn: ({ signal }) => getOrderReceipts(orderId, signal),
  });

export const useOrderReceipts = (viewer: Viewer, orderId: number) =>
  useQuery(orderReceiptsQueryOptions(viewer, orderId));
