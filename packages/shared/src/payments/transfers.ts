import { z } from 'zod';
import { idParam } from '../ids';
import { pageQuerySchema, pageResponseSchema } from '../paging';
import { bogotaDate } from '../taxes/uvt';
import { formatCop } from '../pricing';
import { PAY_METHODS } from './methods';
import { PAYMENT_STATUSES } from './statuses';

/**
 * The most a transfer receipt may weigh. A bank's PDF receipt is tens of kilobytes and a phone's
 * full-screen capture one to three megabytes; 5 MB leaves room for a photo of a printed one and is
 * the limit of every other upload of the shop (the RUT, product images).
 */
export const TRANSFER_RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** The multipart field of POST /api/orders/{id}/transfer-receipts. */
export const TRANSFER_RECEIPT_FIELD = 'receiptFile';

/** How many receipts one order may collect, rejected ones included: enough for every honest retry. */
export const TRANSFER_RECEIPTS_PER_ORDER = 10;

/** What a receipt may be, judged by its bytes; the browser's file picker offers these extensions. */
export const TRANSFER_RECEIPT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type TransferReceiptType = (typeof TRANSFER_RECEIPT_TYPES)[number];
export const TRANSFER_RECEIPT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

export const TRANSFER_RECEIPT_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED'] as const;
export type TransferReceiptStatus = (typeof TRANSFER_RECEIPT_STATUSES)[number];

export const TRANSFER_RECEIPT_STATUS_LABELS: Record<TransferReceiptStatus, string> = {
  PENDING: 'Pendiente de revisión',
  CONFIRMED: 'Confirmado',
  REJECTED: 'Rechazado',
};

const AGAIN = 'Suba el comprobante como PDF, JPEG o PNG.';

export const TRANSFER_MESSAGES = {
  required: 'Adjunte el comprobante de la transferencia (PDF, JPEG o PNG).',
  onlyOne: 'Envíe un solo archivo: el comprobante de la transferencia.',
  tooLarge: 'El comprobante supera el tamaño máximo de 5 MB. Suba una imagen más liviana o un PDF.',
  notAccepted: `El archivo no es un PDF, una imagen JPEG ni una imagen PNG. ${AGAIN}`,
  unsafePdf:
    'El PDF contiene contenido activo (JavaScript, acciones automáticas o archivos adjuntos) y no se puede aceptar. Suba una captura de pantalla del comprobante en JPEG o PNG.',
  unreadablePdf:
    'No pudimos revisar el PDF porque está protegido con contraseña o dañado. Suba una captura de pantalla del comprobante en JPEG o PNG.',
  notTransfer: 'Esta orden no se paga por transferencia bancaria: no necesita comprobante.',
  canceled: 'Esta orden está cancelada: ya no recibe comprobantes de pago.',
  alreadyPaid: 'Esta orden ya está pagada: no necesita más comprobantes.',
  tooMany: `Esta orden ya tiene ${TRANSFER_RECEIPTS_PER_ORDER} comprobantes. Escríbanos si necesita enviar otro.`,
  decided: 'Este comprobante ya fue revisado. Recargue la lista para ver su estado.',
  orderPaid:
    'La orden ya está pagada. Rechace el comprobante indicando el motivo, o revise si el dinero debe devolverse.',
  tooMuch: (owed: number) =>
    `El monto supera lo que falta por pagar de la orden (${formatCop(owed)}). Confirme lo que falta y anote el excedente en el motivo.`,
  receiptNotFound: 'No encontramos el comprobante solicitado.',
  amount: 'Escriba el monto recibido en pesos, un número entero mayor que cero.',
  receivedOn: 'Escriba la fecha en que llegó el dinero (AAAA-MM-DD).',
  receivedOnFuture: 'La fecha en que llegó el dinero no puede ser posterior a hoy.',
  confirmReason: 'Escriba cómo verificó el pago (por ejemplo, consignación vista en el extracto).',
  rejectReason: 'Escriba el motivo del rechazo: el cliente lo recibirá por correo.',
  uploaded: 'Recibimos su comprobante. Lo revisaremos y le escribiremos al confirmarlo.',
  uploadFailed: 'No pudimos subir el comprobante.',
  confirmed: 'Pago confirmado.',
  rejected: 'Comprobante rechazado. Le escribimos al cliente con el motivo.',
  loadFailed: 'No pudimos cargar los comprobantes.',
  fileFailed: 'No pudimos abrir el comprobante.',
} as const;

/** One receipt as its owner and staff see it. */
export const TransferReceiptSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** The name the file had on the customer's device, cleaned of paths and control characters. */
  fileName: z.string(),
  mimeType: z.enum(TRANSFER_RECEIPT_TYPES),
  sizeBytes: z.number().int(),
  status: z.enum(TRANSFER_RECEIPT_STATUSES),
  uploadedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Pesos staff confirmed they received; null unless CONFIRMED. */
  amount: z.number().int().nullable(),
  /** The Bogotá day the money arrived; null unless CONFIRMED. */
  receivedOn: z.string().nullable(),
  /** Why staff rejected it (the customer reads it), or how they verified it. */
  reason: z.string().nullable(),
});
export type TransferReceipt = z.infer<typeof TransferReceiptSchema>;

/** GET /api/orders/{id}/transfer-receipts: the order's receipts, newest first, and whether another fits. */
export const OrderTransferReceiptsSchema = z.object({
  orderId: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: z.number().int(),
  amountPaid: z.number().int(),
  /** Why a new receipt would be refused, or null when the customer may upload one. */
  uploadRefusal: z.string().nullable(),
  receipts: z.array(TransferReceiptSchema),
});
export type OrderTransferReceipts = z.infer<typeof OrderTransferReceiptsSchema>;

export const TransferReceiptParamsSchema = z.object({
  id: idParam('de la orden'),
  receiptId: idParam('del comprobante'),
});
export const ReceiptIdParamsSchema = z.object({ id: idParam('del comprobante') });

/** GET /api/transfer-receipts: receipts waiting for staff, oldest first, 20 a page. */
export const PendingReceiptsQuerySchema = pageQuerySchema({ defaultLimit: 20 });
export type PendingReceiptsQuery = z.infer<typeof PendingReceiptsQuerySchema>;

/** A receipt as staff see it: with its order's money and its customer. */
export const StaffReceiptSchema = TransferReceiptSchema.extend({
  order: z.object({
    id: z.number().int(),
    customId: z.string(),
    payMethod: z.enum(PAY_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    /** "Total a pagar". */
    total: z.number().int(),
    amountPaid: z.number().int(),
    createdAt: z.string(),
  }),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    businessName: z.string().nullable(),
    identification: z.string(),
  }),
});
export type StaffReceipt = z.infer<typeof StaffReceiptSchema>;

export const PendingReceiptListSchema = pageResponseSchema('receipts', StaffReceiptSchema);
export type PendingReceiptList = z.infer<typeof PendingReceiptListSchema>;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
const isCalendarDay = (d: string) => {
  const time = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(d);
};

const reasonField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(3, message)
    .max(500, 'El motivo admite hasta 500 caracteres.');

/** The most one transfer may carry: far beyond any order, short of a mistyped row of zeros. */
export const TRANSFER_AMOUNT_MAX = 100_000_000_000;

/** POST /api/transfer-receipts/{id}/confirm: what staff saw arrive, and when. */
export const ConfirmReceiptInputSchema = z.strictObject({
  amount: z
    .number({ error: TRANSFER_MESSAGES.amount })
    .int(TRANSFER_MESSAGES.amount)
    .positive(TRANSFER_MESSAGES.amount)
    .max(TRANSFER_AMOUNT_MAX, TRANSFER_MESSAGES.amount),
  receivedOn: z
    .string({ error: TRANSFER_MESSAGES.receivedOn })
    .regex(/^\d{4}-\d{2}-\d{2}$/, TRANSFER_MESSAGES.receivedOn)
    .refine(isCalendarDay, TRANSFER_MESSAGES.receivedOn)
    // Today in Bogotá, when the request is read: the money cannot have arrived tomorrow.
    .refine((d) => d <= bogotaDate(), TRANSFER_MESSAGES.receivedOnFuture),
  reason: reasonField(TRANSFER_MESSAGES.confirmReason),
});
export type ConfirmReceiptInput = z.infer<typeof ConfirmReceiptInputSchema>;

/** POST /api/transfer-receipts/{id}/reject: why, in words the customer reads. */
export const RejectReceiptInputSchema = z.strictObject({
  reason: reasonField(TRANSFER_MESSAGES.rejectReason),
});
export type RejectReceiptInput = z.infer<typeof RejectReceiptInputSchema>;
