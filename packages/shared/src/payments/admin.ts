import { z } from 'zod';
import { idParam } from '../ids';
import { pageQuerySchema, pageResponseSchema } from '../paging';
import { PAY_METHODS } from './methods';
import { PaymentAttemptSchema } from './online';
import { PAYMENT_STATUSES, RECEIVED_PAYMENT_SOURCES, REFUND_STATUSES } from './statuses';

/** GET /api/payments: the orders' money for staff (ADMIN_PAYMENTS), newest first, 20 a page. */
export const PaymentsQuerySchema = pageQuerySchema({ defaultLimit: 20 }).extend({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'El estado del pago no es válido.' }).optional(),
  payMethod: z.enum(PAY_METHODS, { error: 'El método de pago no es válido.' }).optional(),
  /** Part of the order's id, the customer's purchase order, or their name, e-mail, NIT or business name. */
  search: z.string().trim().max(100, 'La búsqueda admite hasta 100 caracteres.').optional(),
});
export type PaymentsQuery = z.infer<typeof PaymentsQuerySchema>;

export const RefundSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  amount: z.number().int(),
  note: z.string().nullable(),
  automatic: z.boolean(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const PaymentEntrySchema = z.object({
  orderId: z.number().int(),
  customId: z.string(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    businessName: z.string().nullable(),
    identification: z.string(),
  }),
  /** The customer's own purchase-order number, when they gave one. */
  purchaseOrder: z.string().nullable(),
  payMethod: z.enum(PAY_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: z.number().int(),
  amountPaid: z.number().int(),
  paidAt: z.string().nullable(),
  payBy: z.string().nullable(),
  createdAt: z.string(),
  refund: RefundSchema.nullable(),
});
export type PaymentEntry = z.infer<typeof PaymentEntrySchema>;

export const PaymentListSchema = pageResponseSchema('payments', PaymentEntrySchema);
export type PaymentList = z.infer<typeof PaymentListSchema>;

export const ReceivedPaymentSchema = z.object({
  id: z.number().int(),
  source: z.enum(RECEIVED_PAYMENT_SOURCES),
  amount: z.number().int(),
  receivedOn: z.string(),
  note: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ReceivedPayment = z.infer<typeof ReceivedPaymentSchema>;

/** GET /api/payments/{id}: one order's money in full: attempts, what was received, the refund. */
export const PaymentDetailSchema = PaymentEntrySchema.extend({
  attempts: z.array(PaymentAttemptSchema.extend({ transactionId: z.string().nullable() })),
  received: z.array(ReceivedPaymentSchema),
});
export type PaymentDetail = z.infer<typeof PaymentDetailSchema>;

export const PaymentOrderParamsSchema = z.object({ id: idParam('de la orden') });

export const REFUND_MESSAGES = {
  note: 'Escriba cómo se devolvió el dinero (por ejemplo, transferencia del 3 de diciembre, comprobante 1234).',
  notDue: 'Esta orden no tiene un reembolso pendiente.',
  done: 'Reembolso registrado.',
} as const;

/** POST /api/payments/{id}/refund: the money given back by hand, and how. */
export const RefundDoneInputSchema = z.strictObject({
  note: z
    .string({ error: REFUND_MESSAGES.note })
    .trim()
    .min(5, REFUND_MESSAGES.note)
    .max(500, 'La nota admite hasta 500 caracteres.'),
});
