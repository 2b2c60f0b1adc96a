import type { TransferReceiptType } from '@shop/shared';

const PDF_MAGIC = Buffer.from('%PDF-');
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The extension a stored receipt gets, from what its bytes are. */
export const RECEIPT_EXTENSIONS: Record<TransferReceiptType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * What a receipt is, judged by its first bytes only (never by its name or the type the browser
 * declared): a PNG named `.pdf` is a PNG. The PDF header may follow some bytes of junk, as readers
 * allow and the RUT check does; a PDF is then inspected for active content before it is kept.
 */
export function receiptTypeOf(data: Buffer): TransferReceiptType | null {
  if (data.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  if (data.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  if (data.subarray(0, 1024).includes(PDF_MAGIC)) return 'application/pdf';
  return null;
}

const MAX_NAME = 120;

/**
 * The name the file had on the customer's device, safe to show: no folders (a browser may send
 * `C:\fakepath\…`), no control or bidirectional characters, at most 120 characters, and its
 * extension the one its bytes deserve. It is only ever shown; the stored key is the server's.
 */
export function cleanFileName(name: string, type: TransferReceiptType): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = printable.replace(/\.[^.]{1,5}$/, '').slice(0, MAX_NAME - 6) || 'comprobante';
  return `${stem}.${RECEIPT_EXTENSIONS[type]}`;
}
