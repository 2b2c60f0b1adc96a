import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AuditHistorySchema, pageQuery } from '@shop/shared';
import { apiClient } from './api-client';

/** Where a record's trail is read: its query key for a page, and its address. */
export interface AuditSource {
  key: (page: number) => readonly unknown[];
  path: string;
}

/** An audit trail shows 10 changes per page. */
export const AUDIT_PAGE_SIZE = 10;

/**
 * One page of a record's audit trail (`/api/auth/7/audit`, `/api/order/31/audit`…), newest
 * first; always read again, since the trail grows with every change made elsewhere.
 */
export const auditQueryOptions = (queryKey: readonly unknown[], path: string, page: number) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      apiClient.get(
        `${path}?${new URLSearchParams(pageQuery(page, AUDIT_PAGE_SIZE))}`,
        AuditHistorySchema,
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
