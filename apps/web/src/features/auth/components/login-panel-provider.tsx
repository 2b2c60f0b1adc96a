import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  LoginPanelContext,
  type LoginPanelMode,
  type OpenLoginPanelOptions,
} from '../hooks/use-login-panel';

interface PanelState {
  isOpen: boolean;
  mode: LoginPanelMode;
  redirectTo: string | null;
  leftForPage: boolean;
}

/** The sign-in/registration panel is opened from the header, the home page and the /login route. */
export function LoginPanelProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PanelState>({
    isOpen: false,
    mode: 'login',
    redirectTo: null,
    leftForPage: false,
  });

  const open = useCallback((options: OpenLoginPanelOptions = {}) => {
    setState({
      isOpen: true,
      mode: options.mode ?? 'login',
      redirectTo: options.redirectTo ?? null,
      leftForPage: false,
    });
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, isOpen: false })), []);
  const leave = useCallback(
    () => setState((s) => ({ ...s, isOpen: false, leftForPage: true })),
    [],
  );
  const setMode = useCallback((mode: LoginPanelMode) => setState((s) => ({ ...s, mode })), []);

  const value = useMemo(
    () => ({ ...state, open, close, leave, setMode }),
    [state, open, close, leave, setMode],
  );
  return <LoginPanelContext value={value}>{children}</LoginPanelContext>;
}
