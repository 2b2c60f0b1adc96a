import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentListSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One page of every order's money, newest first (query from `paymentsQuery`). */
export const getPayments = (query: Record<string, string>, signal?: AbortSignal) =>
  apiClient.get(`/api/payments?${new URLSearchParams(query)}`, PaymentListSchema, signal);

export const paymentsQueryOptions = (viewer: Viewer, query: Record<string, string>) =>
  queryOptions({
    queryKey: queryKeys.payments.list(viewer, query),
    queryFn: ({ signal }) => getPayments(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePayments = (viewer: Viewer, query: Record<string, string>) =>
  useQuery(paymentsQueryOptions(viewer, query));
