import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientListItem } from '@shop/shared';
import { clientListItem } from '../../../testing/admin-clients';
import { TAX_RULES_VIEW } from '../../../testing/admin-config';
import { clientListApi } from '../../../testing/api/clients';
import { taxRulesApi } from '../../../testing/api/tax-rules';
import { fakeApi } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

/**
 * GET /api/auth as the server pages it: `pending` accounts waiting, `requests` with a type
 * request; the page count follows the asked limit.
 */
function serveClients(pending: ClientListItem[], requests: number) {
  return fakeApi(
    clientListApi((call) => {
      const limit = Number(call.url.searchParams.get('limit'));
      const matching =
        call.url.searchParams.get('status') === 'PENDING'
          ? pending
          : Array.from({ length: requests }, (_, i) => clientListItem({ id: 100 + i }));
      return { users: matching.slice(0, limit), totalPages: Math.ceil(matching.length / limit) };
    }),
  );
}

const panel = async () =>
  screen.findByRole('region', { name: 'Cuentas por activar' }, { timeout: 5000 });

describe('the welcome page', () => {
  it('counts the accounts waiting for activation and links each and the filtered list', async () => {
    const waiting = [
      clientListItem({ id: 51, businessName: 'Redes del Caribe S.A.S.' }),
      clientListItem({ id: 52, businessName: 'Fibra Andina Ltda.' }),
      clientListItem({ id: 53, businessName: null, fullName: 'Jorge Pérez' }),
    ];
    serveClients(waiting, 2);
    renderDashboard('/dashboard', ['ADMIN_CLIENTS']);

    const pending = within(await panel());
    expect(await pending.findByText('3 cuentas esperan activación')).toBeVisible();
    expect(pending.getByRole('link', { name: /Redes del Caribe/ })).toHaveAttribute(
      'href',
      '/dashboard/clients/51',
    );
    expect(pending.getByRole('link', { name: /Jorge Pérez/ })).toHaveAttribute(
      'href',
      '/dashboard/clients/53',
    );
    expect(pending.getByRole('link', { name: 'Ver todas las cuentas pendientes' })).toHaveAttribute(
      'href',
      '/dashboard/clients?status=PENDING',
    );
    expect(
      await screen.findByRole('link', { name: /2 solicitudes de cambio de tipo/ }),
    ).toHaveAttribute('href', '/dashboard/clients?typeRequests=true');
  });

  it('says so when no account waits, and shows no type requests when there are none', async () => {
    serveClients([], 0);
    renderDashboard('/dashboard', ['ADMIN_CLIENTS']);

    expect(
      await within(await panel()).findByText('Ninguna cuenta espera activación.'),
    ).toBeVisible();
    expect(screen.queryByText(/^\d+ cuentas? esperan? activación$/)).toBeNull();
    expect(screen.queryByRole('link', { name: /solicitud/ })).toBeNull();
  });

  it('links the tax profiles the shop inferred and staff have not confirmed', async () => {
    fakeApi(
      clientListApi((call) => {
        const limit = Number(call.url.searchParams.get('limit'));
        const pendingProfiles = call.url.searchParams.get('taxProfilePending') === 'true' ? 3 : 0;
        return { users: [], totalPages: Math.ceil(pendingProfiles / limit) };
      }),
    );
    renderDashboard('/dashboard', ['ADMIN_CLIENTS']);

    expect(
      await screen.findByRole('link', { name: /3 perfiles tributarios por confirmar/ }),
    ).toHaveAttribute('href', '/dashboard/clients?taxProfilePending=true');
  });

  it('links the changes of city waiting for staff', async () => {
    fakeApi(
      clientListApi((call) => {
        const limit = Number(call.url.searchParams.get('limit'));
        const cities = call.url.searchParams.get('municipalityRequests') === 'true' ? 2 : 0;
        return { users: [], totalPages: Math.ceil(cities / limit) };
      }),
    );
    renderDashboard('/dashboard', ['ADMIN_CLIENTS']);

    expect(
      await screen.findByRole('link', { name: /2 cambios de ciudad por aprobar/ }),
    ).toHaveAttribute('href', '/dashboard/clients?municipalityRequests=true');
  });

  it('warns staff who keep the tax rules that next year’s UVT is missing', async () => {
    const message = 'Falta la UVT de 2027. La DIAN la fija por resolución a fin de año.';
    const calls = fakeApi(
      clientListApi(() => ({ users: [], totalPages: 0 })),
      taxRulesApi({
        view: { ...TAX_RULES_VIEW, warnings: [{ kind: 'NEXT_YEAR', year: 2027, message }] },
      }),
    );
    renderDashboard('/dashboard', ['ADMIN_CLIENTS', 'ADMIN_CONFIG']);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reglas de impuestos incompletas');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/dashboard/taxes');
    expect(calls.some((call) => call.url.pathname === '/api/tax-rules')).toBe(true);
  });

  it('asks nothing of the tax rules for staff without ADMIN_CONFIG', async () => {
    const calls = fakeApi(clientListApi(() => ({ users: [], totalPages: 0 })));
    renderDashboard('/dashboard', ['ADMIN_CLIENTS']);

    await within(await panel()).findByText('Ninguna cuenta espera activación.');
    expect(calls.some((call) => call.url.pathname === '/api/tax-rules')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
