import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CLIENT_MESSAGES, ERRORS, type Account } from '@shop/shared';
import { clientAccount } from '../../../testing/admin-clients';
import { auditEntry } from '../../../testing/api/audit';
import { clientApi } from '../../../testing/api/clients';
import { rolesApi } from '../../../testing/api/roles';
import { apiError, fakeApi, json, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

const ROLES = [
  { id: 1, name: 'Administrador', description: 'Todo el dashboard', permissions: [], accounts: 1 },
  { id: 2, name: 'Cliente', description: '', permissions: ['USER'], accounts: 9 },
];

const TRAIL = [
  auditEntry({
    id: 5,
    entity: 'user',
    entityId: '41',
    action: 'roles',
    before: { roles: [2] },
    after: { roles: [1, 2] },
    reason: 'Nueva jefa de compras',
    createdAt: '2026-08-15T20:05:00.000Z',
  }),
];

type Write = (call: ApiCall) => Response;

/** The detail of client 41; `write` answers the PATCH or POST the test makes. */
function renderClient(account: Account, write?: Write) {
  const calls = fakeApi(clientApi(account, TRAIL), rolesApi(ROLES), (call) =>
    call.method !== 'GET' && write ? write(call) : undefined,
  );
  const rendered = renderDashboard('/dashboard/clients/41', ['ADMIN_CLIENTS']);
  return { calls, ...rendered };
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
const updated = (account: Account) =>
  json({ message: ADMIN_CLIENT_MESSAGES.updated, changed: true, account });

const openDetail = () =>
  screen.findByRole('heading', { name: 'Conectividad Andina S.A.S.' }, { timeout: 5000 });

describe('the client detail', () => {
  it('shows the profile, a link to the RUT viewer and the audit trail in words', async () => {
    renderClient(clientAccount());

    await openDetail();
    expect(screen.getByRole('link', { name: 'Ver RUT' })).toHaveAttribute(
      'href',
      '/dashboard/clients/rut/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    );
    const trail = await screen.findByRole('table', { name: 'Historial de cambios' });
    const row = within(trail).getByRole('row', { name: /admin@example.com/ });
    expect(row).toHaveTextContent('Cambio de roles');
    expect(row).toHaveTextContent(/Cliente →.*Administrador, Cliente/);
    expect(row).toHaveTextContent('Nueva jefa de compras');
  });

  it('will not change the status without a reason, then sends it with the reason', async () => {
    const { calls, user } = renderClient(clientAccount(), () =>
      updated(clientAccount({ clientStatus: 'ACTIVE' })),
    );
    await openDetail();

    await user.click(screen.getByRole('button', { name: 'Activar' }));
    const dialog = screen.getByRole('dialog', { name: 'Activar la cuenta' });
    await user.type(within(dialog).getByLabelText('Razón del cambio'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Activar' }));

    expect(await screen.findAllByText(ADMIN_CLIENT_MESSAGES.reasonMissing)).not.toHaveLength(0);
    expect(within(dialog).getByLabelText('Razón del cambio')).toBeInvalid();
    expect(writes(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Razón del cambio'), 'RUT{enter}revisado');
    await user.click(within(dialog).getByRole('button', { name: 'Activar' }));

    expect(await screen.findByText('¡Actualización realizada!')).toBeVisible();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        body: { clientStatus: 'ACTIVE', comments: 'RUT revisado' },
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a reason with the roles message, then sends the chosen roles', async () => {
    const { calls, user } = renderClient(clientAccount(), () =>
      updated(clientAccount({ roles: ROLES.map(({ id, name }) => ({ id, name })) })),
    );
    await openDetail();

    await user.click(screen.getByRole('button', { name: 'Editar roles' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar roles' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Administrador/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar roles' }));

    expect(await screen.findAllByText(ADMIN_CLIENT_MESSAGES.rolesReasonMissing)).not.toHaveLength(
      0,
    );
    expect(writes(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Razón del cambio'), 'Nueva jefa de compras');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar roles' }));

    expect(await screen.findByText('Roles actualizados correctamente')).toBeVisible();
    expect(writes(calls)[0]?.body).toEqual({ roles: [1, 2], comments: 'Nueva jefa de compras' });
  });

  it("shows the server's refusal as it says it", async () => {
    const { user } = renderClient(clientAccount({ clientStatus: 'ACTIVE' }), () =>
      apiError(409, 'SELF_LOCKOUT', ERRORS.SELF_LOCKOUT.message),
    );
    await openDetail();

    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    const dialog = screen.getByRole('dialog', { name: 'Desactivar la cuenta' });
    await user.type(within(dialog).getByLabelText('Razón del cambio'), 'Prueba');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));

    expect(await screen.findByText(ERRORS.SELF_LOCKOUT.message)).toBeVisible();
  });

  it('approves a pending type request with a reason', async () => {
    const account = clientAccount({ clientStatus: 'ACTIVE', requestedClientType: 'GOVERMENT' });
    const { calls, user } = renderClient(account, () =>
      Response.json({
        message: ADMIN_CLIENT_MESSAGES.requestApproved,
        changed: true,
        account: { ...account, clientType: 'GOVERMENT', requestedClientType: null },
      }),
    );
    await openDetail();

    const request = screen.getByRole('region', { name: 'Solicitud de cambio de tipo' });
    expect(request).toHaveTextContent('Pide pasar de Integrador de soluciones a Gobierno');
    await user.click(within(request).getByRole('button', { name: 'Aprobar' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprobar la solicitud' });
    await user.type(within(dialog).getByLabelText('Razón del cambio'), 'Contrato con la alcaldía');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));

    expect(await screen.findByText(ADMIN_CLIENT_MESSAGES.requestApproved)).toBeVisible();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { approve: true, comments: 'Contrato con la alcaldía' },
      }),
    ]);
    expect(writes(calls)[0]?.url.pathname).toBe('/api/auth/41/type-request');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Solicitud de cambio de tipo' })).toBeNull(),
    );
  });
});
