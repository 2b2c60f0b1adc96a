import { formatCop } from '@shop/shared';
import type { CommercialDocument } from './commercial-document';
import { AMOUNT_RIGHT } from './pdf-lines-table';
import {
  COLOR,
  CONTENT_WIDTH,
  ensureSpace,
  FONT,
  hairline,
  LEFT,
  RIGHT,
  sectionHeading,
} from './pdf-layout';
import { formatLongDate } from './pdf-text';

const TEXT: PDFKit.Mixins.TextOptions = { width: CONTENT_WIDTH, lineGap: 1.5 };
const SMALL_TYPE = 7.5;
const PARAGRAPH_GAP = 4;
const CLOSING_GAP = 10;
const KEEP_WHOLE_UP_TO = 120;
const TOTALS_WIDTH = 230;
const GAP_ABOVE_TOTALS = 10;
const GAP_BELOW_TOTALS = 22;
const ROW_HEIGHT = 15;
const TOTAL_ROW_HEIGHT = 22;

/** The right-aligned totals; withholdings appear only when the document has them. */
export function drawTotals(
  pdf: PDFKit.PDFDocument,
  totals: CommercialDocument['legacyTotals'],
): void {
  // The built-in fonts have no minus sign (U+2212), so the en dash stands in for it.
  const rows: [string, string][] = [
    ['Subtotal', formatCop(totals.subtotal)],
    ['IVA', formatCop(totals.totalVAT)],
  ];
  if (totals.reteFuente > 0)
    rows.push(['Retención en la fuente', `–\u00a0${formatCop(totals.reteFuente)}`]);
  if (totals.reteICA > 0) rows.push(['ReteICA', `–\u00a0${formatCop(totals.reteICA)}`]);

  ensureSpace(pdf, GAP_ABOVE_TOTALS + rows.length * ROW_HEIGHT + TOTAL_ROW_HEIGHT);
  const x = RIGHT - TOTALS_WIDTH;
  let y = pdf.y + GAP_ABOVE_TOTALS;
  pdf.font(FONT.regular).fontSize(9);
  for (const [label, value] of rows) {
    drawTotalsRow(pdf, label, value, x, y + 3);
    y += ROW_HEIGHT;
  }
  pdf.save().rect(x, y, TOTALS_WIDTH, TOTAL_ROW_HEIGHT).fill(COLOR.fill).restore();
  hairline(pdf, y, { x1: x, color: COLOR.text, width: 1 });
  pdf.font(FONT.bold).fontSize(11);
  drawTotalsRow(pdf, 'Total', formatCop(totals.total), x, y + 6);
  pdf.y = y + TOTAL_ROW_HEIGHT + GAP_BELOW_TOTALS;
}

function drawTotalsRow(
  pdf: PDFKit.PDFDocument,
  label: string,
  value: string,
  x: number,
  y: number,
): void {
  pdf.fillColor(COLOR.text);
  pdf.text(label, x + 6, y, { width: TOTALS_WIDTH - 6, lineBreak: false });
  pdf.text(value, x, y, { width: AMOUNT_RIGHT - x, align: 'right', lineBreak: false });
}

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
