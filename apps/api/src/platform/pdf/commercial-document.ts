import type {
  BankTransfer,
  DeliveryAddress,
  DocumentCondition,
  OrderStatus,
  PayMethod,
  PaymentStatus,
  SellerProfile,
  TaxBreakdown,
} from '@shop/shared';

/** One product line as the quote or order snapshotted it. */
export interface CommercialDocumentLine {
  model: string;
  name: string;
  sku: string;
  quantity: number;
  /** Whole pesos before VAT. */
  unitPrice: number;
  /** The IVA rate applied to the line: 0.19, 0.05, 0. */
  vat: number;
  /** Why the line carries that rate when it is not its class's plain rate (an art. 424 cap…). */
  ivaReason: string | null;
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
  /** Orders on company credit: the Bogotá day they are due ('YYYY-MM-DD'). */
  dueOn?: string | null;
  /** Orders only: whether the money arrived when the PDF was made, and since when it is paid. */
  payment?: { status: PaymentStatus; paidAt: Date | null };
  /** The quote an order was converted from. */
  quoteCustomId?: string | null;
  /** Orders only: the customer's own purchase-order number, when they gave one. */
  purchaseOrder?: string | null;
  /** Orders only: the company's delivery address the order picked, as it was then. */
  deliveryAddress?: DeliveryAddress | null;
  /** The seller as it was when the document was issued (not today's configuration). */
  shop: SellerProfile;
  /** The TRM of the issue day (COP per USD), when one was known. */
  trm: { value: number; date: string } | null;
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
  /**
   * The tax engine's breakdown frozen at issue (subtotal, IVA by rate, excluded, each withholding
   * with its legend, total a pagar, rules applied). Documents issued before the engine have none:
   * `legacyTotals` holds their stored figures instead.
   */
  taxes: TaxBreakdown | null;
  legacyTotals: {
    subtotal: number;
    totalVAT: number;
    reteFuente: number;
    reteICA: number;
    total: number;
  };
  /**
   * 'Condiciones comerciales', labelled, in print order: the quote's validity or the order's
   * payment, then the shop's payment terms, delivery time and warranty (documentConditions()).
   */
  conditions: DocumentCondition[];
  /** Orders paid by bank transfer: the accounts printed under 'Datos para la transferencia'. */
  bankTransfer: BankTransfer | null;
  /** The shop's terms, one paragraph each. */
  terms: string[];
}
