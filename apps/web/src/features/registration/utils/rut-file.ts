import { MESSAGES, RUT_MAX_BYTES } from '@shop/shared';

/**
 * Why a chosen file cannot be the RUT, checked before uploading so the user learns at once.
 * The server checks the content again; some systems report PDFs without a MIME type.
 */
export function rutFileProblem(file: File): string | null {
  const looksPdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  if (!looksPdf) return MESSAGES.rutNotPdf;
  if (file.size > RUT_MAX_BYTES) return MESSAGES.rutTooLarge;
  return null;
}
