import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderDetailSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One of the customer's orders in full: lines, taxes, payment and timeline. */
export const getOrder = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/orders/${id}`, OrderDetailSchema, signal);

export const orderQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(viewer, id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export const useOrder = (viewer: Viewer, id: number, enabled = true) =>
  useQuery({ ...orderQueryOptions(viewer, id), enabled });
