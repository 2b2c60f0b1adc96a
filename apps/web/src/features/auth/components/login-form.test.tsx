import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/shared';
import { REQUIRED_FIELD } from '../../../lib/form-errors';
import { renderWithProviders } from '../../../testing/render';
import { TEST_CUSTOMER } from '../../../testing/session-user';
import { LoginForm } from './login-form';

const user = TEST_CUSTOMER;

/** The API as the browser sees it: every call answers this status and body. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onSuccess = vi.fn();
  const rendered = renderWithProviders(
    <MemoryRouter>
      <LoginForm onSuccess={onSuccess} onLeave={() => {}} />
    </MemoryRouter>,
  );
  return { ...rendered, onSuccess };
}

describe('LoginForm', () => {
  it('asks for both fields, in a toast and beside each, without calling the server', async () => {
    const fetchMock = answer(500, {});
    const { user: person } = renderForm();

    await person.click(screen.getByRole('button', { name: 'Acceder' }));

    // The form-wide text once, in a toast; beside each field a short 'required'.
    expect(await screen.findByText(MESSAGES.loginIncomplete)).toBeInTheDocument();
    for (const label of ['Correo electrónico', 'Contraseña']) {
      const field = screen.getByLabelText(label);
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(REQUIRED_FIELD);
    }
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the credentials are refused", async () => {
    answer(401, {
      statusCode: 401,
      error: 'Unauthorized',
      code: 'INVALID_CREDENTIALS',
      message: MESSAGES.loginFailed,
    });
    const { user: person, onSuccess } = renderForm();

    await person.type(screen.getByLabelText('Correo electrónico'), 'compras@ejemplo.co');
    await person.type(screen.getByLabelText('Contraseña'), 'equivocada');
    await person.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('signs in with the e-mail trimmed and in lower case, and greets the user', async () => {
    const fetchMock = answer(200, { token: 't', expiresAt: '2026-11-25T00:00:00Z', user });
    const { user: person, onSuccess } = renderForm();

    await person.type(screen.getByLabelText('Correo electrónico'), '  Compras@Ejemplo.CO ');
    await person.type(screen.getByLabelText('Contraseña'), 'Segura2026');
    await person.click(screen.getByRole('button', { name: 'Acceder' }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(user));
    expect(await screen.findByText('Bienvenido, Laura Gómez')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'compras@ejemplo.co',
      password: 'Segura2026',
    });
  });
});
