import { z } from 'zod';
import { pageResponseSchema } from './paging';

export const PAY_METHODS = ['CREDIT', 'DEBIT', 'BANK_TRANSFER'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const PAY_METHOD_LABELS: Record<PayMethod, string> = {
  CREDIT: 'Tarjeta de crédito',
  DEBIT: 'Tarjeta débito',
  BANK_TRANSFER: 'Transferencia bancaria',
};

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
  payMethodRequired: 'Seleccione el metodo de pago.',
  convertPayMethodRequired: 'Por favor, selecciona un metodo de pago.',
  quoteCreated: 'Tu cotización fue generada.',
  orderCreated: 'Tu orden fue creada.',
  quoteConverted: 'Tu cotizacion se ha convertido en orden.',
  quoteCreateFailed: 'Error al crear la cotizacion.',
  orderCreateFailed: 'Error al crear la orden.',
  convertFailed: 'Hubo un problema al convertir la cotizacion.',
  ordersLoadFailed: 'Hubo un problema al cargar las ordenes.',
  quotesLoadFailed: 'Hubo un problema al cargar las cotizaciones.',
  downloadFailed: 'Hubo un problema al descargar el archivo.',
  downloaded: 'Archivo descargado.',
  emptyCart: 'No hay productos en el carrito.',
  cartNote: 'Sin impuestos ni retenciones incluidas.',
} as const;

/** POST /api/order: an order from the cart. Send an `Idempotency-Key` header to make retries safe. */
export const CreateOrderInputSchema = z
  .object(
    { payMethod: z.enum(PAY_METHODS, { error: ORDER_MESSAGES.payMethodRequired }) },
    { error: ORDER_MESSAGES.payMethodRequired },
  )
  .strict();

/** POST /api/convert-quote. */
export const ConvertQuoteInputSchema = z
  .object(
    {
      id: z
        .number({ error: 'Indique la cotización.' })
        .int('El identificador de la cotización debe ser un número entero.')
        .positive('El identificador de la cotización debe ser un número entero positivo.'),
      payMethod: z.enum(PAY_METHODS, { error: ORDER_MESSAGES.convertPayMethodRequired }),
    },
    { error: ORDER_MESSAGES.convertPayMethodRequired },
  )
  .strict();

const money = z.number().int();

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
  /** The quote it came from, if any. */
  quoteCustomId: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const QuoteListResponseSchema = pageResponseSchema('quotes', QuoteSummarySchema);
export const OrderListResponseSchema = pageResponseSchema('orders', OrderSummarySchema);
export type QuoteListResponse = z.infer<typeof QuoteListResponseSchema>;
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;
