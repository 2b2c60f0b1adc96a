import type { AuditSource } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Where who changed what on the account, when and why, is read, newest first. */
export const clientAuditSource = (viewer: Viewer, id: number): AuditSource => ({
  key: (page) => queryKeys.clients.audit(viewer, id, page),
  path: `/api/auth/${id}/audit`,
});
