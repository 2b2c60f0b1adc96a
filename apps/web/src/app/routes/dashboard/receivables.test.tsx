import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bogotaDate,
  CREDIT_MESSAGES,
  ORDER_MESSAGES,
  type CompanyReceivable,
  type CreditOrder,
  type Receivable,
  type Receivables,
} from '@shop/shared';
import { saveFile } from '../../../lib/save-file';
import { fakeApi, json, on, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));
beforeEach(() => vi.mocked(saveFile).mockClear());
afterEach(() => vi.unstubAllGlobals());

const asRead = { normalizer: (s: string) => s.replace(/\s+/g, ' ').trim() };

const company = (overrides: Partial<Receivable> = {}): Receivable => ({
  userId: 41,
  businessName: 'Redes del Caribe S.A.S.',
  nit: '901.456.789-0',
  email: 'distribuidor@example.com',
  status: 'ACTIVE',
  termDays: 30,
  limit: 20_000_000,
  owed: 3_000_000,
  available: 17_000_000,
  overdue: 1_000_000,
  ageing: { current: 2_000_000, days1to30: 1_000_000, days31to60: 0, days61to90: 0, over90: 0 },
  ...overrides,
});

const LIST: Receivables = {
  asOf: '2026-03-15',
  companies: [
    company(),
    company({
      userId: 42,
      businessName: 'Integra Soluciones TI S.A.S.',
      nit: '900.987.654-3',
      status: 'SUSPENDED',
      limit: 5_000_000,
      owed: 800_000,
      available: 0,
      overdue: 800_000,
      ageing: { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 800_000 },
    }),
  ],
  totals: {
    limit: 25_000_000,
    owed: 3_800_000,
    available: 17_000_000,
    overdue: 1_800_000,
    ageing: {
      current: 2_000_000,
      days1to30: 1_000_000,
      days31to60: 0,
      days61to90: 0,
      over90: 800_000,
    },
  },
};

const order = (overrides: Partial<CreditOrder> = {}): CreditOrder => ({
  orderId: 301,
  customId: 'ORD-2026-00301',
  createdAt: '2026-02-01T15:00:00.000Z',
  dueOn: '2026-03-03',
  paymentStatus: 'UNPAID',
  total: 1_000_000,
  amountPaid: 0,
  owed: 1_000_000,
  daysPastDue: 12,
  bucket: 'days1to30',
  ...overrides,
});

/** Company 41's cartera; a recorded payment lowers what the order and the company owe. */
function serveCompany() {
  let paid = 0;
  const detail = (): CompanyReceivable => ({
    asOf: '2026-03-15',
    company: company({ owed: 3_000_000 - paid, overdue: 1_000_000 - paid }),
    orders: [
      order({ amountPaid: paid, owed: 1_000_000 - paid }),
      order({
        orderId: 302,
        customId: 'ORD-2026-00302',
        dueOn: '2026-04-10',
        total: 2_000_000,
        owed: 2_000_000,
        daysPastDue: -26,
        bucket: 'current',
      }),
    ],
  });
  const calls = fakeApi(
    on('GET', '/api/receivables/41', () => json(detail())),
    on('POST', '/api/payments/301/received', (call: ApiCall) => {
      paid += (call.body as { amount: number }).amount;
      return json({
        orderId: 301,
        customId: 'ORD-2026-00301',
        customer: {
          name: 'Andrés Martínez',
          email: 'distribuidor@example.com',
          businessName: 'Redes del Caribe S.A.S.',
          identification: '901456789',
        },
        purchaseOrder: null,
        payMethod: 'COMPANY_CREDIT',
        paymentStatus: 'PARTIALLY_PAID',
        total: 1_000_000,
        amountPaid: paid,
        paidAt: null,
        payBy: null,
        createdAt: '2026-02-01T15:00:00.000Z',
        refund: null,
        attempts: [],
        received: [],
      });
    }),
  );
  return calls;
}

describe('Cartera', () => {
  it('shows the totals, the ageing buckets and one row per company', async () => {
    fakeApi(on('GET', '/api/receivables', () => json(LIST)));
    renderDashboard('/dashboard/receivables', ['ADMIN_PAYMENTS']);

    expect(
      await screen.findByRole('heading', { name: 'Cartera' }, { timeout: 10_000 }),
    ).toBeVisible();
    const totals = within(await screen.findByLabelText('Totales de la cartera'));
    expect(totals.getByText('Saldo por cobrar').nextElementSibling).toHaveTextContent(
      '$ 3.800.000',
    );
    expect(totals.getByText('Vencido').nextElementSibling).toHaveTextContent('$ 1.800.000');
    const ageing = within(screen.getByLabelText('Totales por antigüedad'));
    expect(ageing.getByText('Al día').nextElementSibling).toHaveTextContent('$ 2.000.000');
    expect(ageing.getByText('Más de 90 días').nextElementSibling).toHaveTextContent('$ 800.000');

    const table = within(screen.getByRole('table', { name: 'Cartera por empresa' }));
    const row = table.getByRole('row', { name: /Integra Soluciones TI/ });
    expect(row).toHaveTextContent('NIT 900.987.654-3');
    expect(row).toHaveTextContent('Suspendida');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'Suspendida',
      '$ 5.000.000',
      '$ 800.000',
      '$ 0',
      '$ 0',
      '$ 0',
      '$ 0',
      '$ 0',
      '$ 800.000',
      expect.stringContaining('Ver órdenes'),
    ]);
    expect(table.getByRole('link', { name: 'Redes del Caribe S.A.S.' })).toHaveAttribute(
      'href',
      '/dashboard/receivables/41',
    );
  });

  it('downloads the cartera as Excel', async () => {
    const calls = fakeApi(
      on('GET', '/api/receivables', () => json(LIST)),
      on(
        'GET',
        '/api/reports/generate-receivables',
        () =>
          new Response('PK', {
            headers: { 'Content-Disposition': 'attachment; filename="cartera-2026-03-15.xlsx"' },
          }),
      ),
    );
    const { user } = renderDashboard('/dashboard/receivables', ['ADMIN_PAYMENTS']);
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Descargar Excel de la cartera' },
        { timeout: 10_000 },
      ),
    );
    expect(await screen.findByText(ORDER_MESSAGES.downloaded)).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toContain('/api/reports/generate-receivables');
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'cartera-2026-03-15.xlsx');
  });

  it("records a partial payment on a company's order and the owed amount goes down", async () => {
    const calls = serveCompany();
    const { user } = renderDashboard('/dashboard/receivables/41', ['ADMIN_PAYMENTS']);

    expect(
      await screen.findByRole('heading', { name: 'Redes del Caribe S.A.S.' }, { timeout: 10_000 }),
    ).toBeVisible();
    const table = within(
      await screen.findByRole('table', { name: 'Órdenes a crédito por cobrar' }),
    );
    const overdue = table.getByRole('row', { name: /ORD-2026-00301/ });
    expect(overdue).toHaveTextContent('Vencida hace 12 días');
    expect(table.getByRole('row', { name: /ORD-2026-00302/ })).toHaveTextContent(
      'Vence en 26 días',
    );

    await user.click(
      within(overdue).getByRole('button', { name: 'Registrar abono a ORD-2026-00301' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Registrar abono a ORD-2026-00301' }));
    expect(dialog.getByLabelText('Fecha del pago')).toHaveValue(bogotaDate());
    await user.type(dialog.getByLabelText('Valor recibido'), '1.200.000');
    await user.type(dialog.getByLabelText('Motivo o soporte'), 'Transferencia 4521');
    await user.click(dialog.getByRole('button', { name: 'Registrar abono' }));
    // More than the order owes: said beside the field, nothing sent.
    expect(
      await dialog.findByText(CREDIT_MESSAGES.aboveOwed(1_000_000).replace(/\u00a0/g, ' '), asRead),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(dialog.getByLabelText('Valor recibido'));
    await user.type(dialog.getByLabelText('Valor recibido'), '400.000');
    await user.click(dialog.getByRole('button', { name: 'Registrar abono' }));

    expect(await screen.findByText(CREDIT_MESSAGES.recorded)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { amount: 400_000, receivedOn: bogotaDate(), reason: 'Transferencia 4521' },
    ]);
    const figures = within(screen.getByLabelText('Crédito de Redes del Caribe S.A.S.'));
    expect(
      await figures.findByText('$ 2.600.000', { normalizer: asRead.normalizer }),
    ).toBeVisible();
    const after = within(screen.getByRole('table', { name: 'Órdenes a crédito por cobrar' }));
    expect(after.getByRole('row', { name: /ORD-2026-00301/ })).toHaveTextContent('$ 600.000');
  });
});
