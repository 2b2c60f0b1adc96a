import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLoginPrompt } from '../../features/auth/hooks/use-login-prompt';
import { HomeRoute } from './home';
import { usePageMeta } from '../../lib/page-meta';

/** The guard's `state.from` as a path, when the guard sent the visitor here. */
function returnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'object' || from === null) return null;
  if (!('pathname' in from) || typeof from.pathname !== 'string') return null;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  return `${from.pathname}${search}`;
}

/** /login: the home page with the sign-in panel open, then back to where the guard stopped. */
export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const redirectTo = returnPath(location.state) ?? paths.home.getHref();
  const onSignedIn = useCallback(
    () => navigate(redirectTo, { replace: true }),
    [navigate, redirectTo],
  );

  useLoginPrompt({ redirectTo, onSignedIn });
  usePageMeta({ title: 'Iniciar sesión' });
  return <HomeRoute />;
}
