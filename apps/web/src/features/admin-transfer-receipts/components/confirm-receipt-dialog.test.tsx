import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bogotaDate, TRANSFER_MESSAGES, type StaffReceipt } from '@shop/shared';
import { apiError, fakeApi, json, on } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog';

afterEach(() => vi.unstubAllGlobals());

const RECEIPT: StaffReceipt = {
  id: 12,
  orderId: 30,
  fileName: 'pago marzo.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  status: 'PENDING',
  uploadedAt: '2026-03-02T15:00:00.000Z',
  decidedAt: null,
  amount: null,
  receivedOn: null,
  reason: null,
  order: {
    id: 30,
    customId: 'ORD-2026-00030',
    payMethod: 'BANK_TRANSFER',
    paymentStatus: 'PARTIALLY_PAID',
    total: 1_000_000,
    amountPaid: 400_000,
    createdAt: '2026-03-01T15:00:00.000Z',
  },
  customer: {
    name: 'Laura Gómez',
    email: 'laura@example.com',
    businessName: 'Redes Andinas S.A.S.',
    identification: '900544472',
  },
};

const CONFIRM = '/api/transfer-receipts/12/confirm';

function renderDialog() {
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <ConfirmReceiptDialog receipt={RECEIPT} onClose={onClose} />,
  );
  return { ...rendered, onClose };
}

describe('ConfirmReceiptDialog', () => {
  it('offers what the order still owes, today, and sends the amount as whole pesos', async () => {
    const calls = fakeApi(
      on('POST', CONFIRM, () => json({ ...RECEIPT, status: 'CONFIRMED', amount: 600_000 })),
    );
    const { user, onClose } = renderDialog();

    expect(screen.getByRole('dialog', { name: 'Confirmar pago' })).toHaveTextContent(
      'ORD-2026-00030',
    );
    expect(screen.getByLabelText('Monto recibido (pesos)')).toHaveValue('600.000');
    expect(screen.getByLabelText('Fecha en que llegó el dinero')).toHaveValue(bogotaDate());
    expect(screen.getByLabelText('Fecha en que llegó el dinero')).toHaveAttribute(
      'max',
      bogotaDate(),
    );
    await user.clear(screen.getByLabelText('Monto recibido (pesos)'));
    await user.type(screen.getByLabelText('Monto recibido (pesos)'), '$ 550.000');
    await user.clear(screen.getByLabelText('Fecha en que llegó el dinero'));
    await user.type(screen.getByLabelText('Fecha en que llegó el dinero'), '2026-03-01');
    await user.type(screen.getByLabelText('Cómo lo verificó'), 'Consignación vista en el extracto');
    await user.click(screen.getByRole('button', { name: 'Confirmar pago' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({
      amount: 550_000,
      receivedOn: '2026-03-01',
      reason: 'Consignación vista en el extracto',
    });
    expect(await screen.findByText(TRANSFER_MESSAGES.confirmed)).toBeInTheDocument();
  });

  it('refuses an amount that is no whole number of pesos, and a missing reason, before sending', async () => {
    const calls = fakeApi(on('POST', CONFIRM, () => json(RECEIPT)));
    const { user } = renderDialog();

    await user.clear(screen.getByLabelText('Monto recibido (pesos)'));
    await user.type(screen.getByLabelText('Monto recibido (pesos)'), '550.000,50');
    await user.click(screen.getByRole('button', { name: 'Confirmar pago' }));

    expect(await screen.findByLabelText('Monto recibido (pesos)')).toHaveAccessibleDescription(
      TRANSFER_MESSAGES.amount,
    );
    expect(screen.getByLabelText('Cómo lo verificó')).toHaveAccessibleDescription(
      TRANSFER_MESSAGES.confirmReason,
    );
    expect(calls).toEqual([]);
  });

  it("places the server's refusal of the amount beside it and stays open", async () => {
    const message = TRANSFER_MESSAGES.tooMuch(600_000);
    fakeApi(
      on('POST', CONFIRM, () =>
        apiError(400, 'VALIDATION_ERROR', message, [{ path: 'amount', message }]),
      ),
    );
    const { user, onClose } = renderDialog();

    await user.type(screen.getByLabelText('Cómo lo verificó'), 'Visto en el extracto');
    await user.click(screen.getByRole('button', { name: 'Confirmar pago' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Monto recibido (pesos)')).toHaveAccessibleDescription(message),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when someone else already decided the receipt, saying so', async () => {
    fakeApi(
      on('POST', CONFIRM, () =>
        apiError(409, 'TRANSFER_RECEIPT_DECIDED', TRANSFER_MESSAGES.decided),
      ),
    );
    const { user, onClose } = renderDialog();

    await user.type(screen.getByLabelText('Cómo lo verificó'), 'Visto en el extracto');
    await user.click(screen.getByRole('button', { name: 'Confirmar pago' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(TRANSFER_MESSAGES.decided)).toBeInTheDocument();
  });
});
