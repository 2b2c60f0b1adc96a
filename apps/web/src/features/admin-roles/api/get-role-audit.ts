import type { AuditSource } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Where a role's creation, edits and deletion are read, newest first. */
export const roleAuditSource = (viewer: Viewer, id: number): AuditSource => ({
  key: (page) => queryKeys.roles.audit(viewer, id, page),
  path: `/api/roles/${id}/audit`,
});
