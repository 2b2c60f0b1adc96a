import { z } from 'zod';
import { pageResponseSchema } from './paging';
import { idField, idParam } from './ids';
import { IvaClassSchema } from './taxes/iva-classes';
import { TaxBreakdownSchema } from './taxes/breakdown';
import { SellerProfileSchema } from './taxes/parties';
import { BankTransferSchema } from './config-documents';
import { PAY_METHODS, PAYMENT_STATUSES } from './payments';
import { DeliveryAddressIdSchema, DeliveryAddressSchema } from './company-addresses';

export const ORDER_STATUSES = ['PENDING', 'PROCESSING', 'SENT', 'COMPLETED', 'CANCELED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pendiente',
  PROCESSING: 'Procesando',
  SENT: 'Enviado',
  COMPLETED: 'Completado',
  CANCELED: 'Cancelado',
};

export const QUOTE_STATUSES = ['OPEN', 'CONVERTED', 'EXPIRED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  OPEN: 'Vigente',
  CONVERTED: 'Convertida en orden',
  EXPIRED: 'Vencida',
};

export const ORDER_MESSAGES = {
  orderNotFound: 'No encontramos la orden solicitada.',
  quoteNotFound: 'No encontramos la cotización solicitada.',
  payMethodRequired: 'Seleccione el método de pago.',
  convertPayMethodRequired: 'Por favor, seleccione un método de pago.',
  quoteCreated: 'Su cotización fue generada.',
  orderCreated: 'Su orden fue creada.',
  quoteConverted: 'Su cotización se ha convertido en orden.',
  quoteCreateFailed: 'Error al crear la cotización.',
  orderCreateFailed: 'Error al crear la orden.',
  convertFailed: 'Hubo un problema al convertir la cotización.',
  ordersLoadFailed: 'Hubo un problema al cargar las órdenes.',
  quotesLoadFailed: 'Hubo un problema al cargar las cotizaciones.',
  downloadFailed: 'Hubo un problema al descargar el archivo.',
  downloaded: 'Archivo descargado.',
  emptyCart: 'No hay productos en el carrito.',
  cartNote: 'Sin impuestos ni retenciones incluidas.',
} as const;

export const PURCHASE_ORDER_MAX = 40;
export const PURCHASE_ORDER_LABEL = 'Orden de compra';
export const PURCHASE_ORDER_MESSAGES = {
  tooLong: `La orden de compra admite hasta ${PURCHASE_ORDER_MAX} caracteres.`,
  badCharacters:
    'La orden de compra solo admite letras, números, espacios y los caracteres - _ / . #',
  help: 'El número de orden de compra de su empresa, si lo tiene. Lo verá en la orden, el PDF y el correo.',
} as const;

/** Letters (any language), digits, spaces and - _ / . # : what a customer's PO numbers are made of. */
const PURCHASE_ORDER_PATTERN = /^[\p{L}\p{N} _\-/.#]*$/u;

/**
 * The customer's own purchase-order number ("orden de compra", OC), optional on an order from the
 * cart and on a quote's conversion: trimmed, an empty one means none (`undefined`), at most 40
 * printable characters. The one rule for the API and the checkout forms.
 */
export const PurchaseOrderSchema = z
  .string({ error: PURCHASE_ORDER_MESSAGES.badCharacters })
  .trim()
  .max(PURCHASE_ORDER_MAX, PURCHASE_ORDER_MESSAGES.tooLong)
  .regex(PURCHASE_ORDER_PATTERN, PURCHASE_ORDER_MESSAGES.badCharacters)
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** POST /api/order: an order from the cart. Send an `Idempotency-Key` header to make retries safe. */
export const CreateOrderInputSchema = z
  .object(
    {
      payMethod: z.enum(PAY_METHODS, { error: ORDER_MESSAGES.payMethodRequired }),
      purchaseOrder: PurchaseOrderSchema,
      deliveryAddressId: DeliveryAddressIdSchema,
    },
    { error: ORDER_MESSAGES.payMethodRequired },
  )
  .strict();

/** POST /api/convert-quote. */
export const ConvertQuoteInputSchema = z
  .object(
    {
      id: idField('de la cotización'),
      payMethod: z.enum(PAY_METHODS, { error: ORDER_MESSAGES.convertPayMethodRequired }),
      /**
       * For an expired quote: the "Total a pagar" at today's prices the customer saw and accepted
       * (GET /api/quotes/{id}/reprice). Without it, or when today's total differs, nothing is ordered.
       */
      acceptedTotal: z.number().int('El total aceptado son pesos enteros.').min(0).optional(),
      purchaseOrder: PurchaseOrderSchema,
      deliveryAddressId: DeliveryAddressIdSchema,
    },
    { error: ORDER_MESSAGES.convertPayMethodRequired },
  )
  .strict();

const money = z.number().int();

/** The TRM (COP per USD) of the day a document was issued. */
export const DocumentTrmSchema = z.object({ value: z.number(), date: z.string() });

/**
 * What every quote and order answer carries besides its figures: the engine's breakdown with the
 * rules it applied (null on documents issued before the tax engine), the seller and the TRM then.
 */
const frozenTaxes = {
  reteIVA: money,
  taxes: TaxBreakdownSchema.nullable(),
  seller: SellerProfileSchema.nullable(),
  trm: DocumentTrmSchema.nullable(),
};

export const QuoteSummarySchema = z.object({
  id: z.number().int(),
  customId: z.string(),
  status: z.enum(QUOTE_STATUSES),
  subtotal: money,
  totalVAT: money,
  reteFuente: money,
  reteICA: money,
  totalQuote: money,
  totalItems: z.number().int(),
  createdAt: z.string(),
  validUntil: z.string(),
  /** The order it became, once converted. */
  orderCustomId: z.string().nullable(),
  /** Who made it, by name: the buyer, or the member of their company who did. */
  createdBy: z.string(),
  ...frozenTaxes,
});
export type QuoteSummary = z.infer<typeof QuoteSummarySchema>;

export const OrderSummarySchema = z.object({
  id: z.number().int(),
  customId: z.string(),
  status: z.enum(ORDER_STATUSES),
  payMethod: z.enum(PAY_METHODS),
  subtotal: money,
  totalVAT: money,
  reteFuente: money,
  reteICA: money,
  totalOrder: money,
  totalItems: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** What has been received against the "Total a pagar". */
  amountPaid: money,
  /** An unpaid order paid online keeps its stock until then, and is cancelled after. */
  payBy: z.string().nullable(),
  /** On company credit: the Bogotá day it must be paid by (order day + the line's term); else null. */
  dueOn: z.string().nullable(),
  /** The quote it came from, if any. */
  quoteCustomId: z.string().nullable(),
  /** The customer's own purchase-order number ("Orden de compra"), when they gave one. */
  purchaseOrder: z.string().nullable(),
  /** Paid by bank transfer: the accounts to pay into and where the receipt goes; else null. */
  bankTransfer: BankTransferSchema.nullable(),
  /** Who placed it, by name: the buyer, or the member of their company who did. */
  createdBy: z.string(),
  /** The company's delivery address it picked, as it was then; null when none was picked. */
  deliveryAddress: DeliveryAddressSchema.nullable(),
  ...frozenTaxes,
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** What an order did to the cart (ADR 006): emptied by an order from the cart, the quote's lines taken out by a conversion. */
export const CartChangeSchema = z.object({
  /** Whether the cart holds nothing afterwards. */
  emptied: z.boolean(),
  /** The products that left the cart, with the quantity taken out. */
  removed: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      model: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type CartChange = z.infer<typeof CartChangeSchema>;

/** The answer of POST /api/order and /api/convert-quote: the order, and what happened to the cart. */
export const OrderCreatedSchema = OrderSummarySchema.extend({ cart: CartChangeSchema });
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

/** The sentence that tells the customer what an order did to the cart, or null when it did nothing. */
export function cartChangeMessage(change: CartChange): string | null {
  if (change.emptied && change.removed.length) return 'Su carrito quedó vacío.';
  if (!change.removed.length) return null;
  const lines = change.removed.map((r) => `${r.name} (${r.model}) × ${r.quantity}`);
  return `Quitamos del carrito lo que acaba de ordenar: ${lines.join(', ')}.`;
}

export const QuoteListResponseSchema = pageResponseSchema('quotes', QuoteSummarySchema);
export const OrderListResponseSchema = pageResponseSchema('orders', OrderSummarySchema);
export type QuoteListResponse = z.infer<typeof QuoteListResponseSchema>;
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

/** GET /api/quote/{id} and /api/order/{id}: the PDF of one document. */
export const DocumentIdParamsSchema = z.object({ id: idParam('del documento') });

export const QUOTE_REPRICE_MESSAGES = {
  expired: (customId: string) =>
    `La cotización ${customId} venció. Revise los totales con los precios y las reglas de hoy y confírmelos para generar la orden.`,
  changed: (customId: string) =>
    `Los totales de la cotización ${customId} cambiaron desde que los revisó. Revíselos de nuevo antes de confirmar.`,
  notExpired: 'La cotización sigue vigente: se convierte con sus precios, sin recalcular.',
} as const;

/**
 * GET /api/quotes/{id}/reprice: an expired quote at today's prices and rules, for the customer to
 * confirm before it becomes an order. The quote itself never changes.
 */
export const QuoteRepriceSchema = z.object({
  id: z.number().int(),
  customId: z.string(),
  validUntil: z.string(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      model: z.string(),
      quantity: z.number().int(),
      ivaClass: IvaClassSchema,
      quotedUnitPrice: money,
      unitPrice: money,
    }),
  ),
  quotedTotal: money,
  taxes: TaxBreakdownSchema,
});
export type QuoteReprice = z.infer<typeof QuoteRepriceSchema>;
