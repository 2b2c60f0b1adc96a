import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_ADMIN_MESSAGES } from '@shop/shared';
import { auditEntry } from '../../../testing/api/audit';
import { adminProductApi, adminProductsApi } from '../../../testing/api/products';
import { apiError, fakeApi, noContent, on, queryOf, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, o: object = {}) => ({
  id,
  name: `Router ${id}`,
  model: `RB-${id}`,
  sku: `SKU-${id}`,
  brand: { id: 3, name: 'MikroTik' },
  images: { product_url: '/api/files/product/x.webp', views_url: [] },
  price: 289_900,
  vat: 0.19,
  ivaClass: 'COMPUTER',
  stock: 12,
  minimumStock: 2,
  available: true,
  ...o,
});

const PRODUCT = {
  ...row(9),
  description: '<p>Router de <strong>5 puertos</strong></p>',
  caracteristics: ['5 puertos', 'PoE pasivo'],
  system: 'Router 9',
  brand: 3,
  brandName: 'MikroTik',
  categories: [1, 4],
  categoryNames: ['Redes', 'Routers'],
  dataSheetURL: null,
  images: { product_url: '/api/files/product/x.webp', views_url: ['/api/files/product/y.webp'] },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const lists = (calls: ApiCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/products/admin').map(queryOf);

describe('/dashboard/admin-products', () => {
  it('lists a page of 40 with price in pesos, stock and availability, each opening its detail', async () => {
    const calls = fakeApi(
      adminProductsApi({
        products: [row(9), row(10, { available: false, stock: 1 })],
        total: 2,
        totalPages: 3,
      }),
    );
    renderDashboard('/dashboard/admin-products', ['ADMIN_PRODUCTS']);

    const table = await screen.findByRole('table', { name: 'Productos' }, { timeout: 5000 });
    expect(lists(calls)).toEqual([{ offset: '0', limit: '40' }]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('SKU-9');
    expect(first).toHaveTextContent(/\$\s?289\.900/);
    expect(first).toHaveTextContent('Disponible');
    expect(second).toHaveTextContent('No disponible');
    expect(within(table).getByRole('link', { name: 'Router 9' })).toHaveAttribute(
      'href',
      '/dashboard/admin-products/9',
    );
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear producto' })).toHaveAttribute(
      'href',
      '/dashboard/admin-products/create',
    );
    expect(screen.getByRole('link', { name: 'Carga masiva' })).toHaveAttribute(
      'href',
      '/dashboard/admin-products/upload',
    );
  });

  it('asks again with the page size chosen and, after the typing pause, with the search', async () => {
    const calls = fakeApi(adminProductsApi({ products: [row(9)], total: 1, totalPages: 1 }));
    const { user } = renderDashboard('/dashboard/admin-products?page=2', ['ADMIN_PRODUCTS']);
    await screen.findByRole('table', { name: 'Productos' }, { timeout: 5000 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Por página' }), '20');
    await waitFor(() => expect(lists(calls).at(-1)).toEqual({ offset: '0', limit: '20' }));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'hex poe');
    // One request for the whole word typed, not one per key.
    await waitFor(() =>
      expect(lists(calls).at(-1)).toEqual({ offset: '0', limit: '20', searchTerm: 'hex poe' }),
    );
    expect(lists(calls).filter((q) => q.searchTerm)).toHaveLength(1);
  });
});

describe('/dashboard/admin-products/{id}', () => {
  const TRAIL = [
    auditEntry({
      id: 5,
      entity: 'product',
      entityId: '9',
      action: 'update',
      before: { price: 250_000, stock: 20 },
      after: { price: 289_900, stock: 12 },
      createdAt: '2026-11-21T10:00:00.000Z',
    }),
  ];
  const api = (deleteAnswer: Response) =>
    fakeApi(
      adminProductApi(PRODUCT, TRAIL),
      on('DELETE', '/api/products/:id', () => deleteAnswer),
    );

  it('shows every field, the images, Editar and the price and stock history', async () => {
    api(noContent());
    renderDashboard('/dashboard/admin-products/9', ['ADMIN_PRODUCTS']);

    expect(
      await screen.findByRole('heading', { name: 'Router 9' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Redes › Routers')).toBeInTheDocument();
    const menu = screen.getAllByRole('link', { name: 'Productos' });
    expect(menu.some((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
    expect(screen.getByText(/289\.900 antes de IVA/)).toBeInTheDocument();
    expect(screen.getByText('Computador personal (excluido hasta 50 UVT)')).toBeInTheDocument();
    expect(screen.getByText('12 (mínimo 2)')).toBeInTheDocument();
    expect(screen.getByText('5 puertos', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/dashboard/admin-products/update/9',
    );
    const trail = await screen.findByRole('table', { name: 'Historial de cambios del producto' });
    expect(trail).toHaveTextContent('admin@example.com');
    expect(trail).toHaveTextContent(/Precio: \$\s?250\.000 · Stock: 20/);
    expect(trail).toHaveTextContent(/Precio: \$\s?289\.900 · Stock: 12/);
  });

  it('goes back to the grid after a deletion', async () => {
    const calls = api(noContent());
    const { user, router } = renderDashboard('/dashboard/admin-products/9', ['ADMIN_PRODUCTS']);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar producto' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin-products'));
    expect(await screen.findByText(PRODUCT_ADMIN_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('deletes after the confirmation, or shows why the server refused', async () => {
    const calls = api(apiError(409, 'PRODUCT_IN_USE', PRODUCT_ADMIN_MESSAGES.inUse));
    const { user } = renderDashboard('/dashboard/admin-products/9', ['ADMIN_PRODUCTS']);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar producto' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() =>
      expect(screen.getAllByText(PRODUCT_ADMIN_MESSAGES.inUse).length).toBeGreaterThan(0),
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/products/9',
    ]);
    expect(screen.getByRole('heading', { name: 'Router 9' })).toBeVisible();
  });
});

describe("the 'Productos' menu entry", () => {
  it('is current on the products pages but not on a sibling entry under its address', async () => {
    fakeApi();
    renderDashboard('/dashboard/admin-products/stock', ['ADMIN_PRODUCTS', 'ADMIN_STOCK']);
    const stock = await screen.findAllByRole(
      'link',
      { name: 'Monitorear Stock' },
      { timeout: 5000 },
    );
    expect(stock.some((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
    const products = screen.getAllByRole('link', { name: 'Productos' });
    expect(products.some((link) => link.getAttribute('aria-current') === 'page')).toBe(false);
  });
});
