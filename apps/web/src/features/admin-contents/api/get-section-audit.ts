import { useQuery } from '@tanstack/react-query';
import { auditQueryOptions } from '../../../lib/audit-query';
import { queryKeys, type Viewer } from '../../../lib/query-keys';

/** One page of a section's creation, edits, moves and deletion, newest first. */
export const useSectionAudit = (viewer: Viewer, id: number, page: number) =>
  useQuery(
    auditQueryOptions(
      queryKeys.contents.audit(viewer, id, page),
      `/api/contents/${id}/audit`,
      page,
    ),
  );
