import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREDIT_MESSAGES, type ClientCredit, type CreditLine } from '@shop/shared';
import { clientAccount } from '../../../testing/admin-clients';
import { clientApi } from '../../../testing/api/clients';
import { rolesApi } from '../../../testing/api/roles';
import { fakeApi, json, on, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

const asRead = { normalizer: (s: string) => s.replace(/\s+/g, ' ').trim() };

const line = (overrides: Partial<CreditLine> = {}): CreditLine => ({
  limit: 20_000_000,
  termDays: 30,
  status: 'ACTIVE',
  owed: 4_500_000,
  available: 15_500_000,
  overdue: 1_200_000,
  updatedAt: '2026-03-01T15:00:00.000Z',
  ...overrides,
});

/** Client 41 with `credit`; a PUT of its line answers `saved` and is kept in the calls. */
function renderCredit(credit: ClientCredit, saved?: (call: ApiCall) => ClientCredit) {
  const account = clientAccount({ clientStatus: 'ACTIVE', legalPersonType: credit.eligible });
  const calls = fakeApi(
    on('PUT', '/api/auth/41/credit', (call) =>
      json({ ...saved!(call), changed: true, message: CREDIT_MESSAGES.saved }),
    ),
    clientApi(account, [], null, credit),
    rolesApi([]),
  );
  return { calls, ...renderDashboard('/dashboard/clients/41', ['ADMIN_CLIENTS']) };
}

const panel = async () =>
  within(await screen.findByRole('region', { name: 'Crédito empresarial' }, { timeout: 5000 }));
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT');

// The first test also loads the dashboard's lazy screens, on a machine other suites share.
describe('the credit panel of the client page', { timeout: 15_000 }, () => {
  it('grants a company a line: the cupo in pesos, the term and the reason', async () => {
    const { calls, user } = renderCredit({ eligible: true, line: null }, (call) => ({
      eligible: true,
      line: line({ ...(call.body as object), owed: 0, available: 20_000_000, overdue: 0 }),
    }));
    const credit = await panel();
    expect(await credit.findByText(/no tiene una línea de crédito/)).toBeVisible();

    await user.type(credit.getByLabelText('Cupo'), '20.000.000');
    expect(credit.getByText('$ 20.000.000', asRead)).toBeVisible();
    await user.selectOptions(credit.getByLabelText('Plazo'), '60');
    await user.click(credit.getByRole('button', { name: 'Otorgar crédito' }));
    expect(await credit.findByText(CREDIT_MESSAGES.reason)).toBeVisible();
    expect(puts(calls)).toEqual([]);

    await user.type(credit.getByLabelText('Motivo del cambio'), 'Cupo aprobado');
    await user.click(credit.getByRole('button', { name: 'Otorgar crédito' }));

    expect(await screen.findByText(CREDIT_MESSAGES.saved)).toBeVisible();
    expect(puts(calls)[0]?.body).toEqual({
      limit: 20_000_000,
      termDays: 60,
      status: 'ACTIVE',
      reason: 'Cupo aprobado',
    });
    const after = await panel();
    const facts = within(await after.findByLabelText('Línea de crédito'));
    expect(facts.getByText('Activa')).toBeVisible();
    expect(facts.getByText('60 días')).toBeVisible();
    expect(after.getByRole('button', { name: 'Guardar línea de crédito' })).toBeVisible();
  });

  it('shows what the company owes and suspends the line with a reason', async () => {
    const { calls, user } = renderCredit({ eligible: true, line: line() }, () => ({
      eligible: true,
      line: line({ status: 'SUSPENDED', available: 0, updatedAt: '2026-03-02T15:00:00.000Z' }),
    }));
    const credit = await panel();
    const facts = within(await credit.findByLabelText('Línea de crédito'));
    const figure = (label: string) => facts.getByText(label).nextElementSibling;
    expect(figure('Cupo')).toHaveTextContent('$ 20.000.000');
    expect(figure('Saldo por cobrar')).toHaveTextContent('$ 4.500.000');
    expect(figure('Disponible')).toHaveTextContent('$ 15.500.000');
    expect(figure('Vencido')).toHaveTextContent('$ 1.200.000');

    // Nothing changed: said so, nothing sent.
    await user.click(credit.getByRole('button', { name: 'Guardar línea de crédito' }));
    expect(await screen.findByText(CREDIT_MESSAGES.noChanges)).toBeVisible();
    expect(puts(calls)).toEqual([]);

    await user.selectOptions(credit.getByLabelText('Estado de la línea'), 'SUSPENDED');
    await user.type(credit.getByLabelText('Motivo del cambio'), 'Mora de 45 días');
    await user.click(credit.getByRole('button', { name: 'Guardar línea de crédito' }));

    expect(await screen.findByText(CREDIT_MESSAGES.saved)).toBeVisible();
    expect(puts(calls)[0]?.body).toEqual({
      limit: 20_000_000,
      termDays: 30,
      status: 'SUSPENDED',
      reason: 'Mora de 45 días',
    });
    const suspended = within(await (await panel()).findByLabelText('Línea de crédito'));
    expect(await suspended.findByText('Suspendida')).toBeVisible();
  });

  it('offers no line to a natural person', async () => {
    renderCredit({ eligible: false, line: null });
    const credit = await panel();
    expect(
      await credit.findByText(/solo para empresas \(persona jurídica con NIT\)/),
    ).toBeVisible();
    expect(credit.queryByRole('button')).toBeNull();
  });
});
