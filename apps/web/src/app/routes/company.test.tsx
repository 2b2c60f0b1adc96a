import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_MESSAGES, type CompanyRole } from '@shop/shared';
import { paths } from '../../config/paths';
import { BUYER_MEMBER, invitationOf, PEOPLE } from '../../testing/api/company';
import { configApi } from '../../testing/api/config';
import { apiError, fakeApi, json, on, type ApiCall, type Answer } from '../../testing/fake-api';
import { renderCustomerPage } from '../../testing/render-customer';
import { companyMember, TEST_CUSTOMER } from '../../testing/session-user';
import { CompanyRoute } from './company';

afterEach(() => vi.unstubAllGlobals());

function renderCompany(
  role: CompanyRole | null = 'ADMINISTRADOR',
  invite: (call: ApiCall) => Answer = (call) =>
    json({ ...invitationOf({ id: 4, ...(call.body as object) }), mailed: true }, 201),
) {
  const calls = fakeApi(
    configApi(),
    on('GET', '/api/company/members', () => json(PEOPLE)),
    on('POST', '/api/company/invitations', invite),
    on('PATCH', '/api/company/members/:userId', (call) =>
      json({ ...BUYER_MEMBER, ...(call.body as object) }),
    ),
  );
  const rendered = renderCustomerPage(
    paths.company.getHref(),
    { path: paths.company.path, element: <CompanyRoute /> },
    {},
    role ? companyMember(role) : TEST_CUSTOMER,
  );
  return { calls, ...rendered };
}

const region = (name: string) => screen.findByRole('region', { name });

describe('Mi empresa for its administrator', () => {
  it('lists the members with their role, status and Bogotá join date, and the invitations', async () => {
    renderCompany();
    const members = within(await region('Integrantes'));
    const buyer = members.getByRole('row', { name: /Julián Ortiz/ });
    expect(within(buyer).getByText('julian@ejemplo.co')).toBeVisible();
    expect(within(buyer).getByRole('combobox', { name: 'Rol de Julián Ortiz' })).toHaveValue(
      'COMPRADOR',
    );
    expect(within(buyer).getByText('Activo')).toBeVisible();
    // Joined at 00:30 UTC on the 10th: still the 9th in Bogotá.
    expect(within(buyer).getByText('9 de marzo de 2026')).toBeVisible();
    expect(within(buyer).getByRole('button', { name: 'Retirar a Julián Ortiz' })).toBeVisible();
    // The administrator does not remove themself from here.
    const own = members.getByRole('row', { name: /Laura Gómez \(usted\)/ });
    expect(within(own).queryByRole('button', { name: /Retirar/ })).toBeNull();

    const pending = within(await region('Invitaciones pendientes'));
    const invitation = pending.getByRole('row', { name: /sofia@ejemplo.co/ });
    expect(within(invitation).getByText('Consulta')).toBeVisible();
    expect(
      within(invitation).getByRole('button', { name: 'Cancelar invitación a sofia@ejemplo.co' }),
    ).toBeVisible();
  });

  it('invites by e-mail and role and shows the new invitation among the pending ones', async () => {
    const { calls, user } = renderCompany();
    const form = await screen.findByRole('form', { name: 'Invitar integrante' });
    await user.type(
      within(form).getByLabelText('Correo electrónico de la persona'),
      'ana@ejemplo.co',
    );
    // Each role says what it lets the person do.
    expect(
      within(form).getByText(
        'Solo lee órdenes, cotizaciones y documentos de la empresa; no compra.',
      ),
    ).toBeVisible();
    await user.click(within(form).getByRole('radio', { name: /Aprobador/ }));
    await user.click(within(form).getByRole('button', { name: 'Enviar invitación' }));

    const pending = within(await region('Invitaciones pendientes'));
    expect(await pending.findByRole('row', { name: /ana@ejemplo.co/ })).toBeVisible();
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => c.body)).toEqual([{ email: 'ana@ejemplo.co', role: 'APROBADOR' }]);
    expect(within(form).getByLabelText('Correo electrónico de la persona')).toHaveValue('');
  });

  it('keeps a warning on the page when the shop cannot mail the link yet', async () => {
    const { user } = renderCompany('ADMINISTRADOR', (call) =>
      json({ ...invitationOf({ id: 5, ...(call.body as object) }), mailed: false }, 201),
    );
    const form = await screen.findByRole('form', { name: 'Invitar integrante' });
    await user.type(
      within(form).getByLabelText('Correo electrónico de la persona'),
      'eva@ejemplo.co',
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      COMPANY_MESSAGES.invitationMailOff,
    );
    const pending = within(await region('Invitaciones pendientes'));
    expect(await pending.findByRole('row', { name: /eva@ejemplo.co/ })).toBeVisible();
  });

  it("shows the server's refusal of an e-mail that has an account beside the field", async () => {
    const { user } = renderCompany('ADMINISTRADOR', () =>
      apiError(409, 'INVITATION_EMAIL_HAS_ACCOUNT', COMPANY_MESSAGES.emailHasAccount),
    );
    const form = await screen.findByRole('form', { name: 'Invitar integrante' });
    const email = within(form).getByLabelText('Correo electrónico de la persona');
    await user.type(email, 'final@example.com');
    await user.click(within(form).getByRole('button', { name: 'Enviar invitación' }));

    expect(await within(form).findByText(COMPANY_MESSAGES.emailHasAccount)).toBeVisible();
    expect(email).toHaveAccessibleDescription(COMPANY_MESSAGES.emailHasAccount);
  });

  it("changes a member's role from the select", async () => {
    const { calls, user } = renderCompany();
    const select = await screen.findByRole('combobox', { name: 'Rol de Julián Ortiz' });
    await user.selectOptions(select, 'CONSULTA');
    await vi.waitFor(() => expect(select).toHaveValue('CONSULTA'));
    expect(calls.find((c) => c.method === 'PATCH')?.url.pathname).toBe('/api/company/members/8');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'CONSULTA' });
  });
});

describe('Mi empresa for another member', () => {
  it('explains that only the administrator manages the members, and asks for nothing', async () => {
    const { calls } = renderCompany('COMPRADOR');
    expect(await screen.findByText(COMPANY_MESSAGES.notAdministrator)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Integrantes' })).toBeNull();
    expect(calls.filter((c) => c.url.pathname === '/api/company/members')).toEqual([]);
  });

  it('tells a natural person the page is for company accounts', async () => {
    const { calls } = renderCompany(null);
    expect(await screen.findByText(/su cuenta es de una persona natural/)).toBeVisible();
    expect(calls.filter((c) => c.url.pathname === '/api/company/members')).toEqual([]);
  });
});
