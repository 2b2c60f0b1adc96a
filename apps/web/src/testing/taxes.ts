import {
  BOGOTA_CODE,
  COLOMBIAN_TAX_RULES,
  computeTaxes,
  type BuyerTaxProfile,
  type OrderSummary,
  type QuoteSummary,
  type SellerProfile,
  type TaxBreakdown,
  type TaxLine,
  NO_TAX_FLAGS,
} from '@shop/shared';

/** A 'Cliente final' natural person: withholds nothing (art. 368 E.T.). */
export const NATURAL_BUYER: BuyerTaxProfile = {
  kind: 'NATURAL_PERSON',
  ...NO_TAX_FLAGS,
  municipalityCode: BOGOTA_CODE,
  municipalityName: 'Bogotá, D.C.',
};

/** A company in Bogotá marked gran contribuyente: ReteFuente, ReteIVA and ReteICA apply. */
export const COMPANY_BUYER: BuyerTaxProfile = {
  ...NATURAL_BUYER,
  kind: 'LEGAL_PERSON',
  granContribuyente: true,
};

export const SELLER: SellerProfile = {
  name: 'Telecomunicaciones Demo S.A.S.',
  nit: '900123456-7',
  regime: 'RESPONSABLE_IVA',
  autorretenedor: false,
  granContribuyente: false,
  address: 'Calle 80 # 11-42',
  city: 'Bogotá, D.C.',
  municipalityCode: '11001',
  phone: '6015550100',
  email: 'ventas@example.com',
};

/** A router at 19 %, a laptop under the 50 UVT cap (excluded) and 5 % goods: every IVA row. */
export const MIXED_LINES: TaxLine[] = [
  { unitPrice: 1_200_000, quantity: 2, ivaClass: 'GENERAL' },
  { unitPrice: 2_500_000, quantity: 1, ivaClass: 'COMPUTER' },
  { unitPrice: 100_000, quantity: 3, ivaClass: 'REDUCED' },
];

/** What the engine answers for these lines, with the law's seed rules, on a 2026 day. */
export const breakdownOf = (
  lines: readonly TaxLine[] = MIXED_LINES,
  buyer: BuyerTaxProfile = COMPANY_BUYER,
  date = '2026-03-02',
): TaxBreakdown => computeTaxes({ lines, buyer, seller: SELLER, date, rules: COLOMBIAN_TAX_RULES });

/** The document figures the API stores beside its breakdown. */
const figuresOf = (taxes: TaxBreakdown) => ({
  subtotal: taxes.subtotal,
  totalVAT: taxes.totalVAT,
  reteFuente: taxes.reteFuente.amount,
  reteIVA: taxes.reteIVA.amount,
  reteICA: taxes.reteICA.amount,
  taxes,
  seller: SELLER,
  trm: { value: 3_912.45, date: taxes.rules.date },
});

export function quoteOf(
  overrides: Partial<QuoteSummary> = {},
  taxes = breakdownOf(),
): QuoteSummary {
  return {
    id: 12,
    customId: 'COT-2026-00012',
    status: 'OPEN',
    totalQuote: taxes.totalToPay,
    totalItems: 6,
    createdAt: '2026-03-02T15:00:00.000Z',
    validUntil: '2026-03-17',
    orderCustomId: null,
    createdBy: 'Laura Gómez',
    ...figuresOf(taxes),
    ...overrides,
  };
}

export function orderOf(
  overrides: Partial<OrderSummary> = {},
  taxes = breakdownOf(),
): OrderSummary {
  return {
    id: 30,
    customId: 'ORD-2026-00030',
    status: 'PENDING',
    payMethod: 'BANK_TRANSFER',
    totalOrder: taxes.totalToPay,
    totalItems: 6,
    createdAt: '2026-03-02T15:00:00.000Z',
    paidAt: null,
    paymentStatus: 'UNPAID',
    amountPaid: 0,
    payBy: null,
    dueOn: null,
    quoteCustomId: null,
    purchaseOrder: null,
    bankTransfer: { accounts: [], receiptEmail: 'ventas@tienda.co' },
    createdBy: 'Laura Gómez',
    deliveryAddress: null,
    ...figuresOf(taxes),
    ...overrides,
  };
}
