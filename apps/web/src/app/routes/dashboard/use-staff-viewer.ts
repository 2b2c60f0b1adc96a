import { useSession } from '../../../features/auth/api/get-session';
import type { Viewer } from '../../../lib/query-keys';

/** The staff member the dashboard's data is read for (the guard above let them in). */
export function useStaffViewer(): Viewer {
  return useSession().data?.id ?? null;
}
