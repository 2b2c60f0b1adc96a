import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_MESSAGES, SMTP_MESSAGES } from '@shop/shared';
import { configApi } from '../../../testing/api/config';
import { apiError, fakeApi, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';
import { STORED } from '../../../testing/admin-config';

afterEach(() => vi.unstubAllGlobals());

/** The API of the page: the stored settings, the PATCH answer and the test mail. */
function serve(patch?: (call: ApiCall) => Response) {
  return fakeApi(configApi({ patch }));
}

const patches = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'PATCH' && c.url.pathname === '/api/config');

async function openPage() {
  const rendered = renderDashboard('/dashboard/config', ['ADMIN_CONFIG']);
  // The first visit loads the dashboard's lazy chunks.
  await screen.findByRole('heading', { name: 'Tema' }, { timeout: 10_000 });
  return rendered;
}

describe('/dashboard/config', () => {
  it('shows percentages as typed percentages and sends only the changed fields, as fractions', async () => {
    const calls = serve();
    const { user } = await openPage();

    const distributor = screen.getByLabelText('Distribuidor de Tecnología');
    expect(distributor).toHaveValue('8');
    await user.clear(distributor);
    await user.type(distributor, '3,75');
    expect(screen.getByText('Se guarda como 0,0375')).toBeInTheDocument();
    const government = screen.getByLabelText('Gobierno');
    await user.clear(government);
    await user.type(government, '15');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.body).toEqual({
      id: 1,
      configData: { extraPercentage: { DISTRIBUTOR: 0.0375, GOVERMENT: 0.15 } },
    });
    expect(await screen.findByText(CONFIG_MESSAGES.updated)).toBeInTheDocument();
  });

  it('refuses a colour that is not # and 3 or 6 hex digits, naming it, without calling the server', async () => {
    const calls = serve();
    const { user } = await openPage();

    const light = screen.getByRole('group', { name: 'Tema claro' });
    const primary = within(light).getByLabelText('Primario');
    await user.clear(primary);
    await user.type(primary, 'red');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(primary).toHaveAccessibleDescription(
      'El color «Primario» del tema claro debe ser # seguido de 3 o 6 dígitos hexadecimales, por ejemplo #188f4b.',
    );
    expect(primary).toHaveFocus();
    expect(patches(calls)).toHaveLength(0);
  });

  it('draws the typed colour in the live preview before saving', async () => {
    serve();
    const { user } = await openPage();

    const dark = screen.getByRole('group', { name: 'Tema oscuro' });
    const primary = within(dark).getByLabelText('Primario');
    await user.clear(primary);
    await user.type(primary, '#ff8800');

    expect(screen.getByTestId('preview-dark').style.getPropertyValue('--pv-primary')).toBe(
      '#ff8800',
    );
    expect(screen.getByTestId('preview-light').style.getPropertyValue('--pv-primary')).toBe(
      STORED.theme.light.primary,
    );
  });

  it('never prefills the SMTP password and says one is stored', async () => {
    serve();
    await openPage();

    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('placeholder', 'Guardada');
  });

  it('says there is nothing to save when nothing changed', async () => {
    const calls = serve();
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText(CONFIG_MESSAGES.noChanges)).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(0);
  });

  it('no longer offers the withholdings, which moved to Impuestos with their dates', async () => {
    serve();
    await openPage();

    expect(screen.queryByLabelText('ReteFuente')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('ReteICA')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Base de retención')).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside the field and the spec's error toast", async () => {
    serve(() =>
      apiError(400, 'VALIDATION_ERROR', 'El porcentaje adicional no puede superar 100 %.', [
        {
          path: 'configData.extraPercentage.GOVERMENT',
          message: 'El porcentaje adicional no puede superar 100 %.',
        },
      ]),
    );
    const { user } = await openPage();

    const government = screen.getByLabelText('Gobierno');
    await user.clear(government);
    await user.type(government, '1');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() =>
      expect(government).toHaveAccessibleDescription(
        'El porcentaje adicional no puede superar 100 %.',
      ),
    );
    expect(await screen.findByText(CONFIG_MESSAGES.updateFailed)).toBeInTheDocument();
  });

  it('sends the test mail with the SMTP fields typed on the page', async () => {
    const calls = serve();
    const { user } = await openPage();

    const port = screen.getByLabelText('Puerto');
    await user.clear(port);
    await user.type(port, '2525');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-del-relay');
    await user.click(screen.getByRole('button', { name: 'Enviar correo de prueba' }));

    expect(
      await screen.findAllByText('Correo de prueba enviado a marta@example.com.'),
    ).not.toHaveLength(0);
    const test = calls.find((c) => c.url.pathname === '/api/config/test-mail');
    expect(test?.body).toEqual({ smtp: { port: 2525, pass: 'clave-del-relay' } });
    expect(patches(calls)).toHaveLength(0);
  });

  it('asks for the SMTP password again when the server changes, before saving or testing', async () => {
    const calls = serve();
    const { user } = await openPage();

    const password = screen.getByLabelText('Contraseña');
    expect(password).not.toHaveAttribute('aria-required');
    const host = screen.getByLabelText('Servidor');
    await user.clear(host);
    await user.type(host, 'smtp.otro.co');
    expect(password).toHaveAttribute('aria-required', 'true');
    expect(password).toHaveAccessibleDescription(SMTP_MESSAGES.passRequired);

    await user.click(screen.getByRole('button', { name: 'Enviar correo de prueba' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(SMTP_MESSAGES.passRequired);
    expect(password).toHaveFocus();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/config/test'))).toHaveLength(0);
    expect(patches(calls)).toHaveLength(0);

    await user.type(password, 'clave-nueva');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.body).toEqual({
      id: 1,
      configData: { smtp: { host: 'smtp.otro.co', pass: 'clave-nueva' } },
    });
  });

  it('saves another server without a password when the stored one is removed', async () => {
    const calls = serve();
    const { user } = await openPage();

    const userField = screen.getByLabelText('Usuario');
    await user.clear(userField);
    await user.type(userField, 'relay');
    await user.click(screen.getByLabelText('Quitar la contraseña guardada'));
    expect(screen.getByLabelText('Contraseña')).not.toHaveAttribute('aria-required');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.body).toEqual({
      id: 1,
      configData: { smtp: { user: 'relay', pass: '' } },
    });
  });
});
