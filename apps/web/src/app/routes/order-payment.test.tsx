import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_PAYMENT_MESSAGES } from '@shop/shared';
import { paths } from '../../config/paths';
import { callsTo, orderPaymentApi } from '../../testing/api/payments';
import { fakeApi, json } from '../../testing/fake-api';
import { attemptOf, paidPaymentOf, paymentOf } from '../../testing/payments';
import { renderCustomerPage } from '../../testing/render-customer';
import { OrderPaymentRoute } from './order-payment';

afterEach(() => vi.unstubAllGlobals());

const pending = paymentOf({
  paymentStatus: 'PENDING',
  canPayOnline: false,
  attempts: [attemptOf({ status: 'PENDING', method: 'NEQUI' })],
});

const renderAt = (search: string) =>
  renderCustomerPage(`${paths.orderPayment.getHref(30)}${search}`, {
    path: paths.orderPayment.path,
    element: <OrderPaymentRoute />,
  });

describe('/orders/:id/pago', () => {
  it("confirms the transaction the gateway's return names and says what the server answers", async () => {
    const calls = fakeApi(
      orderPaymentApi({ confirm: () => json(paidPaymentOf()), read: () => json(paidPaymentOf()) }),
    );
    renderAt('?id=15113-1709391840-92301&env=test');
    expect(screen.getByRole('heading', { level: 1, name: 'Pago de la orden' })).toBeVisible();
    expect(
      await screen.findByRole('region', { name: ONLINE_PAYMENT_MESSAGES.received }),
    ).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/orders/30/payment/confirm').map((c) => c.body)).toEqual([
      { transactionId: '15113-1709391840-92301' },
    ]);
  });

  it('never says the order is paid because the address says so', async () => {
    fakeApi(orderPaymentApi({ confirm: () => json(pending), read: () => json(pending) }));
    renderAt('?id=15113-1709391840-92301&env=test&status=APPROVED');
    expect(await screen.findByRole('region', { name: 'Confirmando su pago' })).toHaveTextContent(
      ONLINE_PAYMENT_MESSAGES.confirming,
    );
    expect(screen.queryByText(ONLINE_PAYMENT_MESSAGES.received)).toBeNull();
    expect(screen.queryByText('Pagada')).toBeNull();
  });

  it('confirms nothing when opened without a transaction', async () => {
    const calls = fakeApi(orderPaymentApi({ read: () => json(paymentOf()) }));
    renderAt('');
    expect(await screen.findByRole('region', { name: 'Estado del pago' })).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/orders/30/payment/confirm')).toEqual([]);
  });

  it('says an address that names no order finds none', () => {
    fakeApi();
    renderCustomerPage('/orders/abc/pago', {
      path: paths.orderPayment.path,
      element: <OrderPaymentRoute />,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('No encontramos la orden solicitada.');
  });
});
