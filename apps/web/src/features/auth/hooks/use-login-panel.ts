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
  open: (options?: OpenLoginPanelOptions) => void;
  setMode: (mode: LoginPanelMode) => void;
  close: () => void;
}

export const LoginPanelContext = createContext<LoginPanelValue | null>(null);

export function useLoginPanel(): LoginPanelValue {
  const value = use(LoginPanelContext);
  if (!value) throw new Error('useLoginPanel needs <LoginPanelProvider>.');
  return value;
}
