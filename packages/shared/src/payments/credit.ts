import { z } from 'zod';
import { dayField, lineText } from '../fields';
import { idParam } from '../ids';
import { formatCop } from '../pricing';
import { PAYMENT_STATUSES, type PaymentStatus } from './statuses';

/**
 * Company credit (crédito empresarial, docs/payments.md "Company credit"): staff grant a company a
 * limit in pesos and a term; its orders on credit are owed until staff record the money received.
 */

/** The terms a line may have, in days from the order's Bogotá day to its due date. */
export const CREDIT_TERMS = [30, 60, 90] as const;
export type CreditTerm = (typeof CREDIT_TERMS)[number];

export const CREDIT_LINE_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
export type CreditLineStatus = (typeof CREDIT_LINE_STATUSES)[number];
export const CREDIT_LINE_STATUS_LABELS: Record<CreditLineStatus, string> = {
  ACTIVE: 'Activa',
  SUSPENDED: 'Suspendida',
};

/** The largest limit staff may grant: a typing slip of three zeros is caught, not granted. */
export const CREDIT_LIMIT_MAX = 100_000_000_000;

/** The reminder mailed before the due date, by default this many days before. */
export const CREDIT_REMINDER_DAYS = { default: 3, min: 1, max: 30 } as const;

/** '15 de marzo de 2026' for the calendar day '2026-03-15', as written (no time zone moves it). */
const asWritten = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'UTC' });
export const formatDueDate = (day: string) => asWritten.format(new Date(`${day}T00:00:00Z`));

export const CREDIT_MESSAGES = {
  limit: 'Escriba el cupo en pesos: un número entero mayor que cero.',
  limitMax: `El cupo no puede superar ${formatCop(CREDIT_LIMIT_MAX)}.`,
  term: 'Elija el plazo: 30, 60 o 90 días.',
  status: 'Indique si la línea queda activa o suspendida.',
  reason: 'Escriba el motivo del cambio: queda en el historial del cliente.',
  companyOnly:
    'El crédito empresarial se otorga solo a empresas (persona jurídica con NIT); esta cuenta es de una persona natural.',
  personRefused:
    'El crédito empresarial es solo para empresas con una línea de crédito aprobada. Elija otro método de pago.',
  suspended:
    'El crédito empresarial de su empresa está suspendido y no admite órdenes nuevas. Elija otro método de pago o escríbanos.',
  exceeds: (total: number, available: number) =>
    `Esta orden (${formatCop(total)}) supera su crédito disponible: ${formatCop(available)}. Elija otro método de pago o abone a lo que debe para liberar cupo.`,
  saved: 'Línea de crédito guardada.',
  suspendedDone: 'Línea de crédito suspendida: no admite órdenes nuevas.',
  noChanges: 'No cambió nada de la línea de crédito.',
  amount: 'Escriba el valor del abono en pesos: un número entero mayor que cero.',
  receivedOn:
    'La fecha del pago debe ser un día real en formato AAAA-MM-DD, por ejemplo 2026-03-15.',
  receivedInFuture: 'La fecha del pago no puede ser posterior a hoy.',
  receivedBeforeOrder: (day: string) =>
    `La fecha del pago no puede ser anterior a la orden (${formatDueDate(day)}).`,
  paymentReason:
    'Escriba el motivo o el soporte del abono (por ejemplo, transferencia 4521 de Bancolombia).',
  aboveOwed: (owed: number) => `El abono supera el saldo de la orden: se deben ${formatCop(owed)}.`,
  notCreditOrder:
    'Esta orden no es a crédito empresarial: su dinero llega por su propio medio de pago.',
  recorded: 'Abono registrado.',
} as const;

/** Days from `from` to `to`, both Bogotá calendar days 'YYYY-MM-DD' (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The calendar day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The ageing buckets of receivables by days past the due date: on the due date itself and before
 * it an order is "al día" (day 0), then 1-30, 31-60, 61-90 and more than 90 days.
 */
export const AGEING_BUCKETS = [
  'current',
  'days1to30',
  'days31to60',
  'days61to90',
  'over90',
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  current: 'Al día',
  days1to30: '1-30 días',
  days31to60: '31-60 días',
  days61to90: '61-90 días',
  over90: 'Más de 90 días',
};

export function ageingBucket(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days1to30';
  if (daysPastDue <= 60) return 'days31to60';
  if (daysPastDue <= 90) return 'days61to90';
  return 'over90';
}

/** An order on credit is overdue once its due date has passed (Bogotá) and it is not paid nor cancelled. */
export const isOverdue = (
  order: { dueOn: string | null; paymentStatus: PaymentStatus; status: string },
  today: string,
) =>
  order.dueOn !== null &&
  order.dueOn < today &&
  order.paymentStatus !== 'PAID' &&
  order.status !== 'CANCELED';

const money = z.number().int();

/** A company's line as the customer's cart and staff read it: what it owes and may still order. */
export const CreditSummarySchema = z.object({
  limit: money,
  /** Σ (total − paid) of its orders on credit that are not cancelled. */
  owed: money,
  /** limit − owed, never below 0; 0 while the line is suspended. */
  available: money,
  termDays: z.number().int(),
});
export type CreditSummary = z.infer<typeof CreditSummarySchema>;

export const CreditLineSchema = CreditSummarySchema.extend({
  status: z.enum(CREDIT_LINE_STATUSES),
  /** Σ owed of its orders past their due date. */
  overdue: money,
  updatedAt: z.string(),
});
export type CreditLine = z.infer<typeof CreditLineSchema>;

/** GET /api/auth/{id}/credit: whether the client may have a line, and the one it has. */
export const ClientCreditSchema = z.object({
  /** A company (legal person with NIT): only these may be granted a line. */
  eligible: z.boolean(),
  line: CreditLineSchema.nullable(),
});
export type ClientCredit = z.infer<typeof ClientCreditSchema>;

const reasonField = (message: string) =>
  z.string({ error: message }).pipe(lineText(500)).pipe(z.string().min(3, message));

/**
 * PUT /api/auth/{id}/credit: grant, change or suspend a company's line, with the reason each time.
 * Suspending stops new orders on credit; what the company owes stays owed.
 */
export const CreditLineInputSchema = z.strictObject({
  limit: z
    .number({ error: CREDIT_MESSAGES.limit })
    .int(CREDIT_MESSAGES.limit)
    .min(1, CREDIT_MESSAGES.limit)
    .max(CREDIT_LIMIT_MAX, CREDIT_MESSAGES.limitMax),
  termDays: z.union(
    CREDIT_TERMS.map((t) => z.literal(t)),
    { error: CREDIT_MESSAGES.term },
  ),
  status: z.enum(CREDIT_LINE_STATUSES, { error: CREDIT_MESSAGES.status }),
  reason: reasonField(CREDIT_MESSAGES.reason),
});
export type CreditLineInput = z.infer<typeof CreditLineInputSchema>;

export const CreditLineSavedSchema = ClientCreditSchema.extend({
  changed: z.boolean(),
  message: z.string(),
});
export type CreditLineSaved = z.infer<typeof CreditLineSavedSchema>;

export const AgeingSchema = z.object(
  Object.fromEntries(AGEING_BUCKETS.map((b) => [b, money])) as Record<AgeingBucket, typeof money>,
);
export type Ageing = z.infer<typeof AgeingSchema>;

/** One company of the receivables (cartera): its line and what it owes, by age. */
export const ReceivableSchema = z.object({
  userId: z.number().int(),
  businessName: z.string(),
  /** The NIT with its check digit, as the DIAN prints it. */
  nit: z.string(),
  email: z.string(),
  status: z.enum(CREDIT_LINE_STATUSES),
  termDays: z.number().int(),
  limit: money,
  owed: money,
  available: money,
  overdue: money,
  ageing: AgeingSchema,
});
export type Receivable = z.infer<typeof ReceivableSchema>;

/** GET /api/receivables: every company with a line, and the totals (ADMIN_PAYMENTS). */
export const ReceivablesSchema = z.object({
  /** The Bogotá day the ages are counted on. */
  asOf: z.string(),
  companies: z.array(ReceivableSchema),
  totals: z.object({
    limit: money,
    owed: money,
    available: money,
    overdue: money,
    ageing: AgeingSchema,
  }),
});
export type Receivables = z.infer<typeof ReceivablesSchema>;

/** One open order on credit: what is owed on it and since when it is due. */
export const CreditOrderSchema = z.object({
  orderId: z.number().int(),
  customId: z.string(),
  createdAt: z.string(),
  dueOn: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: money,
  amountPaid: money,
  owed: money,
  /** Days past the due date on `asOf`; 0 or less while it is not due. */
  daysPastDue: z.number().int(),
  bucket: z.enum(AGEING_BUCKETS),
});
export type CreditOrder = z.infer<typeof CreditOrderSchema>;

/** GET /api/receivables/{id}: one company's line and its open orders on credit, oldest due first. */
export const CompanyReceivableSchema = z.object({
  asOf: z.string(),
  company: ReceivableSchema,
  orders: z.array(CreditOrderSchema),
});
export type CompanyReceivable = z.infer<typeof CompanyReceivableSchema>;

export const ReceivableParamsSchema = z.object({ id: idParam('del cliente') });

/** POST /api/payments/{id}/received: money staff received against an order on credit. */
export const StaffPaymentInputSchema = z.strictObject({
  amount: z
    .number({ error: CREDIT_MESSAGES.amount })
    .int(CREDIT_MESSAGES.amount)
    .min(1, CREDIT_MESSAGES.amount)
    .max(CREDIT_LIMIT_MAX, CREDIT_MESSAGES.amount),
  receivedOn: dayField(CREDIT_MESSAGES.receivedOn),
  reason: reasonField(CREDIT_MESSAGES.paymentReason),
});
export type StaffPaymentInput = z.infer<typeof StaffPaymentInputSchema>;
