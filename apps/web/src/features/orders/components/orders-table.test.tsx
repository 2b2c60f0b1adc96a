import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DEFAULT_DOCUMENT_TERMS, NOT_AN_INVOICE } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { breakdownOf, MIXED_LINES, NATURAL_BUYER, orderOf } from '../../../testing/taxes';
import { OrdersTable } from './orders-table';

describe("an order's breakdown", () => {
  it('shows the frozen breakdown and the TRM of the day it was issued', async () => {
    const order = orderOf({}, breakdownOf(MIXED_LINES, NATURAL_BUYER));
    const { user } = renderWithProviders(
      <MemoryRouter>
        <OrdersTable orders={[order]} terms={DEFAULT_DOCUMENT_TERMS} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Desglose de ORD-2026-00030' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Desglose de la orden' }));
    expect(dialog.getByText('TRM del día de emisión').nextSibling).toHaveTextContent(
      '$ 3.912,45 (2 de marzo de 2026)',
    );
    // A natural person withholds nothing: the buyer pays the invoice total.
    expect(dialog.getAllByText('No aplica')).toHaveLength(3);
    expect(dialog.getByText('Total a pagar').nextSibling).toHaveTextContent('$ 5.671.000');
  });

  it('names the quote whose TRM an order from a quote carries', async () => {
    const order = orderOf({ quoteCustomId: 'COT-2026-00012' });
    const { user } = renderWithProviders(
      <MemoryRouter>
        <OrdersTable orders={[order]} terms={DEFAULT_DOCUMENT_TERMS} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Desglose de ORD-2026-00030' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Desglose de la orden' }));
    expect(dialog.getByText('TRM de la cotización COT-2026-00012').nextSibling).toHaveTextContent(
      '$ 3.912,45 (2 de marzo de 2026)',
    );
    expect(dialog.queryByText('TRM del día de emisión')).toBeNull();
  });

  it('says the TRM could not be read when an order was issued without one', async () => {
    const { user } = renderWithProviders(
      <MemoryRouter>
        <OrdersTable orders={[orderOf({ trm: null })]} terms={DEFAULT_DOCUMENT_TERMS} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Desglose de ORD-2026-00030' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Desglose de la orden' }));
    expect(dialog.getByText('TRM del día de emisión').nextSibling).toHaveTextContent(
      'TRM no disponible: no se pudo consultar la tasa del día.',
    );
    expect(dialog.queryByText(/Sin registrar/)).toBeNull();
  });

  it('says the order is no invoice and gives its conditions and the accounts to pay into', async () => {
    const account = {
      bank: 'Bancolombia',
      accountType: 'CORRIENTE' as const,
      number: '123-456789-01',
      holder: 'Tienda S.A.S.',
      holderNit: '900544472',
    };
    const order = orderOf({
      bankTransfer: { accounts: [account], receiptEmail: 'pagos@tienda.co' },
    });
    const terms = { ...DEFAULT_DOCUMENT_TERMS, warranty: 'Un año en equipos activos.' };
    const { user } = renderWithProviders(
      <MemoryRouter>
        <OrdersTable orders={[order]} terms={terms} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Desglose de ORD-2026-00030' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Desglose de la orden' }));
    expect(dialog.getByText(NOT_AN_INVOICE)).toBeVisible();
    const accounts = within(dialog.getByRole('region', { name: 'Datos para la transferencia' }));
    expect(accounts.getByText('123-456789-01')).toBeVisible();
    expect(accounts.getByText('Titular').nextSibling).toHaveTextContent(
      'Tienda S.A.S., NIT 900.544.472-2',
    );
    const conditions = within(dialog.getByRole('region', { name: 'Condiciones comerciales' }));
    expect(conditions.getByText('Transferencia bancaria').nextSibling).toHaveTextContent(
      'Suba el comprobante de la transferencia en la orden ORD-2026-00030, en la sección Órdenes de su cuenta, o envíelo a pagos@tienda.co',
    );
    expect(conditions.getByText('Garantía').nextSibling).toHaveTextContent(
      'Un año en equipos activos.',
    );
    expect(conditions.getByText('Tiempo de entrega')).toBeVisible();
  });
});

describe('an order on company credit', () => {
  const renderOrders = (orders: ReturnType<typeof orderOf>[]) =>
    renderWithProviders(
      <MemoryRouter>
        <OrdersTable orders={orders} terms={DEFAULT_DOCUMENT_TERMS} />
      </MemoryRouter>,
    );
  const onCredit = { payMethod: 'COMPANY_CREDIT', bankTransfer: null } as const;

  it('shows its due date, and "Vencida" once the day has passed unpaid', () => {
    renderOrders([
      orderOf({ ...onCredit, id: 1, customId: 'ORD-2026-00001', dueOn: '2020-01-31' }),
      orderOf({ ...onCredit, id: 2, customId: 'ORD-2026-00002', dueOn: '2099-12-31' }),
      orderOf({
        ...onCredit,
        id: 3,
        customId: 'ORD-2026-00003',
        dueOn: '2020-01-31',
        paymentStatus: 'PAID',
      }),
      orderOf({ id: 4, customId: 'ORD-2026-00004' }),
    ]);
    const row = (code: string) => screen.getByRole('row', { name: new RegExp(code) });
    expect(row('ORD-2026-00001')).toHaveTextContent('31 de enero de 2020Vencida');
    expect(row('ORD-2026-00002')).toHaveTextContent('31 de diciembre de 2099');
    expect(row('ORD-2026-00002')).not.toHaveTextContent('Vencida');
    expect(row('ORD-2026-00003')).not.toHaveTextContent('Vencida');
    expect(within(row('ORD-2026-00004')).getByLabelText('Sin fecha de vencimiento')).toBeVisible();
  });

  it('has no "Vence" column while no order of the page is on credit', () => {
    renderOrders([orderOf({ id: 4, customId: 'ORD-2026-00004' })]);
    expect(screen.queryByRole('columnheader', { name: 'Vence' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Total' })).toBeVisible();
  });

  it('says in its breakdown when it is due and how it is paid', async () => {
    const { user } = renderOrders([orderOf({ ...onCredit, dueOn: '2026-04-01' })]);
    await user.click(screen.getByRole('button', { name: 'Desglose de ORD-2026-00030' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Desglose de la orden' }));
    expect(dialog.getByText('Fecha de vencimiento').nextSibling).toHaveTextContent(
      '1 de abril de 2026',
    );
    expect(dialog.getByText(/la orden ORD-2026-00030 vence el 1 de abril de 2026/)).toBeVisible();
  });
});
