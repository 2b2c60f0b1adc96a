import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_MESSAGES } from '@shop/shared';
import { auditApi, auditEntry } from '../../../testing/api/audit';
import { brandsApi } from '../../../testing/api/brands';
import { apiError, fakeApi, json, noContent, on, type Route } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

const brand = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  title: '',
  description: '',
  logo: null,
  products: 0,
  ...extra,
});
const BRANDS = [
  brand(1, 'Ubiquiti', {
    title: 'Ubiquiti en Colombia',
    description: '<p>Redes UniFi</p>',
    logo: '/api/files/product/ubiquiti.svg',
    products: 7,
  }),
  brand(2, 'Yealink'),
];

const api = (...routes: Route[]) => fakeApi(...routes, brandsApi({ admin: BRANDS }));
const detail = (body: object) => ({ ...brand(3, 'Nueva'), ...body });

describe('/dashboard/admin-products/brands', () => {
  it('lists brands with logo, title and product count', async () => {
    api();
    renderDashboard('/dashboard/admin-products/brands', ['ADMIN_BRANDS']);
    const table = await screen.findByRole('table', { name: 'Marcas' }, { timeout: 5000 });
    const ubiquiti = within(table).getByText('Ubiquiti').closest('tr')!;
    expect(within(ubiquiti).getByText('Ubiquiti en Colombia')).toBeInTheDocument();
    expect(within(ubiquiti).getByText('7')).toBeInTheDocument();
    expect(ubiquiti.querySelector('img')).toHaveAttribute('src', '/api/files/product/ubiquiti.svg');
    expect(within(table).getByText('Yealink').closest('tr')).toHaveTextContent('Sin título');
  });

  it('creates a brand in the dialog, refusing symbols in the name before sending', async () => {
    const calls = api(on('POST', '/api/brand', () => json(detail({ name: 'Ñandú Redes' }), 201)));
    const { user } = renderDashboard('/dashboard/admin-products/brands', ['ADMIN_BRANDS']);
    await screen.findByRole('table', { name: 'Marcas' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Crear marca' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear marca' });
    const name = within(dialog).getByRole('textbox', { name: 'Nombre' });
    await user.type(name, 'TP-Link');
    await user.click(within(dialog).getByRole('button', { name: 'Crear marca' }));
    expect(await within(dialog).findByText(BRAND_MESSAGES.symbols)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(name);
    await user.type(name, 'Ñandú Redes');
    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Redes del sur');
    await user.click(within(dialog).getByRole('button', { name: 'Crear marca' }));
    expect(await screen.findByText(BRAND_MESSAGES.created)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Ñandú Redes',
      title: 'Redes del sur',
      description: '',
      logo: null,
    });
  });

  it('edits a brand sending only what changed', async () => {
    const calls = api(on('PATCH', '/api/brand/:id', () => json(detail({ id: 1 }))));
    const { user } = renderDashboard('/dashboard/admin-products/brands', ['ADMIN_BRANDS']);
    const table = await screen.findByRole('table', { name: 'Marcas' }, { timeout: 5000 });
    await user.click(within(table).getByRole('button', { name: 'Editar la marca Ubiquiti' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar marca' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(BRAND_MESSAGES.unchanged)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    const title = within(dialog).getByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Ubiquiti Networks');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(BRAND_MESSAGES.updated)).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'PATCH');
    expect(sent?.url.pathname).toBe('/api/brand/1');
    expect(sent?.body).toEqual({ title: 'Ubiquiti Networks' });
  });

  it('refuses to delete a brand with products, and deletes an unused one on confirm', async () => {
    const calls = api(on('DELETE', '/api/brand/:id', noContent));
    const { user } = renderDashboard('/dashboard/admin-products/brands', ['ADMIN_BRANDS']);
    const table = await screen.findByRole('table', { name: 'Marcas' }, { timeout: 5000 });
    await user.click(within(table).getByRole('button', { name: 'Eliminar la marca Ubiquiti' }));
    let dialog = screen.getByRole('dialog', { name: 'Eliminar marca' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(BRAND_MESSAGES.inUse(7));
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Eliminar la marca Yealink' }));
    dialog = screen.getByRole('dialog', { name: 'Eliminar marca' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(BRAND_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/brand/2',
    ]);
  });
});

describe("a brand's 'Historial'", () => {
  it('shows who changed what, the description as plain words', async () => {
    api(
      auditApi('/api/brand/1/audit', [
        auditEntry({
          id: 5,
          entity: 'brand',
          entityId: '1',
          action: 'update',
          before: { title: 'Ubiquiti en Colombia', logo: null },
          after: {
            description: '<p>Redes <strong>UniFi</strong></p>',
            logo: '/api/files/product/u.svg',
          },
        }),
      ]),
    );
    const { user } = renderDashboard('/dashboard/admin-products/brands', ['ADMIN_BRANDS']);
    const table = await screen.findByRole('table', { name: 'Marcas' }, { timeout: 5000 });
    await user.click(within(table).getByRole('button', { name: 'Historial de la marca Ubiquiti' }));
    const dialog = screen.getByRole('dialog', { name: 'Historial de la marca Ubiquiti' });
    const trail = await within(dialog).findByRole('table', {
      name: 'Historial de la marca Ubiquiti',
    });
    expect(trail).toHaveTextContent('admin@example.com');
    expect(trail).toHaveTextContent('Título: Ubiquiti en Colombia; Logo: ninguno');
    expect(trail).toHaveTextContent('Descripción: Redes UniFi; Logo: /api/files/product/u.svg');
  });
});

describe('/dashboard/admin-products/brands/create', () => {
  it("shows the brand form, and 'Error al crear la marca.' with the server's reason", async () => {
    api(
      on('POST', '/api/brand', () => apiError(409, 'BRAND_NAME_TAKEN', BRAND_MESSAGES.nameTaken)),
    );
    const { user } = renderDashboard('/dashboard/admin-products/brands/create', ['ADMIN_BRANDS']);
    expect(
      await screen.findByRole('heading', { name: 'Crear marca', level: 1 }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'ubiquiti');
    await user.click(screen.getByRole('button', { name: 'Crear marca' }));
    expect(
      await screen.findByText(`${BRAND_MESSAGES.createFailed} ${BRAND_MESSAGES.nameTaken}`),
    ).toBeInTheDocument();
    expect(screen.getByText(BRAND_MESSAGES.nameTaken)).toHaveAttribute('id');
  });
});
