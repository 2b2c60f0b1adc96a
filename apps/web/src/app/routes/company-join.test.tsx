import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_MESSAGES, PASSWORD_POLICY, type InvitationPreview } from '@shop/shared';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { storage } from '../../lib/storage';
import { configApi } from '../../testing/api/config';
import { apiError, fakeApi, json, on, type Answer } from '../../testing/fake-api';
import { renderCustomerPage } from '../../testing/render-customer';
import { companyMember } from '../../testing/session-user';
import { CompanyJoinRoute } from './company-join';

afterEach(() => {
  vi.unstubAllGlobals();
  storage.remove('hadSession');
});

const PREVIEW: InvitationPreview = {
  businessName: 'Redes del Caribe S.A.S.',
  email: 'ana@ejemplo.co',
  role: 'COMPRADOR',
  invitedBy: 'Andrés Martínez Pacheco',
  expiresAt: '2026-03-18T14:00:00.000Z',
};
const JOINED = {
  ...companyMember('COMPRADOR'),
  id: 12,
  fullName: 'Ana Rojas',
  email: PREVIEW.email,
};

function renderJoin(preview: () => Answer = () => json(PREVIEW), token: string | null = 'tok-123') {
  const calls = fakeApi(
    configApi(),
    on('POST', '/api/company-invitations/preview', preview),
    on('POST', '/api/company-invitations/accept', () =>
      json({ token: 'session', expiresAt: '2026-03-19T00:00:00.000Z', user: JOINED }),
    ),
  );
  const rendered = renderCustomerPage(
    token === null ? paths.companyJoin.path : paths.companyJoin.getHref(token),
    { path: paths.companyJoin.path, element: <CompanyJoinRoute /> },
    { [paths.home.path]: <h1>Inicio</h1> },
    null,
  );
  return { calls, ...rendered };
}

describe('the invitation link', () => {
  it('says who invites, to which company and with which role, asking with the token in the body', async () => {
    const { calls } = renderJoin();
    const invitation = await screen.findByRole('region', { name: 'Invitación' });
    expect(invitation).toHaveTextContent(
      'Andrés Martínez Pacheco lo invitó a Redes del Caribe S.A.S. como Comprador.',
    );
    expect(invitation).toHaveTextContent('Iniciará sesión con ana@ejemplo.co.');
    expect(calls.find((c) => c.url.pathname.endsWith('/preview'))?.body).toEqual({
      token: 'tok-123',
    });
    const form = screen.getByRole('form', { name: 'Unirse a la empresa' });
    expect(within(form).getByLabelText('Contraseña')).toHaveAccessibleDescription(PASSWORD_POLICY);
  });

  it('says an invalid, used or expired link cannot be used, and offers no form', async () => {
    renderJoin(() => apiError(400, 'INVITATION_INVALID', COMPANY_MESSAGES.invitationInvalid));
    expect(await screen.findByText(COMPANY_MESSAGES.invitationInvalid)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Unirse a la empresa' })).toBeNull();
  });

  it('says the same of a link without its token, without asking the server', async () => {
    const { calls } = renderJoin(undefined, null);
    expect(await screen.findByText(COMPANY_MESSAGES.invitationInvalid)).toBeVisible();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/company-invitations'))).toEqual([]);
  });

  it('refuses to send without the data-treatment authorization', async () => {
    const { calls, user } = renderJoin();
    const form = await screen.findByRole('form', { name: 'Unirse a la empresa' });
    await user.click(within(form).getByRole('button', { name: 'Unirme a la empresa' }));
    expect(await screen.findByText(COMPANY_MESSAGES.acceptIncomplete)).toBeVisible();
    expect(calls.filter((c) => c.url.pathname.endsWith('/accept'))).toEqual([]);
  });

  it('posts the form with the token, signs the person in and goes home', async () => {
    const { calls, user, queryClient } = renderJoin();
    const form = await screen.findByRole('form', { name: 'Unirse a la empresa' });
    await user.type(within(form).getByLabelText('Nombre completo'), 'Ana Rojas');
    await user.type(within(form).getByLabelText('Documento de identidad'), '1020304050');
    await user.type(within(form).getByLabelText('Teléfono de contacto'), '3001234567');
    await user.type(within(form).getByLabelText('Cargo'), 'Compradora');
    await user.type(within(form).getByLabelText('Contraseña'), 'Segura2026');
    await user.click(within(form).getByRole('checkbox', { name: /tratamiento de mis datos/ }));
    await user.click(within(form).getByRole('button', { name: 'Unirme a la empresa' }));

    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
    expect(calls.find((c) => c.url.pathname.endsWith('/accept'))?.body).toEqual({
      token: 'tok-123',
      fullName: 'Ana Rojas',
      identificationNumber: '1020304050',
      contactPhone: '3001234567',
      position: 'Compradora',
      password: 'Segura2026',
      dataTreatmentAuthorization: true,
    });
    // Stored as a sign-in stores it.
    expect(queryClient.getQueryData(queryKeys.session)).toEqual(JOINED);
    expect(storage.get('hadSession')).toBe('1');
  });
});
