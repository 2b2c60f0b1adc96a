import { NOT_AN_INVOICE, type DocumentCondition } from '@shop/shared';
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
const CONDITION_TYPE = 8.5;
const SMALL_TYPE = 7.5;
const PARAGRAPH_GAP = 4;
const SECTION_GAP = 14;
const CLOSING_GAP = 10;
const KEEP_WHOLE_UP_TO = 120;

const conditionText = (condition: DocumentCondition) => `${condition.label}: ${condition.text}`;

/**
 * 'Condiciones comerciales': the quote's validity or the order's payment, then the shop's payment
 * terms, delivery time and warranty, each a paragraph led by its name in bold. `breakBefore`
 * starts a new page at that paragraph (pdf.ts moves the last one to keep the terms company).
 */
export function drawConditions(
  pdf: PDFKit.PDFDocument,
  conditions: DocumentCondition[],
  breakBefore?: number,
): void {
  if (conditions.length === 0) return;
  if (breakBefore === 0) pdf.addPage();
  pdf.font(FONT.regular).fontSize(CONDITION_TYPE);
  sectionHeading(
    pdf,
    'Condiciones comerciales',
    pdf.heightOfString(conditionText(conditions[0]!), TEXT),
  );
  conditions.forEach((condition, index) => {
    if (index > 0 && index === breakBefore) pdf.addPage();
    pdf.font(FONT.regular).fontSize(CONDITION_TYPE);
    ensureSpace(
      pdf,
      Math.min(pdf.heightOfString(conditionText(condition), TEXT), KEEP_WHOLE_UP_TO),
    );
    pdf.font(FONT.bold).fillColor(COLOR.text);
    pdf.text(`${condition.label}: `, LEFT, pdf.y, { ...TEXT, continued: true });
    pdf.font(FONT.regular).text(condition.text, TEXT);
    pdf.y += PARAGRAPH_GAP;
  });
  pdf.y += SECTION_GAP - PARAGRAPH_GAP;
}

/** The shop's terms in small type, and the line that closes the document. */
export function drawTerms(
  pdf: PDFKit.PDFDocument,
  doc: { terms: string[]; shop: { name: string } },
): void {
  const closing =
    `Documento generado por ${doc.shop.name} el ${formatLongDate(new Date())}. ` +
    `Los precios están expresados en pesos colombianos (COP). ${NOT_AN_INVOICE}`;
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
