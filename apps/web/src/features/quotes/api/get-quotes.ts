import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageQuery, QuoteListResponseSchema } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/**
 * One page of the customer's quotes, newest first; the server's default page size
 * (docs/architecture.md, "Contract: constants and limits").
 */
export const getQuotes = (page: number, signal?: AbortSignal) =>
  apiClient.get(
    `/api/quote?${new URLSearchParams(pageQuery(page))}`,
    QuoteListResponseSchema,
    signal,
  );

export const quotesQueryOptions = (viewer: Viewer, page: number) =>
  queryOptions({
    queryKey: queryKeys.quotes.list(viewer, page),
    queryFn: ({ signal }) => getQuotes(page, signal),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useQuotes = (viewer: Viewer, page: number) =>
  useQuery(quotesQueryOptions(viewer, page));
