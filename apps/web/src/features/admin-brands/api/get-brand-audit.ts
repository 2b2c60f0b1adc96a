import type { AuditSource } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Where a brand's creation, edits and deletion are read, newest first. */
export const brandAuditSource = (viewer: Viewer, id: number): AuditSource => ({
  key: (page) => queryKeys.brands.audit(viewer, id, page),
  path: `/api/brand/${id}/audit`,
});
