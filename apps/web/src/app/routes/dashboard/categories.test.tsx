import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_MESSAGES } from '@shop/shared';
import { categoriesApi } from '../../../testing/api/categories';
import { apiError, fakeApi, json, noContent, on, type Route } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, name: string, level: 1 | 2, extra: object = {}) => ({
  id,
  name,
  level,
  parentCategoryId: null,
  parentName: null,
  products: 0,
  subcategories: 0,
  ...extra,
});
const CATEGORIES = [
  row(1, 'Redes', 1, { subcategories: 1 }),
  row(2, 'Energía', 1),
  row(3, 'Routers', 2, { parentCategoryId: 1, parentName: 'Redes', products: 12 }),
];

const api = (...routes: Route[]) => fakeApi(...routes, categoriesApi({ admin: CATEGORIES }));

describe('/dashboard/admin-products/categories', () => {
  it('shows level 1 and level 2 in two tables, level 2 with its parent', async () => {
    api();
    renderDashboard('/dashboard/admin-products/categories', ['ADMIN_TAGS']);
    const level1 = await screen.findByRole(
      'table',
      { name: 'Categorías de nivel 1' },
      { timeout: 5000 },
    );
    expect(within(level1).getByText('Redes')).toBeInTheDocument();
    expect(within(level1).getByText('Energía')).toBeInTheDocument();
    const level2 = screen.getByRole('table', { name: 'Categorías de nivel 2' });
    const routers = within(level2).getByText('Routers').closest('tr')!;
    expect(within(routers).getByText('Redes')).toBeInTheDocument();
    expect(within(routers).getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear categoría' })).toHaveAttribute(
      'href',
      '/dashboard/admin-products/categories/create',
    );
  });

  it('asks before deleting, closes on cancel and deletes on confirm', async () => {
    const calls = api(on('DELETE', '/api/category/:id', noContent));
    const { user } = renderDashboard('/dashboard/admin-products/categories', ['ADMIN_TAGS']);
    const level1 = await screen.findByRole(
      'table',
      { name: 'Categorías de nivel 1' },
      { timeout: 5000 },
    );

    await user.click(within(level1).getByRole('button', { name: 'Eliminar la categoría Energía' }));
    expect(screen.getByRole('dialog', { name: 'Eliminar categoría' })).toHaveTextContent(
      '¿Eliminar la categoría Energía?',
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(level1).getByRole('button', { name: 'Eliminar la categoría Energía' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(CATEGORY_MESSAGES.deleted)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/category/2',
    ]);
  });

  it('says why a used category cannot be deleted, from the list and from the server', async () => {
    api(
      on('DELETE', '/api/category/:id', () =>
        apiError(409, 'CATEGORY_IN_USE', CATEGORY_MESSAGES.hasProducts(4)),
      ),
    );
    const { user } = renderDashboard('/dashboard/admin-products/categories', ['ADMIN_TAGS']);
    const level2 = await screen.findByRole(
      'table',
      { name: 'Categorías de nivel 2' },
      { timeout: 5000 },
    );
    await user.click(within(level2).getByRole('button', { name: 'Eliminar la categoría Routers' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar categoría' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CATEGORY_MESSAGES.hasProducts(12));
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    // The list was stale: the server refuses and the dialog shows its reason.
    const level1 = screen.getByRole('table', { name: 'Categorías de nivel 1' });
    await user.click(within(level1).getByRole('button', { name: 'Eliminar la categoría Energía' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const refused = screen.getByRole('dialog', { name: 'Eliminar categoría' });
    expect(await within(refused).findByRole('alert')).toHaveTextContent(
      CATEGORY_MESSAGES.hasProducts(4),
    );
    expect(await screen.findByText(CATEGORY_MESSAGES.deleteFailed)).toBeInTheDocument();
  });
});

describe('/dashboard/admin-products/categories/create', () => {
  it('disables the parent for level 1 and requires it for level 2', async () => {
    const calls = api(
      on('POST', '/api/category', () =>
        json({ id: 9, name: 'Antenas', level: 2, parentCategoryId: 1 }, 201),
      ),
    );
    const { user } = renderDashboard('/dashboard/admin-products/categories/create', ['ADMIN_TAGS']);
    const parent = await screen.findByRole(
      'combobox',
      { name: 'Categoría padre' },
      { timeout: 5000 },
    );
    expect(parent).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Antenas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nivel' }), '2');
    expect(parent).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Crear categoría' }));
    expect(await screen.findByText(CATEGORY_MESSAGES.parentRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.selectOptions(parent, 'Redes');
    await user.click(screen.getByRole('button', { name: 'Crear categoría' }));
    expect(await screen.findByText(CATEGORY_MESSAGES.created)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Antenas',
      level: 2,
      parentCategoryId: 1,
    });
    expect(
      await screen.findByRole('heading', { name: 'Categorías', level: 1 }),
    ).toBeInTheDocument();
  });

  it("shows 'Error al crear la categoría' with the server's reason", async () => {
    api(
      on('POST', '/api/category', () =>
        apiError(409, 'CATEGORY_NAME_TAKEN', CATEGORY_MESSAGES.nameTaken),
      ),
    );
    const { user } = renderDashboard('/dashboard/admin-products/categories/create', ['ADMIN_TAGS']);
    await user.type(
      await screen.findByRole('textbox', { name: 'Nombre' }, { timeout: 5000 }),
      'Redes',
    );
    await user.click(screen.getByRole('button', { name: 'Crear categoría' }));
    expect(
      await screen.findByText(`${CATEGORY_MESSAGES.createFailed}: ${CATEGORY_MESSAGES.nameTaken}`),
    ).toBeInTheDocument();
    // Beside the field too.
    expect(screen.getByText(CATEGORY_MESSAGES.nameTaken)).toHaveAttribute('id');
  });
});
