import type { AuditSource } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Where an order's status changes are read, newest first. */
export const orderAuditSource = (viewer: Viewer, id: number): AuditSource => ({
  key: (page) => queryKeys.history.audit(viewer, id, page),
  path: `/api/order/${id}/audit`,
});
