import { z } from 'zod';
import { ORDER_STATUSES, QUOTE_STATUSES } from './orders';
import { PAY_METHODS, PAYMENT_STATUSES } from './payments';
import { pageQuerySchema, pageResponseSchema } from './paging';
import { sortQueryShape } from './sorting';

export const HISTORY_TYPES = ['quote', 'order'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const HISTORY_MESSAGES = {
  loadFailed: 'Error al cargar el historial de órdenes.',
  statusFailed: 'Error al actualizar el estado.',
  statusUpdated: 'Estado actualizado exitosamente.',
  auditLoadFailed: 'Error al cargar los cambios de la orden.',
} as const;

const DATE_MESSAGE = 'La fecha debe tener el formato AAAA-MM-DD.';

/** A calendar day in Bogotá, YYYY-MM-DD, refused when it is no real date (2026-02-30). */
const dayParam = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  // The check runs after a failed format too, so it must cope with any text.
  .refine((d) => {
    const time = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(d);
  }, DATE_MESSAGE);

/** The history's columns it may be ordered by; without `sort` the newest document comes first. */
export const HISTORY_SORT_KEYS = [
  'customId',
  'customer',
  'createdAt',
  'totalItems',
  'total',
  'status',
] as const;
export type HistorySortKey = (typeof HISTORY_SORT_KEYS)[number];

/** GET /api/history: quotes and orders together, newest first, 10 per page by default. */
export const HistoryQuerySchema = pageQuerySchema({ defaultLimit: 10 })
  .extend({
    ...sortQueryShape(HISTORY_SORT_KEYS),
    type: z.enum(HISTORY_TYPES, { error: 'El tipo debe ser quote u order.' }).optional(),
    status: z
      .enum([...ORDER_STATUSES, ...QUOTE_STATUSES], { error: 'El estado no es válido.' })
      .optional(),
    from: dayParam.optional(),
    to: dayParam.optional(),
    /** Quotes only: those whose validity ends by the end of this Bogotá day (Resumen's warning). */
    expiresBy: dayParam.optional(),
    /** Part of the customer's name, e-mail, NIT or business name as the document recorded them, or of an order's purchase-order number. */
    customer: z.string().trim().max(100, 'La búsqueda admite hasta 100 caracteres.').optional(),
    /** Orders only: how they are paid, and whether the money arrived. */
    payMethod: z.enum(PAY_METHODS, { error: 'El método de pago no es válido.' }).optional(),
    paymentStatus: z
      .enum(PAYMENT_STATUSES, { error: 'El estado del pago no es válido.' })
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'La fecha inicial debe ser anterior o igual a la final.',
    path: ['from'],
  });
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

export const HistoryEntrySchema = z.object({
  type: z.enum(HISTORY_TYPES),
  id: z.number().int(),
  customId: z.string(),
  status: z.enum([...ORDER_STATUSES, ...QUOTE_STATUSES]),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    businessName: z.string().nullable(),
  }),
  total: z.number().int(),
  /** The spec's name for the total of an entry; the same figure as `total`. */
  totalPrice: z.number().int(),
  totalItems: z.number().int(),
  createdAt: z.string(),
  /** Orders: how they are paid, whether and when the money arrived; null for quotes. */
  payMethod: z.enum(PAY_METHODS).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  paidAt: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const HistoryResponseSchema = pageResponseSchema('history', HistoryEntrySchema);
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;

/** PATCH /api/order/{id}: any status from any status (spec), with an optional note for the customer. */
export const OrderStatusInputSchema = z
  .object(
    {
      status: z.enum(ORDER_STATUSES, { error: 'Seleccione un estado válido para la orden.' }),
      comments: z
        .string()
        .trim()
        .max(500, 'Los comentarios admiten hasta 500 caracteres.')
        .optional(),
    },
    { error: 'Seleccione un estado válido para la orden.' },
  )
  .strict();
export type OrderStatusInput = z.infer<typeof OrderStatusInputSchema>;

export const OrderStatusChangedSchema = z.object({
  id: z.number().int(),
  customId: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** False when the order already had that status: nothing was written. */
  changed: z.boolean(),
});
export type OrderStatusChanged = z.infer<typeof OrderStatusChangedSchema>;
