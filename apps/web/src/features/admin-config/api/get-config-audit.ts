import type { AuditSource } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Where who changed the settings is read, newest first. */
export const configAuditSource = (viewer: Viewer): AuditSource => ({
  key: (page) => queryKeys.adminConfig.audit(viewer, page),
  path: '/api/config/audit',
});
