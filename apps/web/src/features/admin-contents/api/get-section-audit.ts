import type { AuditSource } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Where a section's creation, edits, moves and deletion are read, newest first. */
export const sectionAuditSource = (viewer: Viewer, id: number): AuditSource => ({
  key: (page) => queryKeys.contents.audit(viewer, id, page),
  path: `/api/contents/${id}/audit`,
});
