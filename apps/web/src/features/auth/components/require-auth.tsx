import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { hasAnyPermission, MESSAGES, type Permission } from '@shop/shared';
import { PageSkeleton } from '../../../components/layouts/page-skeleton';
import { paths } from '../../../config/paths';
import { useSession } from '../api/get-session';
import { hadSession } from '../utils/session-flag';

interface RequireAuthProps {
  /**
   * Passes when the user holds at least one of them
   * (docs/architecture.md, "Contract: permissions").
   */
  permissions: readonly Permission[];
}

/** Route guard: the child routes render only for a signed-in user with one of the permissions. */
export function RequireAuth({ permissions }: RequireAuthProps) {
  const { data: user, isPending } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, before useSessionExpiry clears it: an anonymous verdict for a browser that was
  // signed in is an expiry (toast + home, handled there), not a first visit to send to /login.
  const [wasSignedIn] = useState(hadSession);

  const verdict = isPending
    ? 'pending'
    : !user
      ? 'anonymous'
      : hasAnyPermission(user.permissions, permissions)
        ? 'allowed'
        : 'forbidden';

  useEffect(() => {
    if (verdict === 'anonymous') {
      if (wasSignedIn) return;
      toast.info(MESSAGES.loginRequired, { toastId: 'login-required' });
      navigate(paths.login.getHref(), { replace: true, state: { from: location } });
    } else if (verdict === 'forbidden') {
      toast.error(MESSAGES.forbidden, { toastId: 'forbidden' });
      navigate(paths.home.getHref(), { replace: true });
    }
  }, [verdict, wasSignedIn, location, navigate]);

  return verdict === 'allowed' ? <Outlet /> : <PageSkeleton />;
}
