import { createContext, use } from 'react';

export type LoginPanelMode = 'login' | 'register';

export interface OpenLoginPanelOptions {
  mode?: LoginPanelMode;
  /** Where to go after signing in (the page a guard turned the visitor away from). */
  redirectTo?: string;
}

interface LoginPanelValue {
  isOpen: boolean;
  mode: LoginPanelMode;
  redirectTo: string | null;
  /** Closed by a link to another page (not dismissed): a route that prompted stays out of the way. */
  leftForPage: boolean;
  open: (options?: OpenLoginPanelOptions) => void;
  setMode: (mode: LoginPanelMode) => void;
  close: () => void;
  /** Closes the panel for a link to another page ('Recuperar contraseña'). */
  leave: () => void;
}

export const LoginPanelContext = createContext<LoginPanelValue | null>(null);

export function useLoginPanel(): LoginPanelValue {
  const value = use(LoginPanelContext);
  if (!value) throw new Error('useLoginPanel needs <LoginPanelProvider>.');
  return value;
}
