import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCop, REFUND_MESSAGES, type PaymentDetail } from '@shop/shared';
import { adminPaymentsApi, callsTo } from '../../../testing/api/payments';
import { fakeApi, json, queryOf } from '../../../testing/fake-api';
import { ORDER_TOTAL, paymentEntryOf, refundDueDetail } from '../../../testing/payments';
import { renderDashboard } from '../../../testing/render-dashboard';
import { formatDateTime } from '../../../utils/format';

afterEach(() => vi.unstubAllGlobals());

const PAID = paymentEntryOf({
  orderId: 31,
  customId: 'ORD-2026-00031',
  paymentStatus: 'PAID',
  amountPaid: ORDER_TOTAL,
  paidAt: '2026-03-02T20:05:00.000Z',
});
const DUE = refundDueDetail();

// The first visit loads the dashboard's lazy chunks, slower than a plain render.
const findTable = () =>
  screen.findByRole('table', { name: 'Pagos de las órdenes' }, { timeout: 10_000 });

function servePayments({ detail = DUE }: { detail?: PaymentDetail } = {}) {
  let current = detail;
  const calls = fakeApi(
    adminPaymentsApi({
      list: () => json({ payments: [PAID, paymentEntryOf(DUE)], totalPages: 3 }),
      detail: () => json(current),
      refund: (call) => {
        const { note } = call.body as { note: string };
        current = {
          ...current,
          paymentStatus: 'REFUNDED',
          refund: { ...current.refund!, status: 'DONE', note, doneAt: '2026-03-05T14:00:00.000Z' },
        };
        return json(current);
      },
    }),
  );
  const lists = () => callsTo(calls, 'GET', '/api/payments').map(queryOf);
  return { calls, lists };
}

const asRead = (text: string) => text.replace(/\s+/g, ' ');

describe('/dashboard/payments', () => {
  it('lists every order’s money, 20 a page, with the filters and page of the address', async () => {
    const api = servePayments();
    renderDashboard('/dashboard/payments?paymentStatus=PAID&payMethod=CREDIT&search=Norte&page=2', [
      'ADMIN_PAYMENTS',
    ]);
    const table = await findTable();
    expect(api.lists()).toEqual([
      { paymentStatus: 'PAID', payMethod: 'CREDIT', search: 'Norte', offset: '1', limit: '20' },
    ]);
    const paid = within(within(table).getByRole('row', { name: /ORD-2026-00031/ }));
    expect(paid.getByText('Pagada')).toBeVisible();
    expect(paid.getByText(`Pagada el ${formatDateTime(PAID.paidAt!)}`)).toBeVisible();
    expect(paid.getByText('Tarjeta de crédito')).toBeVisible();
    const due = within(within(table).getByRole('row', { name: /ORD-2026-00030/ }));
    expect(due.getByText('Reembolso por hacer')).toBeVisible();
    expect(due.getByText('Orden de compra: OC-4410')).toBeVisible();
    expect(due.getByText(asRead(`Devolver ${formatCop(ORDER_TOTAL)}`))).toBeVisible();
    expect(screen.getByLabelText('Estado del pago')).toHaveValue('PAID');
    expect(screen.getByLabelText('Método de pago')).toHaveValue('CREDIT');
    expect(screen.getByLabelText('Orden o cliente')).toHaveValue('Norte');
    const menu = screen.getByRole('navigation', { name: 'Opciones' });
    expect(within(menu).getByRole('link', { name: 'Pagos' })).toHaveAttribute(
      'href',
      '/dashboard/payments',
    );
  });

  it('puts a changed filter in the address and goes back to the first page', async () => {
    const api = servePayments();
    const { user, router } = renderDashboard('/dashboard/payments?page=2', ['ADMIN_PAYMENTS']);
    await findTable();
    await user.selectOptions(screen.getByLabelText('Estado del pago'), 'Reembolso por hacer');
    await waitFor(() => expect(router.state.location.search).toBe('?paymentStatus=REFUND_DUE'));
    await user.type(screen.getByLabelText('Orden o cliente'), 'ORD-2026-00030');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?paymentStatus=REFUND_DUE&search=ORD-2026-00030'),
    );
    await waitFor(() =>
      expect(api.lists().at(-1)).toEqual({
        paymentStatus: 'REFUND_DUE',
        search: 'ORD-2026-00030',
        offset: '0',
        limit: '20',
      }),
    );
  });

  it("shows an order's attempts, the money received and the refund owed, and records it", async () => {
    const api = servePayments();
    const { user, router } = renderDashboard('/dashboard/payments', ['ADMIN_PAYMENTS']);
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Ver detalle de ORD-2026-00030' }));
    expect(router.state.location.search).toBe('?orden=30');

    const dialog = within(await screen.findByRole('dialog', { name: 'Pago de ORD-2026-00030' }));
    const attempts = within(dialog.getByRole('region', { name: 'Intentos en línea' }));
    expect(attempts.getByText('15113-1709391840-92301')).toBeVisible();
    expect(attempts.getByText('Aprobado')).toBeVisible();
    expect(attempts.getByText('Rechazado')).toBeVisible();
    expect(attempts.getByText('Transacción rechazada por el banco (sandbox)')).toBeVisible();
    const received = within(dialog.getByRole('region', { name: 'Dinero recibido' }));
    expect(received.getByText('Pago en línea (Wompi)')).toBeVisible();
    const refund = within(dialog.getByRole('region', { name: 'Reembolso: Por hacer' }));

    await user.click(refund.getByRole('button', { name: 'Registrar reembolso' }));
    const confirm = within(
      screen.getByRole('dialog', { name: 'Registrar reembolso de ORD-2026-00030' }),
    );
    // A note too short to say how is refused before anything is sent.
    await user.type(confirm.getByLabelText('Cómo se devolvió el dinero'), 'ok');
    await user.click(confirm.getByRole('button', { name: 'Registrar reembolso' }));
    expect(await screen.findByText(REFUND_MESSAGES.note)).toBeVisible();
    expect(callsTo(api.calls, 'POST', '/api/payments/30/refund')).toEqual([]);

    const note = 'Transferencia del 5 de marzo, comprobante 88812';
    await user.clear(confirm.getByLabelText('Cómo se devolvió el dinero'));
    await user.type(confirm.getByLabelText('Cómo se devolvió el dinero'), note);
    await user.click(confirm.getByRole('button', { name: 'Registrar reembolso' }));
    expect(await screen.findByText(REFUND_MESSAGES.done)).toBeVisible();
    expect(callsTo(api.calls, 'POST', '/api/payments/30/refund').map((c) => c.body)).toEqual([
      { note },
    ]);
    const done = within(await dialog.findByRole('region', { name: 'Reembolso: Hecho' }));
    expect(done.getByText(note)).toBeVisible();
    expect(done.queryByRole('button', { name: 'Registrar reembolso' })).toBeNull();
    expect(dialog.getByText('Reembolsada')).toBeVisible();
  });

  it('opens the order the address names and closes it again', async () => {
    servePayments();
    const { user, router } = renderDashboard('/dashboard/payments?orden=30', ['ADMIN_PAYMENTS']);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Pago de ORD-2026-00030' },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
