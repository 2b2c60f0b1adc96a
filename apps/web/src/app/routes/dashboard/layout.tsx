import { Outlet } from 'react-router';
import { sectionsFor } from '../../../config/dashboard-sections';
import { useSession } from '../../../features/auth/api/get-session';
import { DashboardShell } from '../../../features/admin-shell/components/dashboard-shell';

/** /dashboard/*: the shell around every dashboard screen (the guard above it let an admin in). */
export function DashboardLayoutRoute() {
  const { data: user } = useSession();
  const permissions = user?.permissions ?? [];

  return (
    <DashboardShell
      sections={sectionsFor(permissions)}
      showWelcome={permissions.includes('ADMIN_CLIENTS')}
    >
      <Outlet />
    </DashboardShell>
  );
}
