import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { ThemeModeProvider } from '../features/config/components/theme-mode-provider';

/** A client that never retries, so a failing request shows its state at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders with the providers every feature needs and the toasts the app shows beside it. */
export function renderWithProviders(ui: ReactNode, queryClient = createTestQueryClient()) {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      {/* The app's own provider: the dashboard's top bar carries the theme toggle. */}
      <ThemeModeProvider>{ui}</ThemeModeProvider>
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
