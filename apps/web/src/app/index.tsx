import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { AppRouter, type AppRouterInstance } from './router';

/**
 * Marks <html data-app-ready> once the app has drawn or hydrated its first view: until then the
 * buttons of a page the server drew do nothing yet (the end-to-end tests wait for it).
 */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
}

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: AppRouterInstance;
}) {
  useReadyMark();
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
  );
}
