import { useQuery } from '@tanstack/react-query';
import { auditQueryOptions } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One page of who changed what on the account, when and why, newest first. */
export const useClientAudit = (viewer: Viewer, id: number, page: number) =>
  useQuery(
    auditQueryOptions(queryKeys.clients.audit(viewer, id, page), `/api/auth/${id}/audit`, page),
  );
