import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_MESSAGES } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { OrderStatusDialog, type OrderEntry } from './order-status-dialog';

const ORDER: OrderEntry = {
  type: 'order',
  id: 31,
  customId: 'ORD-2026-00031',
  status: 'PENDING',
  customer: { name: 'Ana Ruiz', email: 'ana@redes.co', businessName: 'Redes del Valle SAS' },
  total: 1_190_000,
  totalPrice: 1_190_000,
  totalItems: 3,
  createdAt: '2026-03-04T15:00:00.000Z',
  payMethod: 'BANK_TRANSFER',
  paymentStatus: 'UNPAID',
  paidAt: null,
};

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

function renderDialog(order: OrderEntry = ORDER) {
  const onClose = vi.fn();
  const rendered = renderWithProviders(<OrderStatusDialog order={order} onClose={onClose} />);
  return { ...rendered, onClose };
}

describe('OrderStatusDialog', () => {
  it('sends the chosen status and the comment on confirm, and tells it worked', async () => {
    const fetchMock = answer(200, {
      id: 31,
      customId: ORDER.customId,
      status: 'SENT',
      changed: true,
    });
    const { user, onClose } = renderDialog();

    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    // The current status is not offered: choosing it would change nothing.
    expect(screen.queryByRole('radio', { name: 'Pendiente' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Enviado' }));
    expect(screen.getByText('La orden pasará de «Pendiente» a «Enviado».')).toBeVisible();
    await user.type(screen.getByLabelText(/Comentario/), '  Guía 7781 de Servientrega ');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/order/31');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'SENT',
      comments: 'Guía 7781 de Servientrega',
    });
    expect(await screen.findByText(HISTORY_MESSAGES.statusUpdated)).toBeInTheDocument();
  });

  it('sends nothing when cancelled', async () => {
    const fetchMock = answer(200, {});
    const { user, onClose } = renderDialog();

    await user.click(screen.getByRole('radio', { name: 'Cancelado' }));
    expect(screen.getByText('Las unidades de la orden vuelven al inventario.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the server's refusal in view when reopening finds the stock gone", async () => {
    const refusal =
      'No hay unidades suficientes de Router AX3000 (RT-AX3) para reabrir la orden ORD-2026-00031.';
    answer(409, { statusCode: 409, error: 'Conflict', code: 'OUT_OF_STOCK', message: refusal });
    const { user, onClose } = renderDialog({ ...ORDER, status: 'CANCELED' });

    await user.click(screen.getByRole('radio', { name: 'Procesando' }));
    expect(screen.getByText(/vuelve a tomar sus unidades del inventario/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    // In the dialog and as a toast.
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2));
    expect(onClose).not.toHaveBeenCalled();
  });
});
