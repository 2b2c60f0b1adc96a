import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyMember } from '@shop/shared';
import { clientAccount } from '../../../testing/admin-clients';
import { ADMIN_MEMBER, BUYER_MEMBER } from '../../../testing/api/company';
import { clientApi } from '../../../testing/api/clients';
import { rolesApi } from '../../../testing/api/roles';
import { fakeApi, json, on } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

function renderClient(members: CompanyMember[]) {
  const account = clientAccount();
  const calls = fakeApi(
    clientApi(account),
    rolesApi([]),
    on('GET', `/api/auth/${account.id}/members`, () => json({ members })),
    on('PATCH', `/api/auth/${account.id}/members/:userId`, (call) =>
      json({
        ...BUYER_MEMBER,
        status: (call.body as { active: boolean }).active ? 'ACTIVE' : 'DEACTIVATED',
      }),
    ),
  );
  return { calls, ...renderDashboard(`/dashboard/clients/${account.id}`, ['ADMIN_CLIENTS']) };
}

describe("the staff client page's company members", () => {
  it('lists each member with role and status, and deactivates one', async () => {
    const { calls, user } = renderClient([ADMIN_MEMBER, BUYER_MEMBER]);
    // The dashboard's lazy chunks load first, as in the other client page tests.
    const section = await screen.findByRole(
      'region',
      { name: 'Integrantes de la empresa' },
      { timeout: 5000 },
    );
    const buyer = within(section).getByRole('row', { name: /Julián Ortiz/ });
    expect(buyer).toHaveTextContent('Comprador');
    expect(buyer).toHaveTextContent('Activo');

    await user.click(within(buyer).getByRole('button', { name: 'Desactivar a Julián Ortiz' }));
    expect(
      await within(buyer).findByRole('button', { name: 'Reactivar a Julián Ortiz' }),
    ).toBeVisible();
    expect(buyer).toHaveTextContent('Desactivado por la tienda');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/auth/41/members/8');
    expect(patch?.body).toEqual({ active: false });
  });

  it('draws no section for a client without members', async () => {
    const { calls } = renderClient([]);
    await screen.findByRole('heading', { name: 'Conectividad Andina S.A.S.' }, { timeout: 5000 });
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/auth/41/members')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Integrantes de la empresa' })).toBeNull();
  });
});
