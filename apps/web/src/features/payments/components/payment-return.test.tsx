import { StrictMode } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCop, ONLINE_PAYMENT_MESSAGES, type OrderPayment } from '@shop/shared';
import { callsTo, orderPaymentApi } from '../../../testing/api/payments';
import { apiError, fakeApi, json, type Answer } from '../../../testing/fake-api';
import {
  attemptOf,
  ORDER_TOTAL,
  paidPaymentOf,
  paymentOf,
  REDIRECT,
} from '../../../testing/payments';
import { renderCustomerPage } from '../../../testing/render-customer';
import { goToCheckout } from '../utils/go-to-checkout';
import { PAYMENT_MESSAGES } from '../utils/messages';
import { PaymentReturn } from './payment-return';

vi.mock('../utils/go-to-checkout', () => ({ goToCheckout: vi.fn() }));

beforeEach(() => vi.mocked(goToCheckout).mockClear());
afterEach(() => vi.unstubAllGlobals());

const TRANSACTION = '15113-1709391840-92301';
const CONFIRM = '/api/orders/30/payment/confirm';
const READ = '/api/orders/30/payment';

const pending = (overrides: Partial<OrderPayment> = {}) =>
  paymentOf({
    paymentStatus: 'PENDING',
    canPayOnline: false,
    attempts: [attemptOf({ status: 'PENDING', method: 'PSE' })],
    ...overrides,
  });

const declined = (overrides: Partial<OrderPayment> = {}) =>
  paymentOf({
    attempts: [
      attemptOf({
        status: 'DECLINED',
        method: 'CARD',
        statusMessage: 'Transacción rechazada por el banco (sandbox)',
      }),
    ],
    ...overrides,
  });

interface Answers {
  confirm?: () => Answer;
  /** GET answers, one per call; the last one repeats. */
  reads?: OrderPayment[];
  start?: () => Answer;
}

function renderReturn(
  transactionId: string | null,
  { confirm, reads = [], start }: Answers,
  { strict = false } = {},
) {
  let read = 0;
  const calls = fakeApi(
    orderPaymentApi({
      ...(confirm && { confirm }),
      read: () => json(reads[Math.min(read++, reads.length - 1)]),
      start: start ?? (() => json(REDIRECT, 201)),
    }),
  );
  const page = (
    <PaymentReturn
      viewer={7}
      orderId={30}
      transactionId={transactionId}
      pollEveryMs={20}
      giveUpAfterMs={400}
    />
  );
  const rendered = renderCustomerPage(
    '/orders/30/pago',
    { path: '/orders/:id/pago', element: strict ? <StrictMode>{page}</StrictMode> : page },
    { '/orders': <h1>Órdenes</h1> },
  );
  return { calls, ...rendered };
}

/** As the page reads once its spaces are collapsed (the peso sign's is a no-break one). */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

describe('back from the gateway with a transaction', () => {
  it('confirms it once, says it is confirming, then that the payment arrived', async () => {
    let answer!: (response: Response) => void;
    const { calls } = renderReturn(
      TRANSACTION,
      {
        confirm: () => new Promise<Response>((resolve) => (answer = resolve)),
        reads: [paidPaymentOf()],
      },
      { strict: true },
    );
    const live = await screen.findByRole('region', { name: 'Confirmando su pago' });
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent(ONLINE_PAYMENT_MESSAGES.confirming);
    expect(screen.queryByText(ONLINE_PAYMENT_MESSAGES.received)).toBeNull();

    answer(json(paidPaymentOf()));
    const paid = await screen.findByRole('region', { name: ONLINE_PAYMENT_MESSAGES.received });
    expect(paid).toHaveTextContent(
      `recibimos ${asRead(formatCop(ORDER_TOTAL))} por la orden ORD-2026-00030.`,
    );
    expect(within(paid).getByRole('link', { name: 'Ver mis órdenes' })).toHaveAttribute(
      'href',
      '/orders',
    );
    // One confirmation, even where React runs effects twice.
    expect(callsTo(calls, 'POST', CONFIRM).map((call) => call.body)).toEqual([
      { transactionId: TRANSACTION },
    ]);
  });

  it('follows a payment the bank is still deciding until it is paid', async () => {
    const { calls } = renderReturn(TRANSACTION, {
      confirm: () => json(pending()),
      reads: [pending(), pending(), paidPaymentOf({ payMethod: 'PSE' })],
    });
    expect(
      await screen.findByRole('region', { name: ONLINE_PAYMENT_MESSAGES.received }),
    ).toBeVisible();
    expect(callsTo(calls, 'GET', READ).length).toBeGreaterThanOrEqual(3);
    // Paid: nothing more to ask.
    const asked = callsTo(calls, 'GET', READ).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(calls, 'GET', READ)).toHaveLength(asked);
  });

  it('stops asking after a while and says the answer will come by mail', async () => {
    const { calls } = renderReturn(TRANSACTION, {
      confirm: () => json(pending()),
      reads: [pending()],
    });
    const still = await screen.findByRole(
      'region',
      { name: 'Seguimos confirmando su pago' },
      { timeout: 2_000 },
    );
    expect(still).toHaveTextContent(PAYMENT_MESSAGES.stillConfirming);
    expect(screen.queryByText(ONLINE_PAYMENT_MESSAGES.received)).toBeNull();
    const asked = callsTo(calls, 'GET', READ).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(calls, 'GET', READ)).toHaveLength(asked);
  });

  it("gives the gateway's reason for a decline and tries again with a new attempt", async () => {
    const { calls, user } = renderReturn(TRANSACTION, {
      confirm: () => json(declined()),
      reads: [declined()],
    });
    const live = await screen.findByRole('region', { name: 'El pago no se aprobó' });
    expect(live).toHaveTextContent('Transacción rechazada por el banco (sandbox)');
    await user.click(within(live).getByRole('button', { name: 'Intentar de nuevo' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(REDIRECT.checkoutUrl));
    expect(callsTo(calls, 'POST', '/api/orders/30/payments')).toHaveLength(1);
  });

  it('offers no new attempt once the order cannot be paid online any more', async () => {
    renderReturn(TRANSACTION, {
      confirm: () => json(declined({ canPayOnline: false })),
      reads: [declined({ canPayOnline: false })],
    });
    const live = await screen.findByRole('region', { name: 'El pago no se aprobó' });
    expect(within(live).queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull();
  });

  it('explains an order whose window closed unpaid', async () => {
    const expired = paymentOf({ paymentStatus: 'EXPIRED', canPayOnline: false, canceled: true });
    renderReturn(TRANSACTION, { confirm: () => json(expired), reads: [expired] });
    const live = await screen.findByRole('region', { name: 'La reserva de la orden venció' });
    expect(live).toHaveTextContent(ONLINE_PAYMENT_MESSAGES.expired);
  });

  it('explains an order staff cancelled', async () => {
    const canceled = paymentOf({ canPayOnline: false, canceled: true });
    renderReturn(TRANSACTION, { confirm: () => json(canceled), reads: [canceled] });
    const live = await screen.findByRole('region', { name: 'La orden está cancelada' });
    expect(live).toHaveTextContent(ONLINE_PAYMENT_MESSAGES.canceled);
  });

  it('says so when the gateway does not know the transaction as this order’s', async () => {
    const message = ONLINE_PAYMENT_MESSAGES.unknownTransaction;
    const { calls } = renderReturn(TRANSACTION, {
      confirm: () => apiError(404, 'PAYMENT_UNKNOWN_TRANSACTION', message),
      reads: [paymentOf({ attempts: [attemptOf()] })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // The order as it stands, not a confirmation that will never come.
    expect(await screen.findByRole('region', { name: 'Estado del pago' })).toBeVisible();
    expect(screen.queryByText(ONLINE_PAYMENT_MESSAGES.confirming)).toBeNull();
    const asked = callsTo(calls, 'GET', READ).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(calls, 'GET', READ)).toHaveLength(asked);
  });
});

describe('opened without a transaction', () => {
  it("shows the order's payment, confirms nothing, and offers to pay it", async () => {
    const { calls, user } = renderReturn(null, { reads: [paymentOf()] });
    const live = await screen.findByRole('region', { name: 'Estado del pago' });
    expect(screen.getByText('Sin pagar')).toBeVisible();
    expect(callsTo(calls, 'POST', CONFIRM)).toEqual([]);
    await user.click(within(live).getByRole('button', { name: 'Pagar ahora' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(REDIRECT.checkoutUrl));
  });

  it('says an order that is not the customer’s was not found', async () => {
    fakeApi(
      orderPaymentApi({
        read: () => apiError(404, 'NOT_FOUND', 'No encontramos la orden solicitada.'),
      }),
    );
    renderCustomerPage('/orders/30/pago', {
      path: '/orders/:id/pago',
      element: <PaymentReturn viewer={7} orderId={30} transactionId={null} />,
    });
    expect(await screen.findByText('No encontramos la orden solicitada.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Estado del pago' })).toBeNull();
  });
});
