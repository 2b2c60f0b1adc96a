import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { MESSAGES } from '@shop/shared';
import { paths } from '../../../config/paths';
import { useSession } from '../api/get-session';
import { forgetSession, hadSession, rememberSession } from '../utils/session-flag';

/**
 * Keeps the 'had a session' note in step with verify. When verify answers 401 although this
 * browser was signed in (expired, or ended elsewhere), tells the user once and goes home
 * (docs/architecture.md, "Contract: states and transitions" and "Contract: API calls").
 */
export function useSessionExpiry() {
  const { data: user } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    // A session can predate this page (cookie from an earlier visit): note it here too.
    if (user) rememberSession();
    if (user !== null || !hadSession()) return;
    forgetSession();
    toast.info(MESSAGES.sessionExpired, { toastId: 'session-expired' });
    navigate(paths.home.getHref(), { replace: true });
  }, [user, navigate]);
}
