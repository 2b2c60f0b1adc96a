import { lazy, Suspense, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS } from '../config/app';
import { useHydrated } from '../hooks/use-hydrated';
import { useConfig } from '../features/config/api/get-config';
import { ThemeModeProvider } from '../features/config/components/theme-mode-provider';
import { ThemeSync } from '../features/config/components/theme-sync';
import { useThemeMode } from '../features/config/hooks/use-theme-mode';
import { PageMetaProvider, type HeadMeta } from '../lib/page-meta';
import { loadToasts } from '../lib/toast';

const ToastContainer = lazy(async () => ({ default: (await loadToasts()).ToastContainer }));

/**
 * Toasts render beside the app root, not inside it: while a modal is open the root is inert and
 * hidden, and messages about the modal's form must still be seen and heard. The container loads
 * with the library after the first paint (lib/toast).
 */
function Toasts() {
  const { mode } = useThemeMode();
  if (!useHydrated()) return null;
  return createPortal(
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} theme={mode} />
    </Suspense>,
    document.body,
  );
}

/** Pages title themselves after the shop's configured name (usePageMeta). */
function PageMetaRoot({
  collectHead,
  children,
}: {
  collectHead: ((head: HeadMeta) => void) | undefined;
  children: ReactNode;
}) {
  const shopName = useConfig().data?.shopName ?? '';
  return (
    <PageMetaProvider shopName={shopName} {...(collectHead ? { collect: collectHead } : {})}>
      {children}
    </PageMetaProvider>
  );
}

export function AppProvider({
  queryClient,
  collectHead,
  children,
}: {
  queryClient: QueryClient;
  /** The server's first view: where the page leaves its title and description. */
  collectHead?: (head: HeadMeta) => void;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <ThemeSync />
        <PageMetaRoot collectHead={collectHead}>{children}</PageMetaRoot>
        <Toasts />
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
