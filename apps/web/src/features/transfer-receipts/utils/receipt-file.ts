import {
  TRANSFER_MESSAGES,
  TRANSFER_RECEIPT_MAX_BYTES,
  TRANSFER_RECEIPT_TYPES,
} from '@shop/shared';

const EXTENSION = /\.(pdf|jpe?g|png)$/i;

/**
 * Why a chosen file cannot be the receipt, said before anything is sent. It is a first look only
 * (the type the system reports, or the name's extension when it reports none or another): the
 * server judges the bytes again and has the last word.
 */
export function receiptFileProblem(file: File): string | null {
  const typed = (TRANSFER_RECEIPT_TYPES as readonly string[]).includes(file.type);
  if (!typed && !EXTENSION.test(file.name)) return TRANSFER_MESSAGES.notAccepted;
  if (file.size > TRANSFER_RECEIPT_MAX_BYTES) return TRANSFER_MESSAGES.tooLarge;
  return null;
}
