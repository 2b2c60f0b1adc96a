import { useQuery } from '@tanstack/react-query';
import { auditQueryOptions } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One page of an order's status changes, newest first; waits while no order is chosen. */
export const useOrderAudit = (viewer: Viewer, id: number | null, page: number) =>
  useQuery({
    ...auditQueryOptions(
      queryKeys.history.audit(viewer, id ?? 0, page),
      `/api/order/${id}/audit`,
      page,
    ),
    enabled: id !== null,
  });
