import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OrderListResponseSchema, pageQuery } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** The orders list holds 40 per page (docs/architecture.md, "Contract: constants and limits"). */
export const ORDERS_PAGE_SIZE = 40;

/** One page of the customer's orders, newest first. */
export const getOrders = (page: number, signal?: AbortSignal) =>
  apiClient.get(
    `/api/order?${new URLSearchParams(pageQuery(page, ORDERS_PAGE_SIZE))}`,
    OrderListResponseSchema,
    signal,
  );

export const ordersQueryOptions = (viewer: Viewer, page: number) =>
  queryOptions({
    queryKey: queryKeys.orders.list(viewer, page),
    queryFn: ({ signal }) => getOrders(page, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (viewer: Viewer, page: number) =>
  useQuery(ordersQueryOptions(viewer, page));
