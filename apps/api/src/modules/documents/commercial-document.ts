import type { OrderStatus, PayMethod, Totals } from '@shop/shared';

/** One product line as the quote or order snapshotted it. */
export interface CommercialDocumentLine {
  model: string;
  name: string;
  sku: string;
  quantity: number;
  /** Whole pesos before VAT. */
  unitPrice: number;
  /** VAT as a fraction: 0.19, 0.05, 0. */
  vat: number;
  /** unitPrice × quantity, whole pesos before VAT. */
  lineTotal: number;
}

/** Everything the PDF of a quote (cotización) or an order (orden de pedido) prints. */
export interface CommercialDocument {
  kind: 'quote' | 'order';
  /** 'COT-2026-00001' or 'ORD-2026-00001'. */
  customId: string;
  issuedAt: Date;
  /** Quotes only. */
  validUntil?: Date;
  /** Orders only. */
  status?: OrderStatus;
  /** Orders only. */
  payMethod?: PayMethod;
  /** The quote an order was converted from. */
  quoteCustomId?: string | null;
  shop: {
    name: string;
    /** NIT base digits, without the check digit. */
    nit: string;
    address: string;
    city: string;
    phone: string;
    email: string;
  };
  customer: {
    businessName: string | null;
    fullName: string;
    /** NIT base digits for a company, cédula digits for a person. */
    identification: string;
    isCompany: boolean;
    address: string;
    city: string;
    email: string;
    phone: string;
    clientTypeLabel: string;
  };
  lines: CommercialDocumentLine[];
  /** Whole pesos, from computeTotals() in @shop/shared. */
  totals: Totals;
  /** Chosen by the caller, e.g. 'Pago anticipado por transferencia bancaria…'. */
  paymentTerms: string;
  /** The shop's terms, one paragraph each. */
  terms: string[];
}
