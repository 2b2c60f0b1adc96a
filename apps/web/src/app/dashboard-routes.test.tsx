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
    expect(await menuEntries()).toEqual(['Resumen', 'Reportes', 'Clientes']);
    const menu = screen.getByRole('navigation', { name: 'Opciones' });
    // Grouped under headings, and only the groups the permissions reach.
    expect(
      within(menu)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Ventas', 'Clientes']);
    const sales = within(menu).getByRole('region', { name: 'Ventas' });
    expect(within(sales).getByRole('link', { name: 'Reportes' })).toHaveAttribute(
      'href',
      '/dashboard/reports',
    );
  });

  it('draws its own frame: the staff member, the way back to the shop, the theme and the screen', async () => {
    renderDashboard('/dashboard', ['ADMIN_CLIENTS']);

    const main = await screen.findByRole('main', {}, LAZY);
    expect(await within(main).findByRole('heading', { name: 'Resumen' }, LAZY)).toBeVisible();
    const top = screen.getByRole('banner');
    expect(within(top).getByText('Marta Ríos')).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'Ver tienda' })).toHaveAttribute('href', '/');
    expect(within(top).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: /^Modo (Oscuro|Claro)$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute(
      'href',
      `#${main.id}`,
    );
    // Nothing of the storefront's frame: no search, no category bar, no footer.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('opens the side navigation from the menu button, as phones show it', async () => {
    const { user, router } = renderDashboard('/dashboard', ['ADMIN_CLIENTS', 'ADMIN_STOCK']);

    await user.click(
      await screen.findByRole('button', { name: 'Abrir el menú del dashboard' }, LAZY),
    );
    const drawer = screen.getByRole('dialog', { name: 'Dashboard' });
    expect(within(drawer).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Monitorear Stock' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/dashboard/admin-products/stock'),
      LAZY,
    );
  });

  it('takes an admin without ADMIN_CLIENTS from the welcome page to the first screen they may open', async () => {
    const { router } = renderDashboard('/dashboard', ['ADMIN_ORDERS']);

    expect(await menuEntries()).toEqual(['Órdenes y Cotizaciones']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/history'), LAZY);
  });

  it('sends an admin opening a screen of another permission home with the spec message', async () => {
    const { router } = renderDashboard('/dashboard/roles', ['ADMIN_ORDERS']);

    expect(await screen.findByRole('heading', { name: 'Tienda' }, LAZY)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps a plain customer out of the dashboard altogether', async () => {
    const { router } = renderDashboard('/dashboard/history', []);

    expect(await screen.findByText(MESSAGES.forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
