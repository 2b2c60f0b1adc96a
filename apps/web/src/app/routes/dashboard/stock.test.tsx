import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LowStockProduct } from '@shop/shared';
import { lowStockApi } from '../../../testing/api/stock';
import { fakeApi, queryOf, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

// Unmount first: a screen still mounted must never reach the real network once fetch is restored.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = (overrides: Partial<LowStockProduct> = {}): LowStockProduct => ({
  id: 7,
  name: 'Router MikroTik hEX',
  sku: 'MKT-RB750',
  model: 'RB750Gr3',
  brand: 'MikroTik',
  stock: 2,
  minimumStock: 5,
  available: true,
  ...overrides,
});

const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/products/low/stock');

function renderStock(
  search = '',
  products = [
    product(),
    product({
      id: 9,
      name: 'Cámara Hikvision',
      sku: 'HIK-1',
      brand: 'Hikvision',
      stock: 0,
      available: false,
    }),
  ],
) {
  const calls = fakeApi(lowStockApi(products, 2));
  return {
    calls,
    ...renderDashboard(`/dashboard/admin-products/stock${search}`, ['ADMIN_STOCK']),
  };
}

const findTable = () =>
  screen.findByRole('table', { name: 'Productos con bajo stock' }, { timeout: 5000 });

describe("'Monitorear Stock'", () => {
  it('asks for 30 per page, and shows each product with a link to its detail', async () => {
    const { calls } = renderStock();
    const table = await findTable();

    expect(queryOf(listCalls(calls)[0])).toEqual({ offset: '0', limit: '30' });
    expect(within(table).getByRole('link', { name: 'Router MikroTik hEX' })).toHaveAttribute(
      'href',
      '/dashboard/admin-products/7',
    );
    const router = within(table).getByRole('row', { name: /Router MikroTik/ });
    expect(router).toHaveTextContent('MKT-RB750');
    expect(router).toHaveTextContent('Disponible');
    expect(screen.getByText('Página 1 de 2')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Monitorear Stock' })).toBeVisible();
  });

  it("marks a sold-out product 'Agotado'", async () => {
    renderStock();
    const table = await findTable();
    const camera = within(table).getByRole('row', { name: /Cámara Hikvision/ });
    expect(within(camera).getByText('Agotado')).toBeVisible();
    expect(camera).toHaveTextContent('No disponible');
    const router = within(table).getByRole('row', { name: /Router MikroTik/ });
    expect(within(router).queryByText('Agotado')).toBeNull();
  });

  it('searches once the typing pauses, 20 per page, and keeps the search in the address', async () => {
    const { calls, router, user } = renderStock();
    await findTable();

    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar productos con bajo stock' }),
      'hex',
    );

    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1))).toEqual({
        offset: '0',
        limit: '20',
        searchTerm: 'hex',
      }),
    );
    const searched = listCalls(calls).map((call) => call.url.searchParams.get('searchTerm'));
    expect(searched.filter(Boolean)).toEqual(['hex']);
    expect(router.state.location.search).toBe('?q=hex');
  });

  it('reads the search and page of the address', async () => {
    const { calls } = renderStock('?q=camara&page=2');
    await findTable();
    expect(queryOf(listCalls(calls)[0])).toEqual({
      offset: '1',
      limit: '20',
      searchTerm: 'camara',
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar productos con bajo stock' })).toHaveValue(
      'camara',
    );
  });

  it('says so when nothing matches the search', async () => {
    renderStock('?q=nada', []);
    expect(
      await screen.findByText(
        'Ningún producto con bajo stock coincide con la búsqueda.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
  });
});
