import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, on } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { orderOf } from '../../../testing/taxes';
import { ReceiptsButton } from './receipts-button';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNT = {
  bank: 'Banco de Bogotá',
  accountType: 'AHORROS' as const,
  number: '0550-0012-3456',
  holder: 'Redes Andinas S.A.S.',
  holderNit: '900544472',
};

describe('ReceiptsButton', () => {
  it("opens an unpaid transfer order's accounts and receipt upload", async () => {
    const order = orderOf({
      bankTransfer: { accounts: [ACCOUNT], receiptEmail: 'pagos@tienda.co' },
    });
    fakeApi(
      on('GET', '/api/orders/30/transfer-receipts', () =>
        json({
          orderId: 30,
          paymentStatus: 'UNPAID',
          total: order.totalOrder,
          amountPaid: 0,
          uploadRefusal: null,
          receipts: [],
        }),
      ),
    );
    const { user } = renderWithProviders(<ReceiptsButton viewer={7} order={order} />);

    await user.click(screen.getByRole('button', { name: 'Subir comprobante de ORD-2026-00030' }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Pago por transferencia de la orden ORD-2026-00030' }),
    );
    expect(await dialog.findByText('Sin pagar')).toBeInTheDocument();
    expect(dialog.getByText('0550-0012-3456')).toBeInTheDocument();
    expect(dialog.getByLabelText('Comprobante de la transferencia')).toBeInTheDocument();
  });

  it('reads "Comprobantes" once the order owes nothing', () => {
    const order = orderOf({});
    renderWithProviders(
      <ReceiptsButton
        viewer={7}
        order={{ ...order, amountPaid: order.totalOrder, paymentStatus: 'PAID' }}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Comprobantes de ORD-2026-00030' }),
    ).toBeInTheDocument();
  });
});
