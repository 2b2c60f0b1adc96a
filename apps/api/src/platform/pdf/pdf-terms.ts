import {
  COLOR,
  CONTENT_WIDTH,
  ensureSpace,
  FONT,
  hairline,
  LEFT,
  sectionHeading,
} from './pdf-layout';
import { formatLongDate } from './pdf-text';

const TEXT: PDFKit.Mixins.TextOptions = { width: CONTENT_WIDTH, lineGap: 1.5 };
const SMALL_TYPE = 7.5;
const PARAGRAPH_GAP = 4;
const CLOSING_GAP = 10;
const KEEP_WHOLE_UP_TO = 120;

/** 'Condiciones de pago', the shop's terms in small type, and the line that closes the document. */
export function drawPaymentAndTerms(
  pdf: PDFKit.PDFDocument,
  doc: { paymentTerms: string; terms: string[]; shop: { name: string } },
): void {
  pdf.font(FONT.regular).fontSize(9);
  sectionHeading(pdf, 'Condiciones de pago', pdf.heightOfString(doc.paymentTerms, TEXT));
  pdf.font(FONT.regular).fontSize(9).fillColor(COLOR.text);
  pdf.text(doc.paymentTerms, LEFT, pdf.y, TEXT);
  pdf.y += 16;

  const closing =
    `Documento generado por ${doc.shop.name} el ${formatLongDate(new Date())}. ` +
    'Los precios están expresados en pesos colombianos (COP).';
  pdf.font(FONT.regular).fontSize(SMALL_TYPE);
  const closingHeight = CLOSING_GAP + pdf.heightOfString(closing, TEXT);
  if (doc.terms.length > 0) {
    sectionHeading(pdf, 'Términos y condiciones', pdf.heightOfString(doc.terms[0]!, TEXT));
  }
  doc.terms.forEach((paragraph, index) => {
    pdf.font(FONT.regular).fontSize(SMALL_TYPE);
    // The closing line travels with the last paragraph so it never sits alone on a page.
    const keepWith = index === doc.terms.length - 1 ? PARAGRAPH_GAP + closingHeight : 0;
    // Short paragraphs stay whole; pdfkit flows a longer one onto the next page.
    ensureSpace(pdf, Math.min(pdf.heightOfString(paragraph, TEXT) + keepWith, KEEP_WHOLE_UP_TO));
    pdf.fillColor(COLOR.faded).text(paragraph, LEFT, pdf.y, TEXT);
    pdf.y += PARAGRAPH_GAP;
  });

  ensureSpace(pdf, closingHeight);
  hairline(pdf, pdf.y + 4);
  pdf.font(FONT.regular).fontSize(SMALL_TYPE).fillColor(COLOR.faded);
  pdf.text(closing, LEFT, pdf.y + CLOSING_GAP, TEXT);
}
