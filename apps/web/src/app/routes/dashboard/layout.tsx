import { Outlet, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { MESSAGES } from '@shop/shared';
import { sectionsFor } from '../../../config/dashboard-sections';
import { paths } from '../../../config/paths';
import { clientErrorMessage } from '../../../lib/api-client';
import { useSession } from '../../../features/auth/api/get-session';
import { useLogoutMutation } from '../../../features/auth/api/logout';
import { useConfig } from '../../../features/config/api/get-config';
import { useThemeMode } from '../../../features/config/hooks/use-theme-mode';
import { DashboardShell } from '../../../features/admin-shell/components/dashboard-shell';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes/unsaved-changes-guard';

/** /dashboard/*: the shell around every dashboard screen (the guard above it let an admin in). */
export function DashboardLayoutRoute() {
  const { data: user } = useSession();
  const { data: config } = useConfig();
  const theme = useThemeMode();
  const logout = useLogoutMutation();
  const navigate = useNavigate();
  const permissions = user?.permissions ?? [];

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate(paths.home.getHref()),
      onError: (error) => toast.error(clientErrorMessage(error, MESSAGES.internal)),
    });

  return (
    <DashboardShell
      shopName={config?.shopName ?? ''}
      user={user ?? undefined}
      onSignOut={signOut}
      isSigningOut={logout.isPending}
      theme={theme}
      sections={sectionsFor(permissions)}
      showWelcome={permissions.includes('ADMIN_CLIENTS')}
    >
      <Outlet />
      <UnsavedChangesGuard />
    </DashboardShell>
  );
}
