import { z } from 'zod';
import {
  bogotaDate,
  ConfirmReceiptInputSchema,
  TRANSFER_MESSAGES,
  type StaffReceipt,
} from '@shop/shared';

/** Whole pesos as people write them: '600000' or with thousands dots, '600.000' ('$' allowed). */
const PESOS = /^\$?\s*(\d+|\d{1,3}(\.\d{3})+)$/;

const { shape } = ConfirmReceiptInputSchema;

/**
 * The confirmation as typed: the amount is text, read as whole pesos and then held to the API's
 * own rule, like the other two fields, so every field's problem shows at once.
 */
export const ConfirmFormSchema = z.object({
  amount: z
    .string()
    .transform((text, ctx) => {
      const trimmed = text.trim();
      if (!PESOS.test(trimmed)) {
        ctx.addIssue({ code: 'custom', message: TRANSFER_MESSAGES.amount });
        return z.NEVER;
      }
      return Number(trimmed.replace(/\D/g, ''));
    })
    .pipe(shape.amount),
  receivedOn: shape.receivedOn,
  reason: shape.reason,
});

export type ConfirmFormValues = z.input<typeof ConfirmFormSchema>;

/** What is still owed, written as staff read it ('600.000'), today, and no reason yet. */
export const confirmFormValues = (receipt: StaffReceipt): ConfirmFormValues => ({
  amount: Math.max(0, receipt.order.total - receipt.order.amountPaid).toLocaleString('es-CO'),
  receivedOn: bogotaDate(),
  reason: '',
});
