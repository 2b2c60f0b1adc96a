import PDFDocument from 'pdfkit';
import type { CommercialDocument } from './commercial-document';
import { drawCustomerBlock } from './pdf-customer';
import { drawDocumentHeader } from './pdf-header';
import { MARGINS, PAGE_SIZE } from './pdf-layout';
import { drawLinesTable } from './pdf-lines-table';
import { drawPageFrames } from './pdf-page-frame';
import { documentName, printableDocument, zeroRateLabel } from './pdf-text';
import { drawTotals } from './pdf-totals';
import { drawPaymentAndTerms } from './pdf-terms';

/**
 * The PDF of a quote or an order, already ended: pipe it or hand it to `reply.send()` as a
 * stream. Uses the built-in Helvetica, so no font file ships with the server.
 */
export function renderCommercialPdf(input: CommercialDocument): PDFKit.PDFDocument {
  const doc = printableDocument(input);
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

  drawDocumentHeader(pdf, doc);
  drawCustomerBlock(pdf, doc.customer);
  drawLinesTable(pdf, doc.lines, zeroRateLabel(doc));
  drawTotals(pdf, doc);
  drawPaymentAndTerms(pdf, doc);
  drawPageFrames(pdf, doc);
  pdf.end();
  return pdf;
}
