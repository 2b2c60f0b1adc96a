import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AuditHistorySchema, pageQuery } from '@shop/shared';
import { apiClient } from '../../../lib/api-client';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** The audit trail shows 10 changes per page. */
export const AUDIT_PAGE_SIZE = 10;

/** One page of who changed what on the account, when and why, newest first. */
export const getClientAudit = (id: number, page: number, signal?: AbortSignal) =>
  apiClient.get(
    `/api/auth/${id}/audit?${new URLSearchParams(pageQuery(page, AUDIT_PAGE_SIZE))}`,
    AuditHistorySchema,
    signal,
  );

export const clientAuditQueryOptions = (viewer: Viewer, id: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.clients.audit(viewer, id, page),
    queryFn: ({ signal }) => getClientAudit(id, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useClientAudit = (viewer: Viewer, id: number, page: number) =>
  useQuery(clientAuditQueryOptions(viewer, id, page));
