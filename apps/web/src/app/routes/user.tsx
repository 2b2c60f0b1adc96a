import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { paths } from '../../config/paths';
import { useLoginPrompt } from '../../features/auth/hooks/use-login-prompt';
import { HomeRoute } from './home';

/**
 * /user (docs/architecture.md, "Contract: screens and routes"): a signed-in user is told so and
 * sent home; others get the sign-in panel.
 */
export function UserRoute() {
  const navigate = useNavigate();
  const onSignedIn = useCallback(() => {
    toast.info('Ya se encuentra autenticado.', { toastId: 'already-signed-in' });
    navigate(paths.home.getHref(), { replace: true });
  }, [navigate]);

  useLoginPrompt({ redirectTo: paths.home.getHref(), onSignedIn });
  return <HomeRoute />;
}
