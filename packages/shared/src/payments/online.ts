import { z } from 'zod';
import { idParam } from '../ids';
import { CreditSummarySchema } from './credit';
import { PAY_METHODS } from './methods';
import { ATTEMPT_STATUSES, PAYMENT_STATUSES } from './statuses';

export const ONLINE_PAYMENT_MESSAGES = {
  unavailable:
    'Los pagos en línea no están disponibles en este momento. Elija transferencia bancaria o escríbanos.',
  notOnline: 'Esta orden no se paga en línea: su método de pago es otro.',
  alreadyPaid: 'Esta orden ya está pagada.',
  canceled: 'Esta orden está cancelada: ya no se puede pagar.',
  expired:
    'La reserva de esta orden venció sin pago y la cancelamos: haga una nueva orden desde el carrito.',
  inProgress:
    'Hay un pago de esta orden en proceso. Espere su resultado antes de intentar de nuevo.',
  gatewayUnavailable:
    'No pudimos comunicarnos con la pasarela de pagos. Intente de nuevo en unos minutos.',
  unknownTransaction:
    'La pasarela no reconoce ese pago como de esta orden. Si le descontaron el dinero, escríbanos con el número de la orden.',
  transactionId: 'El identificador de la transacción no es válido.',
  received: 'Recibimos su pago. ¡Gracias!',
  confirming: 'Estamos confirmando su pago con la entidad financiera.',
} as const;

/** The payment window of an order paid online, in hours (Configuración › Pagos). */
export const ONLINE_PAYMENT_HOURS = { default: 24, min: 1, max: 168 } as const;

export const onlinePaymentHoursField = z
  .number({ error: 'Escriba las horas de reserva de una orden pagada en línea.' })
  .int('Las horas de reserva son un número entero.')
  .min(
    ONLINE_PAYMENT_HOURS.min,
    `La reserva de una orden pagada en línea dura al menos ${ONLINE_PAYMENT_HOURS.min} hora.`,
  )
  .max(
    ONLINE_PAYMENT_HOURS.max,
    `La reserva de una orden pagada en línea dura como máximo ${ONLINE_PAYMENT_HOURS.max} horas (7 días).`,
  );

/** GET /api/pay-methods: what this customer may choose today. */
export const PayOptionsSchema = z.object({
  methods: z.array(z.enum(PAY_METHODS)),
  /** The company's active credit line ("Crédito disponible"), when COMPANY_CREDIT is offered; else null. */
  credit: CreditSummarySchema.nullable(),
});
export type PayOptions = z.infer<typeof PayOptionsSchema>;

export const OrderIdParamsSchema = z.object({ id: idParam('de la orden') });

/** One attempt to pay an order online, as the customer and staff see it. */
export const PaymentAttemptSchema = z.object({
  reference: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  /** The gateway's reason for a decline or an error, as it gave it. */
  statusMessage: z.string().nullable(),
  /** CARD, PSE, NEQUI... as the gateway names the method the customer used. */
  method: z.string().nullable(),
  amount: z.number().int(),
  createdAt: z.string(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttemptSchema>;

/** GET /api/orders/{id}/payment: how an order stands on money, for its owner. */
export const OrderPaymentSchema = z.object({
  orderId: z.number().int(),
  customId: z.string(),
  payMethod: z.enum(PAY_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** "Total a pagar": after the withholdings the buyer practises. */
  total: z.number().int(),
  amountPaid: z.number().int(),
  paidAt: z.string().nullable(),
  /** Until when an unpaid online order keeps its stock; null for the other methods. */
  payBy: z.string().nullable(),
  /** Whether a new online attempt may start now. */
  canPayOnline: z.boolean(),
  /** The order was cancelled (by staff, or when its payment window closed): nothing to pay. */
  canceled: z.boolean(),
  /** Newest first. */
  attempts: z.array(PaymentAttemptSchema),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** POST /api/orders/{id}/payments: where to send the customer to pay. */
export const CheckoutRedirectSchema = z.object({
  reference: z.string(),
  checkoutUrl: z.string(),
  /** The gateway's terms the customer accepts by paying (its acceptance permalink). */
  termsUrl: z.string().nullable(),
});
export type CheckoutRedirect = z.infer<typeof CheckoutRedirectSchema>;

/** POST /api/orders/{id}/payment/confirm: the transaction the gateway's return named. */
export const ConfirmPaymentInputSchema = z.strictObject({
  transactionId: z
    .string({ error: ONLINE_PAYMENT_MESSAGES.transactionId })
    .trim()
    .min(1, ONLINE_PAYMENT_MESSAGES.transactionId)
    .max(64, ONLINE_PAYMENT_MESSAGES.transactionId)
    .regex(/^[\w-]+$/, ONLINE_PAYMENT_MESSAGES.transactionId),
});
