import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS } from '../config/app';
import { useHydrated } from '../hooks/use-hydrated';
import { ThemeModeProvider } from '../features/config/components/theme-mode-provider';
import { ThemeSync } from '../features/config/components/theme-sync';
import { useThemeMode } from '../features/config/hooks/use-theme-mode';

/**
 * Toasts render beside the app root, not inside it: while a modal is open the root is inert and
 * hidden, and messages about the modal's form must still be seen and heard.
 */
function Toasts() {
  const { mode } = useThemeMode();
  if (!useHydrated()) return null;
  return createPortal(
    <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} theme={mode} />,
    document.body,
  );
}

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <ThemeSync />
        {children}
        <Toasts />
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
