import { useQuery } from '@tanstack/react-query';
import { auditQueryOptions } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One page of a brand's creation, edits and deletion, newest first; waits while none is chosen. */
export const useBrandAudit = (viewer: Viewer, id: number | null, page: number) =>
  useQuery({
    ...auditQueryOptions(
      queryKeys.brands.audit(viewer, id ?? 0, page),
      `/api/brand/${id}/audit`,
      page,
    ),
    enabled: id !== null,
  });
