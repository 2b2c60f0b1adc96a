import PDFDocument from 'pdfkit';
import type { CommercialDocument } from './commercial-document';
import { drawCustomerBlock } from './pdf-customer';
import { drawDocumentHeader } from './pdf-header';
import { MARGINS, PAGE_SIZE } from './pdf-layout';
import { drawLinesTable } from './pdf-lines-table';
import { drawPageFrames } from './pdf-page-frame';
import { documentName, printableDocument, zeroRateLabel } from './pdf-text';
import { drawTotals } from './pdf-totals';
import { drawConditions, drawTerms } from './pdf-terms';
import { drawBankTransfer } from './pdf-bank-accounts';
import { drawWithholdingLegends } from './pdf-withholdings';

/**
 * Where a layout starts a page on purpose, from the smallest move to the largest: before the last
 * condition, all the conditions, the bank accounts (and the conditions after them), the last
 * product row, or the totals. Tried in this order when the plain layout leaves the closing lines
 * alone on its last page.
 */
type Break = 'lastCondition' | 'conditions' | 'bank' | 'lastRow' | 'totals';
const BREAKS: Break[] = ['lastCondition', 'conditions', 'bank', 'lastRow', 'totals'];

/**
 * The PDF of a quote or an order, already ended: pipe it or hand it to `reply.send()` as a
 * stream. Uses the built-in Helvetica, so no font file ships with the server.
 *
 * The last page always carries something to read besides the withholding legends, the terms and
 * the closing line: when they would spill onto a page of their own, the document is laid out again
 * with the conditions, the last row or the totals moved over with them. That costs a second
 * layout, only for those documents.
 */
export function renderCommercialPdf(input: CommercialDocument): PDFKit.PDFDocument {
  const doc = printableDocument(input);
  let result = layout(doc);
  for (const at of BREAKS) {
    if (!result.closingAlone) break;
    if (at === 'bank' && !doc.bankTransfer?.accounts.length) continue;
    const again = layout(doc, at);
    if (!again.closingAlone) result = again;
  }
  drawPageFrames(result.pdf, doc);
  result.pdf.end();
  return result.pdf;
}

/** One layout of the document; `closingAlone` when its last page holds only closing lines. */
function layout(doc: CommercialDocument, at?: Break) {
  const pdf = new PDFDocument({
    size: PAGE_SIZE,
    margins: MARGINS,
    // Pages stay in memory until the end so the footer can say 'Página x de y'.
    bufferPages: true,
    lang: 'es-CO',
    displayTitle: true,
    // Kept at pdfkit's default 1.3: from 1.4 on it adds an XMP copy of the info below without
    // escaping it, so a shop named 'Redes & Cía' would produce malformed XML.
    info: {
      Title: documentName(doc),
      Author: doc.shop.name,
      Creator: doc.shop.name,
      Subject: doc.kind === 'quote' ? 'Cotización' : 'Orden de pedido',
    },
  });
  const page = () => pdf.bufferedPageRange().count - 1;

  drawDocumentHeader(pdf, doc);
  drawCustomerBlock(pdf, doc.customer, doc.deliveryAddress ?? null);
  const lastRow = at === 'lastRow' ? doc.lines.length - 1 : undefined;
  drawLinesTable(pdf, doc.lines, zeroRateLabel(doc), lastRow);
  if (at === 'totals') pdf.addPage();
  drawTotals(pdf, doc);
  if (doc.taxes) drawWithholdingLegends(pdf, doc.taxes);
  const conditionBreak =
    at === 'conditions' ? 0 : at === 'lastCondition' ? doc.conditions.length - 1 : undefined;
  // The accounts right under the figures they pay, before the conditions that refer to them.
  drawBankTransfer(pdf, doc.bankTransfer, at === 'bank');
  drawConditions(pdf, doc.conditions, conditionBreak);
  // The rows, the totals, the accounts and the conditions are what a page is read for; the
  // legends between them and the terms after them only close the document.
  const substanceEnds = page();
  drawTerms(pdf, doc);
  return { pdf, closingAlone: page() > substanceEnds };
}
