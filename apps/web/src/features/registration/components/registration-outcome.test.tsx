import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_POLICY } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { toastInvalid } from '../utils/invalid-toast';
import { RegistrationSuccess } from './registration-success';

describe('the registration outcome', () => {
  it('tells an active account it is active, once, without "Solicitud recibida"', () => {
    renderWithProviders(
      <RegistrationSuccess
        result={{ id: 1, clientStatus: 'ACTIVE', message: '' }}
        onDone={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Su cuenta ya está activa' })).toBeVisible();
    expect(screen.queryByText('Solicitud recibida')).toBeNull();
  });

  it('tells a pending account its request was received', () => {
    renderWithProviders(
      <RegistrationSuccess
        result={{ id: 1, clientStatus: 'PENDING', message: '' }}
        onDone={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Solicitud recibida' })).toBeVisible();
  });
});

describe('the toast of a refused registration', () => {
  it("gives a too-short password's own message, not the generic one", async () => {
    renderWithProviders(<p>formulario</p>);
    act(() => toastInvalid({ password: { type: 'too_small', message: PASSWORD_POLICY } }));
    expect(await screen.findByText(PASSWORD_POLICY)).toBeVisible();
    expect(screen.queryByText(MESSAGES.registrationIncomplete)).toBeNull();
  });

  it('says the form is incomplete when a field is missing, nested ones included', async () => {
    renderWithProviders(<p>formulario</p>);
    act(() =>
      toastInvalid({
        password: { type: 'too_small', message: PASSWORD_POLICY },
        location: { municipality: { type: 'invalid', message: MESSAGES.registrationIncomplete } },
      }),
    );
    expect(await screen.findByText(MESSAGES.registrationIncomplete)).toBeVisible();
  });
});
