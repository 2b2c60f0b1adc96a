import { formatCop, type TaxBreakdown, type Withholding } from '@shop/shared';
import type { CommercialDocument } from './commercial-document';
import { AMOUNT_RIGHT } from './pdf-lines-table';
import { COLOR, ensureSpace, FONT, hairline, RIGHT } from './pdf-layout';
import { formatPercent, formatPerMil, zeroRateLabel } from './pdf-text';

const TOTALS_WIDTH = 300;
const LABEL_INSET = 6;
const GAP_ABOVE_TOTALS = 10;
const GAP_BELOW_TOTALS = 16;
const ROW_HEIGHT = 15;
const RULE_GAP = 4;
const GRAND_ROW_HEIGHT = 22;

/**
 * One row of the block. `note` prints faded after the label (the base of a tax, 'no aplica');
 * `ruled` draws a rule above the row, closing what it sums.
 */
interface TotalsRow {
  label: string;
  note?: string;
  value: string;
  ruled?: boolean;
  bold?: boolean;
}

// The built-in fonts have no minus sign (U+2212), so the en dash stands in for it.
const deducted = (pesos: number) => `–\u00a0${formatCop(pesos)}`;
const base = (pesos: number) => `base ${formatCop(pesos)}`;

/**
 * The totals of the document: the tax engine's breakdown (its withholding legends follow, see
 * pdf-withholdings.ts), or, for a document issued before the engine, its stored figures as
 * printed then.
 */
export function drawTotals(pdf: PDFKit.PDFDocument, doc: CommercialDocument): void {
  if (!doc.taxes) {
    drawBlock(pdf, legacyRows(doc.legacyTotals), {
      label: 'Total',
      value: formatCop(doc.legacyTotals.total),
    });
    return;
  }
  drawBlock(pdf, breakdownRows(doc.taxes, zeroRateLabel(doc)), {
    label: 'Total a pagar',
    value: formatCop(doc.taxes.totalToPay),
  });
}

/**
 * Subtotal, IVA by rate with its base, excluded base, the total with IVA, then each withholding.
 * A quote or an order is not an invoice, so that total is 'Total (subtotal + IVA)', as the web
 * breakdown says it, not 'Total factura'.
 */
function breakdownRows(taxes: TaxBreakdown, zeroLabel: string): TotalsRow[] {
  const rows: TotalsRow[] = [{ label: 'Subtotal', value: formatCop(taxes.subtotal) }];
  if (taxes.base19 > 0)
    rows.push({ label: 'IVA 19 %', note: base(taxes.base19), value: formatCop(taxes.iva19) });
  if (taxes.base5 > 0)
    rows.push({ label: 'IVA 5 %', note: base(taxes.base5), value: formatCop(taxes.iva5) });
  if (taxes.excluded > 0)
    rows.push({
      label: zeroLabel === 'Excluido' ? 'Excluido de IVA' : zeroLabel,
      note: base(taxes.excluded),
      value: formatCop(0),
    });
  rows.push({
    label: 'Total',
    note: 'subtotal + IVA',
    value: formatCop(taxes.total),
    ruled: true,
    bold: true,
  });
  rows.push(withholdingRow('ReteFuente', taxes.reteFuente, formatPercent));
  rows.push(withholdingRow('ReteIVA', taxes.reteIVA, formatPercent));
  rows.push(withholdingRow('ReteICA', taxes.reteICA, formatPerMil));
  return rows;
}

function withholdingRow(
  name: string,
  withholding: Withholding,
  formatRate: (fraction: number) => string,
): TotalsRow {
  // Nothing withheld is an amount like the others: '$ 0', not a dash the reader must interpret.
  if (!withholding.applied) return { label: name, note: 'no aplica', value: formatCop(0) };
  return {
    label: `${name} ${formatRate(withholding.rate)}`,
    note: base(withholding.base),
    value: deducted(withholding.amount),
  };
}

/** The block documents issued before the tax engine printed: withholdings only when deducted. */
function legacyRows(totals: CommercialDocument['legacyTotals']): TotalsRow[] {
  const rows: TotalsRow[] = [
    { label: 'Subtotal', value: formatCop(totals.subtotal) },
    { label: 'IVA', value: formatCop(totals.totalVAT) },
  ];
  if (totals.reteFuente > 0)
    rows.push({ label: 'Retención en la fuente', value: deducted(totals.reteFuente) });
  if (totals.reteICA > 0) rows.push({ label: 'ReteICA', value: deducted(totals.reteICA) });
  return rows;
}

/** The right-aligned rows and the emphasised grand total, kept together on one page. */
function drawBlock(
  pdf: PDFKit.PDFDocument,
  rows: TotalsRow[],
  grand: { label: string; value: string },
): void {
  const ruled = rows.filter((row) => row.ruled).length;
  ensureSpace(
    pdf,
    GAP_ABOVE_TOTALS + rows.length * ROW_HEIGHT + ruled * RULE_GAP + GRAND_ROW_HEIGHT,
  );
  const x = RIGHT - TOTALS_WIDTH;
  let y = pdf.y + GAP_ABOVE_TOTALS;
  for (const row of rows) {
    if (row.ruled) {
      hairline(pdf, y + 1, { x1: x, color: COLOR.faded });
      y += RULE_GAP;
    }
    pdf.font(row.bold ? FONT.bold : FONT.regular).fontSize(9);
    drawRow(pdf, row, x, y + 3);
    y += ROW_HEIGHT;
  }
  pdf.save().rect(x, y, TOTALS_WIDTH, GRAND_ROW_HEIGHT).fill(COLOR.fill).restore();
  hairline(pdf, y, { x1: x, color: COLOR.text, width: 1 });
  pdf.font(FONT.bold).fontSize(11);
  drawRow(pdf, grand, x, y + 6);
  pdf.y = y + GRAND_ROW_HEIGHT + GAP_BELOW_TOTALS;
}

function drawRow(pdf: PDFKit.PDFDocument, row: Omit<TotalsRow, 'ruled'>, x: number, y: number) {
  pdf.fillColor(COLOR.text);
  pdf.text(row.label, x + LABEL_INSET, y, { lineBreak: false });
  if (row.note) {
    const noteX = x + LABEL_INSET + pdf.widthOfString(row.label) + 5;
    pdf.font(FONT.regular).fontSize(8).fillColor(COLOR.faded);
    pdf.text(`(${row.note})`, noteX, y + 0.5, { lineBreak: false });
    pdf
      .font(row.bold ? FONT.bold : FONT.regular)
      .fontSize(9)
      .fillColor(COLOR.text);
  }
  pdf.text(row.value, x, y, { width: AMOUNT_RIGHT - x, align: 'right', lineBreak: false });
}
