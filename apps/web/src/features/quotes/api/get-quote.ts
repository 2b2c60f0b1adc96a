import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuoteDetailSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One of the customer's quotes in full: its lines and frozen totals. */
export const getQuote = (id: number, signal?: AbortSignal) =>
  apiClient.get(`/api/quotes/${id}`, QuoteDetailSchema, signal);

export const quoteQueryOptions = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: queryKeys.quotes.detail(viewer, id),
    queryFn: ({ signal }) => getQuote(id, signal),
  });

export const useQuote = (viewer: Viewer, id: number, enabled = true) =>
  useQuery({ ...quoteQueryOptions(viewer, id), enabled });
