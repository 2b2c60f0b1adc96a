import { useQuery } from '@tanstack/react-query';
import { auditQueryOptions } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One page of who changed the settings, newest first. */
export const useConfigAudit = (viewer: Viewer, page: number) =>
  useQuery(auditQueryOptions(queryKeys.adminConfig.audit(viewer, page), '/api/config/audit', page));
