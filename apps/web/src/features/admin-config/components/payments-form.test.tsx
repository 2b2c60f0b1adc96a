import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_MESSAGES, wompiKeyProblem, type AdminConfig } from '@shop/shared';
import { STORED } from '../../../testing/admin-config';
import { configApi } from '../../../testing/api/config';
import { apiError, fakeApi, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

/** Wompi's sandbox keys, as its dashboard shows them. */
const SANDBOX = {
  publicKey: 'pub_test_PzrLnZmJ61cahADc3IBLuSsj8iZk1XaY',
  privateKey: 'prv_test_lYnt2RkCOQnj9Hish2a4aXxqDz1H06Pr',
  integritySecret: 'test_integrity_0RAN8gRWn5HG8mQ2SAFj3c9DCj6EpGvh',
  eventsSecret: 'test_events_E1J8XFg1z8C2pFBuQUDZgmf7NYF7K61y',
};
const LABELS = {
  publicKey: 'Llave pública',
  privateKey: 'Llave privada',
  integritySecret: 'Secreto de integridad',
  eventsSecret: 'Secreto de eventos',
} as const;

/** The four sandbox keys stored: online payments on. */
const READY: AdminConfig = {
  ...STORED,
  wompi: {
    ...STORED.wompi,
    hasPublicKey: true,
    hasPrivateKey: true,
    hasIntegritySecret: true,
    hasEventsSecret: true,
    ready: true,
  },
};

const patches = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PATCH');

async function openPayments(stored: AdminConfig, patch?: () => Response) {
  const calls = fakeApi(configApi({ stored, ...(patch && { patch }) }));
  const rendered = renderDashboard('/dashboard/config', ['ADMIN_CONFIG']);
  const heading = await screen.findByRole('heading', { name: 'Pagos' }, { timeout: 10_000 });
  return { calls, ...rendered, card: within(heading.closest('section')!) };
}

describe('Configuración › Pagos', () => {
  it('never shows a stored key: it says it is kept, and one can be removed', async () => {
    const { card } = await openPayments(READY);
    for (const label of Object.values(LABELS)) {
      const field = card.getByLabelText(label);
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveValue('');
      expect(field).toHaveAttribute('placeholder', 'Guardada');
    }
    expect(card.getByRole('checkbox', { name: 'Quitar la llave pública guardada' })).toBeVisible();
    expect(
      card.getByRole('checkbox', { name: 'Quitar el secreto de eventos guardado' }),
    ).toBeVisible();
    expect(card.getByRole('status')).toHaveTextContent(
      'Pagos en línea activos en pruebas (sandbox)',
    );
  });

  it('says online payments are off while keys are missing, and offers nothing to remove', async () => {
    const { card } = await openPayments(STORED);
    expect(card.getByLabelText('Llave pública')).toHaveAttribute('placeholder', 'Sin guardar');
    expect(card.queryByRole('checkbox')).toBeNull();
    expect(card.getByRole('status')).toHaveTextContent(
      'hasta guardar las cuatro llaves, la tienda ofrece solo transferencia bancaria',
    );
  });

  it('sends the typed keys and the changed hours, and nothing else', async () => {
    const { calls, user, card } = await openPayments(STORED);
    for (const [key, label] of Object.entries(LABELS))
      await user.type(card.getByLabelText(label), SANDBOX[key as keyof typeof SANDBOX]);
    const hours = card.getByLabelText('Horas de reserva');
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(card.getByRole('button', { name: 'Guardar pagos' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.body).toEqual({
      id: 1,
      configData: { wompi: SANDBOX, onlinePaymentHours: 48 },
    });
    expect(await screen.findByText(CONFIG_MESSAGES.updated)).toBeVisible();
  });

  it('refuses, before sending, a key of the other environment, saying which', async () => {
    const { calls, user, card } = await openPayments(STORED);
    await user.selectOptions(card.getByLabelText('Ambiente de Wompi'), 'Producción');
    await user.type(card.getByLabelText('Llave privada'), SANDBOX.privateKey);
    await user.click(card.getByRole('button', { name: 'Guardar pagos' }));

    await waitFor(() =>
      expect(card.getByLabelText('Llave privada')).toHaveAccessibleDescription(
        wompiKeyProblem('production', 'privateKey', SANDBOX.privateKey)!,
      ),
    );
    expect(card.getByLabelText('Llave privada')).toHaveAccessibleDescription(
      /es de pruebas \(sandbox\) y el ambiente elegido es producción: use la de producción, que empieza por prv_prod_/,
    );
    expect(patches(calls)).toEqual([]);
  });

  it('asks for the new keys when the environment changes, or for removing the stored ones', async () => {
    const { calls, user, card } = await openPayments(READY);
    await user.selectOptions(card.getByLabelText('Ambiente de Wompi'), 'Producción');
    await user.click(card.getByRole('button', { name: 'Guardar pagos' }));
    await waitFor(() =>
      expect(card.getByLabelText('Secreto de integridad')).toHaveAccessibleDescription(
        'El secreto de integridad guardado es de pruebas (sandbox): escriba el de producción, que empieza por prod_integrity_, o quite el guardado.',
      ),
    );
    expect(patches(calls)).toEqual([]);

    for (const name of [
      'Quitar la llave pública guardada',
      'Quitar la llave privada guardada',
      'Quitar el secreto de integridad guardado',
      'Quitar el secreto de eventos guardado',
    ])
      await user.click(card.getByRole('checkbox', { name }));
    await user.click(card.getByRole('button', { name: 'Guardar pagos' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.body).toEqual({
      id: 1,
      configData: {
        wompi: {
          environment: 'production',
          publicKey: '',
          privateKey: '',
          integritySecret: '',
          eventsSecret: '',
        },
      },
    });
  });

  it("places the server's refusal of a key beside it", async () => {
    const message =
      'La llave privada de pruebas (sandbox) empieza por prv_test_: cópiela de nuevo desde el panel de Wompi.';
    const { user, card } = await openPayments(STORED, () =>
      apiError(400, 'WOMPI_KEY_MISMATCH', message, [
        { path: 'configData.wompi.privateKey', message },
      ]),
    );
    await user.type(card.getByLabelText('Llave privada'), SANDBOX.privateKey);
    await user.click(card.getByRole('button', { name: 'Guardar pagos' }));
    await waitFor(() =>
      expect(card.getByLabelText('Llave privada')).toHaveAccessibleDescription(message),
    );
    expect(await screen.findByText(CONFIG_MESSAGES.updateFailed)).toBeVisible();
  });

  it('checks the hours of the payment window', async () => {
    const { calls, user, card } = await openPayments(STORED);
    const hours = card.getByLabelText('Horas de reserva');
    await user.clear(hours);
    await user.type(hours, '200');
    await user.click(card.getByRole('button', { name: 'Guardar pagos' }));
    await waitFor(() =>
      expect(hours).toHaveAccessibleDescription(
        'La reserva de una orden pagada en línea dura como máximo 168 horas (7 días).',
      ),
    );
    expect(patches(calls)).toEqual([]);
  });

  it('shows the events URL to paste in Wompi, read-only, and copies it', async () => {
    const writeText = vi.fn(async () => {});
    const { user, card } = await openPayments(STORED);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const url = card.getByLabelText('URL de eventos');
    expect(url).toHaveValue(STORED.wompi.eventsUrl);
    expect(url).toHaveAttribute('readonly');
    expect(url).toHaveAccessibleDescription(/Péguela en el panel de Wompi/);
    await user.click(card.getByRole('button', { name: 'Copiar la URL de eventos' }));
    expect(writeText).toHaveBeenCalledWith(STORED.wompi.eventsUrl);
    expect(await screen.findByText('URL de eventos copiada.')).toBeVisible();
  });
});
