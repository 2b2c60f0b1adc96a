import {
  formatDueDate,
  formatNit,
  missingTrmText,
  NOT_AN_INVOICE,
  ORDER_STATUS_LABELS,
  PAY_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PURCHASE_ORDER_LABEL,
  sellerStandingLine,
} from '@shop/shared';
import type { CommercialDocument } from './commercial-document';
import { COLOR, FONT, hairline, LEFT, RIGHT } from './pdf-layout';
import { formatLongDate, trmLine } from './pdf-text';

// Page one starts higher than the body margin: the running header of later pages sits there.
const HEADER_TOP = 40;
const META_WIDTH = 240;
const SHOP_WIDTH = RIGHT - LEFT - META_WIDTH - 24;

/** The first-page header: the shop on the left, what the document is on the right. */
export function drawDocumentHeader(pdf: PDFKit.PDFDocument, doc: CommercialDocument): void {
  const shopBottom = drawShop(pdf, doc.shop);
  const metaBottom = drawDocumentMeta(pdf, doc);
  const bottom = Math.max(shopBottom, metaBottom) + 10;
  hairline(pdf, bottom, { color: COLOR.brand, width: 1.5 });
  pdf.y = bottom + 16;
}

function drawShop(pdf: PDFKit.PDFDocument, shop: CommercialDocument['shop']): number {
  pdf.font(FONT.bold).fontSize(20).fillColor(COLOR.brand);
  pdf.text(shop.name, LEFT, HEADER_TOP, { width: SHOP_WIDTH });
  pdf.y += 3;
  pdf.font(FONT.regular).fontSize(8.5).fillColor(COLOR.faded);
  pdf.text(`NIT ${formatNit(shop.nit)}`, LEFT, pdf.y, { width: SHOP_WIDTH, lineGap: 1.5 });
  // Who the seller is for tax purposes decides the buyer's withholdings: it heads the document.
  pdf.font(FONT.bold).fillColor(COLOR.text);
  pdf.text(sellerStandingLine(shop), LEFT, pdf.y, { width: SHOP_WIDTH, lineGap: 1.5 });
  pdf.font(FONT.regular).fillColor(COLOR.faded);
  const lines = [shop.address, shop.city, `Tel. ${shop.phone}`, shop.email];
  for (const line of lines) {
    pdf.text(line, LEFT, pdf.y, { width: SHOP_WIDTH, lineGap: 1.5 });
  }
  return pdf.y;
}

function drawDocumentMeta(pdf: PDFKit.PDFDocument, doc: CommercialDocument): number {
  const x = RIGHT - META_WIDTH;
  const title = doc.kind === 'quote' ? 'COTIZACIÓN' : 'ORDEN DE PEDIDO';
  pdf.font(FONT.bold).fontSize(16).fillColor(COLOR.text);
  pdf.text(title, x, HEADER_TOP + 2, { width: META_WIDTH, align: 'right' });
  pdf.fontSize(11).fillColor(COLOR.brand);
  pdf.text(doc.customId, x, pdf.y + 1, { width: META_WIDTH, align: 'right' });
  // Said at the top, where a purchasing department decides what the paper is.
  pdf.font(FONT.bold).fontSize(8.5).fillColor(COLOR.text);
  pdf.text(NOT_AN_INVOICE, x, pdf.y + 2, { width: META_WIDTH, align: 'right' });
  pdf.y += 8;

  for (const [label, value] of metaRows(doc)) {
    const y = pdf.y;
    pdf.font(FONT.regular).fontSize(8.5).fillColor(COLOR.faded);
    pdf.text(label, x, y, { width: META_WIDTH, lineBreak: false });
    pdf.font(FONT.bold).fillColor(COLOR.text);
    pdf.text(value, x, y, { width: META_WIDTH, align: 'right' });
    pdf.y += 2;
  }
  // Without a TRM the header says why rather than leave a reader to guess it was forgotten.
  pdf.font(FONT.regular).fontSize(8.5).fillColor(COLOR.faded);
  pdf.text(doc.trm ? trmLine(doc.trm) : missingTrmText(doc), x, pdf.y + 2, {
    width: META_WIDTH,
    align: 'right',
  });
  // On its own line rather than a meta row: 40 characters beside a label could run into it.
  if (doc.purchaseOrder) {
    pdf.font(FONT.bold).fontSize(8.5).fillColor(COLOR.text);
    pdf.text(`${PURCHASE_ORDER_LABEL}: ${doc.purchaseOrder}`, x, pdf.y + 2, {
      width: META_WIDTH,
      align: 'right',
    });
  }
  if (doc.quoteCustomId) {
    pdf.font(FONT.regular).fontSize(8.5).fillColor(COLOR.faded);
    pdf.text(`Basada en la cotización ${doc.quoteCustomId}`, x, pdf.y + 2, {
      width: META_WIDTH,
      align: 'right',
    });
  }
  return pdf.y;
}

function metaRows(doc: CommercialDocument): [label: string, value: string][] {
  const rows: [string, string][] = [['Fecha de emisión', formatLongDate(doc.issuedAt)]];
  if (doc.validUntil) rows.push(['Válida hasta', formatLongDate(doc.validUntil)]);
  if (doc.status) rows.push(['Estado', ORDER_STATUS_LABELS[doc.status]]);
  if (doc.payMethod) rows.push(['Método de pago', PAY_METHOD_LABELS[doc.payMethod]]);
  if (doc.dueOn) rows.push(['Fecha de vencimiento', formatDueDate(doc.dueOn)]);
  if (doc.payment) {
    rows.push(['Estado del pago', PAYMENT_STATUS_LABELS[doc.payment.status]]);
    if (doc.payment.status === 'PAID' && doc.payment.paidAt)
      rows.push(['Pagada el', formatLongDate(doc.payment.paidAt)]);
  }
  return rows;
}
