import type { AuditSource } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** Where who changed the tax rules is read, newest first. */
export const taxRulesAuditSource = (viewer: Viewer): AuditSource => ({
  key: (page) => queryKeys.taxRules.audit(viewer, page),
  path: '/api/tax-rules/audit',
});
