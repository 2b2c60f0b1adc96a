import type {
  CheckoutRedirect,
  OrderPayment,
  PaymentAttempt,
  PaymentDetail,
  PaymentEntry,
} from '@shop/shared';

/** The "Total a pagar" of `orderOf()` (testing/taxes.ts): a company withholding in Bogotá. */
export const ORDER_TOTAL = 5_412_942;

/** An attempt as GET /api/orders/{id}/payment lists it: sent to the checkout, nothing known yet. */
export const attemptOf = (overrides: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
  reference: 'ORD-2026-00030-P1',
  status: 'CREATED',
  statusMessage: null,
  method: null,
  amount: ORDER_TOTAL,
  createdAt: '2026-03-02T15:01:00.000Z',
  ...overrides,
});

/** Order 30 paid by card, unpaid and in its window (until 3 March 2026, 10:00 in Bogotá). */
export const paymentOf = (overrides: Partial<OrderPayment> = {}): OrderPayment => ({
  orderId: 30,
  customId: 'ORD-2026-00030',
  payMethod: 'CREDIT',
  paymentStatus: 'UNPAID',
  total: ORDER_TOTAL,
  amountPaid: 0,
  paidAt: null,
  payBy: '2026-03-03T15:00:00.000Z',
  canPayOnline: true,
  canceled: false,
  attempts: [],
  ...overrides,
});

/** The same order once the gateway approved its payment. */
export const paidPaymentOf = (overrides: Partial<OrderPayment> = {}): OrderPayment =>
  paymentOf({
    paymentStatus: 'PAID',
    amountPaid: ORDER_TOTAL,
    paidAt: '2026-03-02T15:04:00.000Z',
    canPayOnline: false,
    attempts: [attemptOf({ status: 'APPROVED', method: 'CARD' })],
    ...overrides,
  });

/** What POST /api/orders/{id}/payments answers: the signed checkout and the gateway's terms. */
export const REDIRECT: CheckoutRedirect = {
  reference: 'ORD-2026-00030-P1',
  checkoutUrl:
    'https://checkout.wompi.co/p/?public-key=pub_test_abc&reference=ORD-2026-00030-P1&amount-in-cents=541294200',
  termsUrl: 'https://wompi.co/wp-content/uploads/2019/09/TERMINOS-Y-CONDICIONES.pdf',
};

/** A row of GET /api/payments: a company's order paid by card, unpaid. */
export const paymentEntryOf = (overrides: Partial<PaymentEntry> = {}): PaymentEntry => ({
  orderId: 30,
  customId: 'ORD-2026-00030',
  customer: {
    name: 'Laura Gómez',
    email: 'compras@camaras.co',
    businessName: 'Cámaras del Norte S.A.S.',
    identification: '900544472',
  },
  purchaseOrder: 'OC-4410',
  payMethod: 'CREDIT',
  paymentStatus: 'UNPAID',
  total: ORDER_TOTAL,
  amountPaid: 0,
  paidAt: null,
  payBy: '2026-03-03T15:00:00.000Z',
  createdAt: '2026-03-02T15:00:00.000Z',
  refund: null,
  ...overrides,
});

/**
 * GET /api/payments/{id} of an order cancelled after its card payment: the void failed, so staff
 * owe the money back by hand.
 */
export const refundDueDetail = (overrides: Partial<PaymentDetail> = {}): PaymentDetail => ({
  ...paymentEntryOf({
    paymentStatus: 'REFUND_DUE',
    amountPaid: ORDER_TOTAL,
    paidAt: '2026-03-02T15:04:00.000Z',
    payBy: null,
    refund: {
      status: 'DUE',
      amount: ORDER_TOTAL,
      note: null,
      automatic: false,
      createdAt: '2026-03-04T13:00:00.000Z',
      doneAt: null,
    },
  }),
  attempts: [
    {
      ...attemptOf({ reference: 'ORD-2026-00030-P2', status: 'APPROVED', method: 'CARD' }),
      transactionId: '15113-1709391840-92301',
    },
    {
      ...attemptOf({
        status: 'DECLINED',
        method: 'CARD',
        statusMessage: 'Transacción rechazada por el banco (sandbox)',
      }),
      transactionId: '15113-1709391700-10442',
    },
  ],
  received: [
    {
      id: 5,
      source: 'ONLINE',
      amount: ORDER_TOTAL,
      receivedOn: '2026-03-02',
      note: null,
      recordedBy: null,
      createdAt: '2026-03-02T15:04:00.000Z',
    },
  ],
  ...overrides,
});
