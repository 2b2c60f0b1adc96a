import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Permission } from '@shop/shared';
import { dashboardRoute } from '../app/dashboard-routes';
import { queryKeys } from '../lib/query-keys';
import { createTestQueryClient, renderWithProviders } from './render';
import { TEST_CUSTOMER } from './session-user';

/** A dashboard address rendered for a signed-in staff member holding `permissions`. */
export function renderDashboard(path: string, permissions: Permission[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session, {
    ...TEST_CUSTOMER,
    fullName: 'Marta Ríos',
    permissions: ['USER', ...permissions],
  });
  const router = createMemoryRouter([{ path: '/', element: <h1>Tienda</h1> }, dashboardRoute], {
    initialEntries: [path],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, queryClient) };
}
