import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditApi, auditEntry } from '../../../testing/api/audit';
import { rolesApi } from '../../../testing/api/roles';
import { fakeApi, queryOf } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

const SALES = {
  id: 4,
  name: 'Ventas',
  description: 'Atiende las órdenes',
  permissions: ['ADMIN_ORDERS', 'ADMIN_REPORTS'],
  accounts: 2,
};

const entry = (id: number, action: string, before: unknown, after: unknown) =>
  auditEntry({
    id,
    entity: 'role',
    entityId: '4',
    action,
    before,
    after,
    createdAt: '2026-08-15T20:05:00.000Z',
  });

describe("a role's 'Historial'", () => {
  it("opens the role's trail with names, descriptions and permissions in words", async () => {
    const calls = fakeApi(
      rolesApi([SALES]),
      auditApi('/api/roles/4/audit', [
        entry(
          7,
          'update',
          { name: 'Vendedores', permissions: ['ADMIN_ORDERS'] },
          { name: 'Ventas', permissions: ['ADMIN_ORDERS', 'ADMIN_REPORTS'] },
        ),
        entry(6, 'create', null, {
          name: 'Vendedores',
          description: '',
          permissions: ['ADMIN_ORDERS'],
        }),
      ]),
    );
    const { user } = renderDashboard('/dashboard/roles', ['ADMIN_ROLES']);

    const table = await screen.findByRole('table', { name: 'Roles' }, { timeout: 5000 });
    await user.click(within(table).getByRole('button', { name: 'Historial del rol Ventas' }));

    const dialog = screen.getByRole('dialog', { name: 'Historial del rol Ventas' });
    const trail = await within(dialog).findByRole('table', { name: 'Historial del rol Ventas' });
    const audits = calls.filter((call) => call.url.pathname === '/api/roles/4/audit');
    expect(audits.map(queryOf)).toEqual([{ offset: '0', limit: '10' }]);
    const [, edit, creation] = within(trail).getAllByRole('row');
    expect(edit).toHaveTextContent('Edición');
    expect(edit).toHaveTextContent(
      /Nombre: Vendedores; Permisos: Órdenes y Cotizaciones →.*Nombre: Ventas; Permisos: Órdenes y Cotizaciones, Reportes/,
    );
    expect(creation).toHaveTextContent('Creación');
    expect(creation).toHaveTextContent(
      /— →.*Nombre: Vendedores; Descripción: sin descripción; Permisos: Órdenes y Cotizaciones/,
    );
  });
});
