import { z } from 'zod';
import { ORDER_STATUSES, OrderSummarySchema, QuoteSummarySchema } from './orders';
import { PAYMENT_STATUSES } from './payments';

const money = z.number().int();

/** One line of a quote or order as it was priced when the document was made. */
export const DocumentLineSchema = z.object({
  /** Null once the product was deleted from the catalogue: the line keeps its name and model. */
  productId: z.number().int().nullable(),
  name: z.string(),
  model: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unitPrice: money,
  /** The IVA rate the tax engine applied to the line, as a fraction (0.19; 0 for an excluded one). */
  vat: z.number(),
  lineTotal: money,
});
export type DocumentLineView = z.infer<typeof DocumentLineSchema>;

/**
 * One step of an order's life, oldest first: its creation, each status change and each change of
 * its payment state, from the order's audit log.
 */
export const OrderTimelineEntrySchema = z.object({
  at: z.string(),
  /** The fulfilment status it moved to ('created' starts PENDING); null on a payment step. */
  status: z.enum(ORDER_STATUSES).nullable(),
  /** The payment state it moved to; null on a status step. */
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  /**
   * What the shop wrote for the customer with a status change (a courier's tracking number).
   * docs/architecture.md, "Mail, outbox and audit": the comment of a status change is the
   * customer's; the notes staff write with payments stay internal and never appear here.
   */
  comment: z.string().nullable(),
});
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntrySchema>;

/** GET /api/orders/{id}: the owner's order with its lines and its timeline. */
export const OrderDetailSchema = OrderSummarySchema.extend({
  lines: z.array(DocumentLineSchema),
  timeline: z.array(OrderTimelineEntrySchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** GET /api/quotes/{id}: the owner's quote with its lines. */
export const QuoteDetailSchema = QuoteSummarySchema.extend({
  lines: z.array(DocumentLineSchema),
  /** The order it became, once converted, to link to it. */
  orderId: z.number().int().nullable(),
});
export type QuoteDetail = z.infer<typeof QuoteDetailSchema>;

/** Who a document was issued to, as it recorded them, and the account behind it (staff only). */
export const DocumentCustomerSchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  businessName: z.string().nullable(),
  /** The NIT or the person's identification, digits as registered. */
  identification: z.string(),
  isCompany: z.boolean(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  clientType: z.string(),
});
export type DocumentCustomer = z.infer<typeof DocumentCustomerSchema>;

/** GET /api/orders/{id}/admin (ADMIN_ORDERS): the order as its owner reads it, and who that is. */
export const StaffOrderDetailSchema = OrderDetailSchema.extend({
  customer: DocumentCustomerSchema,
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetailSchema>;

/** GET /api/quotes/{id}/admin (ADMIN_ORDERS). */
export const StaffQuoteDetailSchema = QuoteDetailSchema.extend({
  customer: DocumentCustomerSchema,
});
export type StaffQuoteDetail = z.infer<typeof StaffQuoteDetailSchema>;

export const DOCUMENT_DETAIL_MESSAGES = {
  orderLoadFailed: 'Hubo un problema al cargar la orden.',
  quoteLoadFailed: 'Hubo un problema al cargar la cotización.',
} as const;
