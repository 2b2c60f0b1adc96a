import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_MESSAGES } from '@shop/shared';
import { fakeApi, type ApiCall } from '../../../testing/fake-api';
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

function api(extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.url.pathname === '/api/brand/admin')
      return Response.json(BRANDS);
    return extra(call);
  });
}
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
    const calls = api((call) =>
      call.method === 'POST'
        ? Response.json(detail({ name: 'Ñandú Redes' }), { status: 201 })
        : undefined,
    );
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
    const calls = api((call) =>
      call.method === 'PATCH' ? Response.json(detail({ id: 1 })) : undefined,
    );
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
    const calls = api((call) =>
      call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
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

describe('/dashboard/admin-products/brands/create', () => {
  it("shows the brand form, and 'Error al crear la marca.' with the server's reason", async () => {
    api((call) =>
      call.method === 'POST'
        ? Response.json(
            {
              statusCode: 409,
              error: 'Conflict',
              code: 'BRAND_NAME_TAKEN',
              message: BRAND_MESSAGES.nameTaken,
            },
            { status: 409 },
          )
        : undefined,
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
