import { formatNit, type DeliveryAddress } from '@shop/shared';
import type { CommercialDocument } from './commercial-document';
import { CONTENT_WIDTH, COLOR, FONT, LEFT } from './pdf-layout';
import { groupDigits } from './pdf-text';

type Customer = CommercialDocument['customer'];
type Field = [label: string, value: string, emphasis?: boolean];

const PADDING = 10;
const COLUMN_GAP = 20;
const COLUMN_WIDTH = (CONTENT_WIDTH - 2 * PADDING - COLUMN_GAP) / 2;
const LABEL_WIDTH = 74;

/**
 * The framed 'Cliente' block: who buys on the left, where to reach them on the right, and where
 * the order goes when it picked one of the company's delivery addresses.
 */
export function drawCustomerBlock(
  pdf: PDFKit.PDFDocument,
  customer: Customer,
  delivery: DeliveryAddress | null,
): void {
  const top = pdf.y;
  pdf.font(FONT.bold).fontSize(10).fillColor(COLOR.brand);
  pdf.text('Cliente', LEFT + PADDING, top + PADDING, { width: COLUMN_WIDTH });
  const fieldsTop = pdf.y + 4;

  const leftBottom = drawFields(pdf, identityFields(customer), LEFT + PADDING, fieldsTop);
  const rightX = LEFT + PADDING + COLUMN_WIDTH + COLUMN_GAP;
  const rightBottom = drawFields(
    pdf,
    [...contactFields(customer), ...deliveryFields(delivery)],
    rightX,
    fieldsTop,
  );

  const bottom = Math.max(leftBottom, rightBottom) + PADDING - 2;
  pdf.save().lineWidth(0.75).strokeColor(COLOR.rule);
  pdf
    .roundedRect(LEFT, top, CONTENT_WIDTH, bottom - top, 3)
    .stroke()
    .restore();
  pdf.y = bottom + 18;
}

function identityFields(customer: Customer): Field[] {
  if (!customer.isCompany) {
    return [
      ['Nombre', customer.fullName, true],
      ['C.C.', groupDigits(customer.identification)],
      ['Tipo de cliente', customer.clientTypeLabel],
    ];
  }
  return [
    ['Razón social', customer.businessName ?? customer.fullName, true],
    ['NIT', formatNit(customer.identification)],
    ['Contacto', customer.fullName],
    ['Tipo de cliente', customer.clientTypeLabel],
  ];
}

function contactFields(customer: Customer): Field[] {
  return [
    ['Dirección', customer.address],
    ['Ciudad', customer.city],
    ['Correo', customer.email],
    ['Teléfono', customer.phone],
  ];
}

function deliveryFields(delivery: DeliveryAddress | null): Field[] {
  if (!delivery) return [];
  return [
    ['Entregar en', `${delivery.siteName}: ${delivery.address}, ${delivery.city}`, true],
    ['Recibe', `${delivery.contactName} · ${delivery.contactPhone}`],
  ];
}

/** Label/value rows in one column; returns the y below the last row. */
function drawFields(pdf: PDFKit.PDFDocument, fields: Field[], x: number, top: number): number {
  let y = top;
  const valueWidth = COLUMN_WIDTH - LABEL_WIDTH;
  for (const [label, value, emphasis] of fields) {
    pdf.font(FONT.regular).fontSize(8).fillColor(COLOR.faded);
    pdf.text(label, x, y, { width: LABEL_WIDTH - 6, lineBreak: false });
    pdf
      .font(emphasis ? FONT.bold : FONT.regular)
      .fontSize(8.5)
      .fillColor(COLOR.text);
    pdf.text(value, x + LABEL_WIDTH, y, { width: valueWidth });
    y = pdf.y + 3;
  }
  return y;
}
