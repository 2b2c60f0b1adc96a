import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Permission, type SessionUser } from '@shop/shared';
import { queryKeys } from '../../../lib/query-keys';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { TEST_CUSTOMER } from '../../../testing/session-user';
import { rememberSession } from '../utils/session-flag';
import { RequireAuth } from './require-auth';

const customer = TEST_CUSTOMER;

function LoginPage() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <h1>Iniciar sesión (desde {from})</h1>;
}

function renderGuarded(user: SessionUser | null, permissions: readonly Permission[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session, user);
  return renderWithProviders(
    <MemoryRouter initialEntries={['/orders']}>
      <Routes>
        <Route path="/" element={<h1>Inicio</h1>} />
        <Route path="/login" element={<LoginPage />} />
        <Route element={<RequireAuth permissions={permissions} />}>
          <Route path="/orders" element={<h1>Mis pedidos</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
    queryClient,
  );
}

describe('RequireAuth', () => {
  it('sends an anonymous visitor to the login page with a message and the page to return to', async () => {
    renderGuarded(null, ['USER']);

    expect(
      await screen.findByRole('heading', { name: 'Iniciar sesión (desde /orders)' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.loginRequired)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mis pedidos' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user without the permission home with a message', async () => {
    renderGuarded(customer, ['ADMIN_ORDERS']);

    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mis pedidos' })).not.toBeInTheDocument();
  });

  it('renders the page for a user who holds one of the permissions', async () => {
    renderGuarded(customer, ['USER']);

    expect(await screen.findByRole('heading', { name: 'Mis pedidos' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loginRequired)).not.toBeInTheDocument();
  });

  it('leaves an expired session to the expiry handler instead of sending it to login', async () => {
    rememberSession();
    renderGuarded(null, ['USER']);

    // The guard keeps the skeleton; useSessionExpiry (mounted in the layout) tells and goes home.
    // The session is known at the first render, so the guard's effect has already run here.
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByRole('heading', { name: /Iniciar sesión/ })).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loginRequired)).not.toBeInTheDocument();
  });
});
