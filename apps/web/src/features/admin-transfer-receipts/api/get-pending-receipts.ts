import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PendingReceiptListSchema, pageQuery } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** The receipts waiting for review, oldest first, 20 a page (the server's default). */
export const getPendingReceipts = (page: number, signal?: AbortSignal) =>
  apiClient.get(
    `/api/transfer-receipts?${new URLSearchParams(pageQuery(page))}`,
    PendingReceiptListSchema,
    signal,
  );

export const pendingReceiptsQueryOptions = (viewer: Viewer, page: number) =>
  queryOptions({
    queryKey: queryKeys.transferReceipts.pending(viewer, page),
    queryFn: ({ signal }) => getPendingReceipts(page, signal),
    placeholderData: keepPreviousData,
    // Customers upload and other staff decide at any time: read again on each visit.
    staleTime: 0,
  });

export const usePendingReceipts = (viewer: Viewer, page: number) =>
  useQuery(pendingReceiptsQueryOptions(viewer, page));
