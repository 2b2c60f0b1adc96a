import { formatNit } from '@shop/shared';
import type { CommercialDocument } from './commercial-document';
import { COLOR, CONTENT_WIDTH, FONT, hairline, LEFT } from './pdf-layout';
import { documentName } from './pdf-text';

const RUNNING_HEADER_Y = 36;
const FOOTER_OFFSET = 44;

/**
 * Writes the running header (pages after the first) and the footer with 'Página x de y' on
 * every page. It runs once all pages exist, which is why the document buffers its pages.
 */
export function drawPageFrames(pdf: PDFKit.PDFDocument, doc: CommercialDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // Text below the bottom margin would otherwise make pdfkit open a new page.
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    if (index > start) drawRunningHeader(pdf, doc);
    drawFooter(pdf, doc, `Página ${index - start + 1} de ${count}`);
    pdf.page.margins.bottom = bottomMargin;
  }
}

function drawRunningHeader(pdf: PDFKit.PDFDocument, doc: CommercialDocument): void {
  pdf.font(FONT.bold).fontSize(9).fillColor(COLOR.brand);
  pdf.text(doc.shop.name, LEFT, RUNNING_HEADER_Y, { width: CONTENT_WIDTH, lineBreak: false });
  pdf.font(FONT.regular).fontSize(8.5).fillColor(COLOR.faded);
  pdf.text(`${documentName(doc)} (continuación)`, LEFT, RUNNING_HEADER_Y + 0.5, {
    width: CONTENT_WIDTH,
    align: 'right',
    lineBreak: false,
  });
  hairline(pdf, RUNNING_HEADER_Y + 14);
}

function drawFooter(pdf: PDFKit.PDFDocument, doc: CommercialDocument, pageLabel: string): void {
  const y = pdf.page.height - FOOTER_OFFSET;
  hairline(pdf, y - 6);
  const { name, nit, phone, email } = doc.shop;
  pdf.font(FONT.regular).fontSize(7.5).fillColor(COLOR.faded);
  pdf.text(`${name} · NIT ${formatNit(nit)} · Tel. ${phone} · ${email}`, LEFT, y, {
    width: CONTENT_WIDTH - 80,
    lineBreak: false,
  });
  pdf.text(pageLabel, LEFT, y, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
}
