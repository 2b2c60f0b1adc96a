import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSFER_MESSAGES, type StaffReceipt } from '@shop/shared';
import { anyOf, fakeApi, json, on } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LAZY = { timeout: 10_000 };

const receipt = (id: number, o: Partial<StaffReceipt> = {}): StaffReceipt => ({
  id,
  orderId: 30 + id,
  fileName: `comprobante-${id}.png`,
  mimeType: 'image/png',
  sizeBytes: 2048,
  status: 'PENDING',
  uploadedAt: '2026-03-02T15:00:00.000Z',
  decidedAt: null,
  amount: null,
  receivedOn: null,
  reason: null,
  order: {
    id: 30 + id,
    customId: `ORD-2026-000${30 + id}`,
    payMethod: 'BANK_TRANSFER',
    paymentStatus: 'PENDING',
    total: 1_000_000,
    amountPaid: 0,
    createdAt: '2026-03-01T15:00:00.000Z',
  },
  customer: {
    name: 'Laura Gómez',
    email: 'laura@example.com',
    businessName: 'Redes Andinas S.A.S.',
    identification: '900544472',
  },
  ...o,
});

describe('/dashboard/payments/receipts', () => {
  it('is a menu entry of ADMIN_PAYMENTS listing the receipts to review, oldest first', async () => {
    const calls = fakeApi(
      on('GET', '/api/transfer-receipts', () =>
        json({ receipts: [receipt(1), receipt(2)], totalPages: 1 }),
      ),
    );
    renderDashboard('/dashboard/payments/receipts', ['ADMIN_PAYMENTS']);

    expect(
      await screen.findByRole('heading', { name: 'Comprobantes por revisar', level: 1 }, LAZY),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Opciones' });
    expect(within(menu).getByRole('link', { name: 'Comprobantes por revisar' })).toHaveAttribute(
      'href',
      '/dashboard/payments/receipts',
    );
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('ORD-2026-00031');
    expect(rows[2]).toHaveTextContent('ORD-2026-00032');
    expect(calls[0]!.url.searchParams.get('offset')).toBe('0');
  });

  it('previews an image receipt read with the session, and rejects it with a reason', async () => {
    let rejected = false;
    const calls = fakeApi(
      anyOf(
        on('GET', '/api/transfer-receipts', () =>
          json({ receipts: rejected ? [] : [receipt(1)], totalPages: rejected ? 0 : 1 }),
        ),
        on(
          'GET',
          '/api/transfer-receipts/1',
          () => new Response(new Blob(['png'], { type: 'image/png' })),
        ),
        on('POST', '/api/transfer-receipts/1/reject', () => {
          rejected = true;
          return json(receipt(1, { status: 'REJECTED', reason: 'Es de otra orden' }));
        }),
      ),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:comprobante-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user } = renderDashboard('/dashboard/payments/receipts', ['ADMIN_PAYMENTS']);

    await user.click(
      await screen.findByRole('button', { name: /ver el comprobante de ORD-2026-00031$/ }, LAZY),
    );
    const preview = await screen.findByRole('dialog', { name: 'Comprobante de ORD-2026-00031' });
    expect(
      await within(preview).findByRole('img', {
        name: 'Comprobante comprobante-1.png de la orden ORD-2026-00031',
      }),
    ).toHaveAttribute('src', 'blob:comprobante-1');
    await user.click(within(preview).getByRole('button', { name: 'Cerrar' }));

    await user.click(
      screen.getByRole('button', { name: 'Rechazar el comprobante de ORD-2026-00031' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Rechazar comprobante' });
    await user.type(within(dialog).getByLabelText('Motivo del rechazo'), 'Es de otra orden');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar comprobante' }));

    expect(await screen.findByText(TRANSFER_MESSAGES.rejected)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Es de otra orden' });
    await waitFor(() =>
      expect(screen.getByText('No hay comprobantes por revisar.')).toBeInTheDocument(),
    );
  });
});
