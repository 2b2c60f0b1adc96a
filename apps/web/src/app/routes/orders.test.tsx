import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '@shop/shared';
import { paths } from '../../config/paths';
import { goToCheckout } from '../../features/payments/utils/go-to-checkout';
import { callsTo, orderPaymentApi } from '../../testing/api/payments';
import { configApi } from '../../testing/api/config';
import { apiError, fakeApi, json, on, type Answer } from '../../testing/fake-api';
import { REDIRECT } from '../../testing/payments';
import { renderCustomerPage } from '../../testing/render-customer';
import { orderOf } from '../../testing/taxes';
import { formatLongDateTime } from '../../utils/format';
import { OrdersRoute } from './orders';

vi.mock('../../features/payments/utils/go-to-checkout', () => ({ goToCheckout: vi.fn() }));

beforeEach(() => vi.mocked(goToCheckout).mockClear());
afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();

/** Order 30 by card, just placed, keeping its stock for the next hour. */
const byCard = (overrides: Partial<OrderSummary> = {}) =>
  orderOf({ payMethod: 'CREDIT', bankTransfer: null, payBy: inAnHour(), ...overrides });

function renderOrders(
  orders: OrderSummary[],
  { placed, start }: { placed?: OrderSummary; start?: () => Answer } = {},
) {
  const calls = fakeApi(
    configApi(),
    on('GET', '/api/order', () => json({ orders, totalPages: 1 })),
    orderPaymentApi({ start: start ?? (() => json(REDIRECT, 201)) }),
  );
  const path = paths.orders.getHref();
  const rendered = renderCustomerPage(placed ? { pathname: path, state: { placed } } : path, {
    path: paths.orders.path,
    element: <OrdersRoute />,
  });
  return { calls, ...rendered };
}

const placedPanel = () => screen.getByRole('region', { name: 'Orden ORD-2026-00030 recibida' });

describe('the order just placed with an online method', () => {
  it("offers 'Pagar ahora', starts the payment and leaves for the gateway's checkout", async () => {
    const order = byCard();
    const { calls, user } = renderOrders([order], { placed: order });
    const panel = within(placedPanel());
    expect(panel.getByText(formatLongDateTime(order.payBy!))).toBeVisible();
    await user.click(panel.getByRole('button', { name: 'Pagar ahora' }));

    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(REDIRECT.checkoutUrl));
    expect(callsTo(calls, 'POST', '/api/orders/30/payments')).toHaveLength(1);
    // While the browser leaves: the gateway's terms, and the checkout by hand.
    const terms = panel.getByRole('link', { name: 'Al pagar acepta el reglamento de Wompi' });
    expect(terms).toHaveAttribute('href', REDIRECT.termsUrl);
    expect(panel.getByRole('link', { name: /continúe a la página de pago/ })).toHaveAttribute(
      'href',
      REDIRECT.checkoutUrl,
    );
    // A second press does not start a second attempt.
    await user.click(panel.getByRole('button', { name: 'Pagar ahora' }));
    expect(callsTo(calls, 'POST', '/api/orders/30/payments')).toHaveLength(1);
  });

  it("toasts the server's refusal and stays, ready to try again", async () => {
    const inProgress =
      'Hay un pago de esta orden en proceso. Espere su resultado antes de intentar de nuevo.';
    const order = byCard();
    const { user } = renderOrders([order], {
      placed: order,
      start: () => apiError(409, 'PAYMENT_IN_PROGRESS', inProgress),
    });
    await user.click(within(placedPanel()).getByRole('button', { name: 'Pagar ahora' }));
    expect(await screen.findByText(inProgress)).toBeVisible();
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(within(placedPanel()).getByRole('button', { name: 'Pagar ahora' })).toBeEnabled();
  });

  it('says the gateway could not be reached when it fails', async () => {
    const order = byCard();
    const { user } = renderOrders([order], {
      placed: order,
      start: () =>
        apiError(502, 'PAYMENT_GATEWAY_UNAVAILABLE', 'La pasarela no respondió (detalle).'),
    });
    await user.click(within(placedPanel()).getByRole('button', { name: 'Pagar ahora' }));
    expect(
      await screen.findByText(
        'No pudimos comunicarnos con la pasarela de pagos. Intente de nuevo en unos minutos.',
      ),
    ).toBeVisible();
  });

  it('offers nothing to pay for an order by bank transfer', async () => {
    const order = orderOf();
    renderOrders([order], { placed: order });
    expect(await screen.findByRole('row', { name: /ORD-2026-00030/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pagar/ })).toBeNull();
  });

  it('offers nothing to pay once the list says the order was paid', async () => {
    const placed = byCard();
    const paid = byCard({ paymentStatus: 'PAID', paidAt: new Date().toISOString() });
    renderOrders([paid], { placed });
    const row = await screen.findByRole('row', { name: /ORD-2026-00030/ });
    expect(within(row).getByText('Pagada')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pagar/ })).toBeNull();
  });
});

describe("the orders' payment", () => {
  it('shows each payment status beside the order status, since when paid, until when reserved', async () => {
    const paidAt = '2026-03-02T20:05:00.000Z';
    const reserved = byCard({ id: 31, customId: 'ORD-2026-00031' });
    renderOrders([
      reserved,
      byCard({ id: 32, customId: 'ORD-2026-00032', paymentStatus: 'PAID', paidAt }),
      byCard({ id: 33, customId: 'ORD-2026-00033', status: 'CANCELED', paymentStatus: 'EXPIRED' }),
      orderOf({ id: 34, customId: 'ORD-2026-00034' }),
    ]);
    const row = async (id: string) =>
      within(await screen.findByRole('row', { name: new RegExp(id) }));

    const first = await row('ORD-2026-00031');
    expect(first.getByText('Pendiente')).toBeVisible();
    expect(first.getByText('Sin pagar')).toBeVisible();
    expect(first.getByText(/Reservada hasta/)).toHaveTextContent(
      `Reservada hasta ${formatLongDateTime(reserved.payBy!)}`,
    );
    expect(first.getByRole('button', { name: 'Pagar ORD-2026-00031' })).toBeVisible();

    const paid = await row('ORD-2026-00032');
    expect(paid.getByText('Pagada')).toBeVisible();
    // 3:05 p. m. in Bogotá, whatever the browser's zone.
    expect(paid.getByText(/Pagada el/)).toHaveTextContent(
      'Pagada el 2 de marzo de 2026 a las 3:05 p. m.',
    );
    expect(paid.queryByRole('button', { name: /Pagar/ })).toBeNull();

    const expired = await row('ORD-2026-00033');
    expect(expired.getByText('Cancelado')).toBeVisible();
    expect(expired.getByText('Reserva vencida sin pago')).toBeVisible();
    expect(expired.queryByRole('button', { name: /Pagar/ })).toBeNull();

    const transfer = await row('ORD-2026-00034');
    expect(transfer.getByText('Sin pagar')).toBeVisible();
    expect(transfer.queryByText(/Reservada hasta/)).toBeNull();
    expect(transfer.queryByRole('button', { name: /Pagar/ })).toBeNull();
  });

  it("pays an order from its row: 'Pagar' leaves for the checkout", async () => {
    const { calls, user } = renderOrders([byCard()]);
    await user.click(await screen.findByRole('button', { name: 'Pagar ORD-2026-00030' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(REDIRECT.checkoutUrl));
    expect(callsTo(calls, 'POST', '/api/orders/30/payments')).toHaveLength(1);
  });

  it('does not offer to pay an online order whose window has closed', async () => {
    renderOrders([byCard({ payBy: new Date(Date.now() - HOUR).toISOString() })]);
    const row = within(await screen.findByRole('row', { name: /ORD-2026-00030/ }));
    expect(row.queryByRole('button', { name: /Pagar/ })).toBeNull();
    expect(row.queryByText(/Reservada hasta/)).toBeNull();
  });
});
