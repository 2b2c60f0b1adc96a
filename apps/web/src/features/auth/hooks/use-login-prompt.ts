import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../api/get-session';
import { useLoginPanel } from './use-login-panel';

interface LoginPromptOptions {
  /** Where a successful sign-in leads. */
  redirectTo: string;
  /** Runs instead of prompting when the visitor is already signed in. */
  onSignedIn: () => void;
}

/**
 * For routes that exist to ask for a sign-in (/login, /user): once the session is known, either
 * hand a signed-in user on, or open the panel; dismissing the panel leaves the route for home,
 * so the address bar never shows /login behind a closed panel. A link out of the panel ('Recuperar
 * contraseña') goes where it points instead.
 */
export function useLoginPrompt({ redirectTo, onSignedIn }: LoginPromptOptions) {
  const { data: user, isPending } = useSession();
  const { open, isOpen, leftForPage } = useLoginPanel();
  const navigate = useNavigate();
  const decided = useRef(false);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (isPending || decided.current) return;
    decided.current = true;
    if (user) {
      onSignedIn();
    } else {
      open({ redirectTo });
    }
  }, [isPending, user, open, redirectTo, onSignedIn]);

  useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
    } else if (wasOpen.current && !user && !leftForPage) {
      navigate(paths.home.getHref(), { replace: true });
    }
  }, [isOpen, user, leftForPage, navigate]);
}
