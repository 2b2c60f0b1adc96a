import { queryOptions, useQuery } from '@tanstack/react-query';
import { PayOptionsSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** The methods this customer may pay with today, and their company's credit line if it has one. */
export const getPayOptions = (signal?: AbortSignal) =>
  apiClient.get('/api/pay-methods', PayOptionsSchema, signal);

export const payOptionsQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.payOptions.detail(viewer),
    queryFn: ({ signal }) => getPayOptions(signal),
    // What is available on credit moves with every order and payment.
    staleTime: 0,
  });

export const usePayOptions = (viewer: Viewer) => useQuery(payOptionsQueryOptions(viewer));
