import type { ReactNode } from 'react';
import type { SessionUser } from '@shop/shared';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { LoginPanelProvider } from '../features/auth/components/login-panel-provider';
import { queryKeys } from '../lib/query-keys';
import { createTestQueryClient, renderWithProviders } from './render';
import { TEST_CUSTOMER } from './session-user';

/**
 * One customer page (its route's `element`) at `path` (with its navigation state, if any),
 * signed in as `session` (TEST_CUSTOMER unless said), with stand-ins for the pages it links or
 * navigates to (`others`).
 */
export function renderCustomerPage(
  path: InitialEntry,
  page: { path: string; element: ReactNode },
  others: Record<string, ReactNode> = {},
  session: SessionUser = TEST_CUSTOMER,
) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session, session);
  const router = createMemoryRouter(
    [page, ...Object.entries(others).map(([at, element]) => ({ path: at, element }))],
    { initialEntries: [path] },
  );
  return {
    router,
    ...renderWithProviders(
      <LoginPanelProvider>
        <RouterProvider router={router} />
      </LoginPanelProvider>,
      queryClient,
    ),
  };
}
