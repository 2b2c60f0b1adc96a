import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/shared';
import { clientListApi } from '../testing/api/clients';
import { fakeApi } from '../testing/fake-api';
import { renderDashboard } from '../testing/render-dashboard';

// The welcome page lists the accounts waiting for activation: none here.
beforeEach(() => {
  fakeApi(clientListApi(() => ({ users: [], totalPages: 0 })));
});
afterEach(() => vi.unstubAllGlobals());

// Every dashboard page is a lazy chunk: the first import of a test run can take seconds.
const LAZY = { timeout: 10_000 };

const menuEntries = async () => {
  const menu = await screen.findByRole('navigation', { name: 'Opciones' }, LAZY);
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('dashboard', () => {
  it('lists in the menu only the screens the permissions open, with the welcome page for ADMIN_CLIENTS', async () => {
    renderDashboard('/dashboard', ['ADMIN_CLIENTS', 'ADMIN_REPORTS']);

    expect(await screen.findByRole('heading', { name: 'Resumen' }, LAZY)).toBeInTheDocument();
    expect(await menuEntries()).toEqual(['Resumen', 'Clientes', 'Reportes']);
  });

  it('takes an admin without ADMIN_CLIENTS from the welcome page to the first screen they may open', async () => {
    const { router } = renderDashboard('/dashboard', ['ADMIN_ORDERS']);

    expect(await menuEntries()).toEqual(['Órdenes y Cotizaciones']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/history'), LAZY);
  });

  it('sends an admin opening a screen of another permission home with the spec message', async () => {
    const { router } = renderDashboard('/dashboard/roles', ['ADMIN_ORDERS']);

    expect(await screen.findByRole('heading', { name: 'Tienda' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps a plain customer out of the dashboard altogether', async () => {
    const { router } = renderDashboard('/dashboard/history', []);

    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
