import { useQuery } from '@tanstack/react-query';
import { auditQueryOptions } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One page of who changed the tax rules, newest first. */
export const useTaxRulesAudit = (viewer: Viewer, page: number) =>
  useQuery(auditQueryOptions(queryKeys.taxRules.audit(viewer, page), '/api/tax-rules/audit', page));
