import type { DocumentLineView, OrderDetail, QuoteDetail, StaffOrderDetail } from '@shop/shared';
import { breakdownOf } from './taxes';
import { orderOf, quoteOf } from './taxes';

/** The three lines of MIXED_LINES, as a document stores them. */
export const LINES: DocumentLineView[] = [
  { name: 'Router AX3000', model: 'RB5009', sku: 'MK-5009', unitPrice: 1_200_000, quantity: 2 },
  { name: 'Portátil 14"', model: 'TP-14', sku: 'LN-14', unitPrice: 2_500_000, quantity: 1 },
  { name: 'Patch cord Cat6', model: 'PC-6', sku: 'PC-6', unitPrice: 100_000, quantity: 3 },
].map((line, i) => ({
  ...line,
  productId: i + 1,
  vat: [0.19, 0, 0.05][i]!,
  lineTotal: line.unitPrice * line.quantity,
}));

/** Order 30 on company credit, sent with a courier's guide after being processed. */
export function orderDetailOf(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderOf({
      status: 'SENT',
      payMethod: 'COMPANY_CREDIT',
      bankTransfer: null,
      dueOn: '2026-04-01',
    }),
    lines: LINES,
    timeline: [
      { at: '2026-03-02T15:00:00.000Z', status: 'PENDING', paymentStatus: null, comment: null },
      { at: '2026-03-03T14:00:00.000Z', status: 'PROCESSING', paymentStatus: null, comment: null },
      {
        at: '2026-03-04T16:30:00.000Z',
        status: 'SENT',
        paymentStatus: null,
        comment: 'Guía Servientrega 123',
      },
    ],
    ...overrides,
  };
}

export const staffOrderDetailOf = (): StaffOrderDetail => ({
  ...orderDetailOf(),
  customer: {
    userId: 7,
    fullName: 'Laura Gómez',
    businessName: 'Redes Andinas S.A.S.',
    identification: '900544472',
    isCompany: true,
    email: 'laura@redes.co',
    phone: '3105550000',
    address: 'Calle 1 # 2-3',
    city: 'Bogotá, D.C.',
    clientType: 'DISTRIBUTOR',
  },
});

export const quoteDetailOf = (overrides: Partial<QuoteDetail> = {}): QuoteDetail => ({
  ...quoteOf({}, breakdownOf()),
  lines: LINES,
  orderId: null,
  ...overrides,
});
