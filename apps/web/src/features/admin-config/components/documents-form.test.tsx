import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANK_ACCOUNT_MESSAGES, CONFIG_MESSAGES, DEFAULT_DOCUMENT_TERMS } from '@shop/shared';
import { STORED } from '../../../testing/admin-config';
import { configApi } from '../../../testing/api/config';
import { apiError, fakeApi, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNT = {
  bank: 'Bancolombia',
  accountType: 'CORRIENTE' as const,
  number: '123-456789-01',
  holder: 'Tienda S.A.S.',
  holderNit: '900544472',
};

const patches = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PATCH');

async function openDocuments() {
  const rendered = renderDashboard('/dashboard/config', ['ADMIN_CONFIG']);
  const heading = await screen.findByRole('heading', { name: 'Documentos' }, { timeout: 10_000 });
  return { ...rendered, card: within(heading.closest('section')!) };
}

describe('/dashboard/config, what documents print', () => {
  it('sends only the text that changed, and the accounts as a whole list', async () => {
    const calls = fakeApi(configApi({ stored: { ...STORED, bankAccounts: [ACCOUNT] } }));
    const { user, card } = await openDocuments();

    const warranty = card.getByLabelText('Garantía');
    expect(warranty).toHaveValue(DEFAULT_DOCUMENT_TERMS.warranty);
    await user.clear(warranty);
    await user.type(warranty, 'Doce meses en equipos activos.');
    const account = within(card.getByRole('group', { name: 'Cuenta 1' }));
    expect(account.getByLabelText('NIT del titular')).toHaveValue('900.544.472-2');
    await user.click(card.getByRole('button', { name: 'Agregar una cuenta' }));
    const second = within(card.getByRole('group', { name: 'Cuenta 2' }));
    await user.type(second.getByLabelText('Banco'), 'Davivienda');
    await user.selectOptions(second.getByLabelText('Tipo de cuenta'), 'Cuenta de ahorros');
    await user.type(second.getByLabelText('Número de cuenta'), '0550123456');
    await user.type(second.getByLabelText('Titular'), 'Tienda S.A.S.');
    await user.click(card.getByRole('button', { name: 'Guardar condiciones y cuentas' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.body).toEqual({
      id: 1,
      configData: {
        documentTerms: { warranty: 'Doce meses en equipos activos.' },
        bankAccounts: [
          { ...ACCOUNT, holderNit: '900.544.472-2' },
          {
            bank: 'Davivienda',
            accountType: 'AHORROS',
            number: '0550123456',
            holder: 'Tienda S.A.S.',
            holderNit: '900.544.472-2',
          },
        ],
      },
    });
    expect(await screen.findByText(CONFIG_MESSAGES.updated)).toBeInTheDocument();
  });

  it('checks an account before sending and places the server refusal on its field', async () => {
    const message = 'Esa cuenta ya está en la lista.';
    const calls = fakeApi(
      configApi({
        patch: () =>
          apiError(400, 'VALIDATION_ERROR', message, [
            { path: 'configData.bankAccounts.0.number', message },
          ]),
      }),
    );
    const { user, card } = await openDocuments();

    await user.click(card.getByRole('button', { name: 'Agregar una cuenta' }));
    const account = within(card.getByRole('group', { name: 'Cuenta 1' }));
    await user.type(account.getByLabelText('Banco'), 'Bancolombia');
    await user.type(account.getByLabelText('Número de cuenta'), '12 34');
    await user.click(card.getByRole('button', { name: 'Guardar condiciones y cuentas' }));
    await waitFor(() =>
      expect(account.getByLabelText('Número de cuenta')).toHaveAccessibleDescription(
        BANK_ACCOUNT_MESSAGES.number,
      ),
    );
    expect(account.getByLabelText('Tipo de cuenta')).toHaveAccessibleDescription(
      BANK_ACCOUNT_MESSAGES.accountType,
    );
    expect(patches(calls)).toHaveLength(0);

    await user.selectOptions(account.getByLabelText('Tipo de cuenta'), 'Cuenta corriente');
    await user.clear(account.getByLabelText('Número de cuenta'));
    await user.type(account.getByLabelText('Número de cuenta'), '123456789');
    await user.type(account.getByLabelText('Titular'), 'Tienda S.A.S.');
    await user.click(card.getByRole('button', { name: 'Guardar condiciones y cuentas' }));
    await waitFor(() =>
      expect(account.getByLabelText('Número de cuenta')).toHaveAccessibleDescription(message),
    );
    expect(patches(calls)).toHaveLength(1);
  });

  it('says there is nothing to save when nothing changed', async () => {
    const calls = fakeApi(configApi());
    const { user, card } = await openDocuments();
    await user.click(card.getByRole('button', { name: 'Guardar condiciones y cuentas' }));
    expect(
      await screen.findByText('No hay cambios en las condiciones ni en las cuentas bancarias.'),
    ).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(0);
  });
});
