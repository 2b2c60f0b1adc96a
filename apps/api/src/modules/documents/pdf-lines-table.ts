import { formatCop } from '@shop/shared';
import type { CommercialDocumentLine } from './commercial-document';
import { CONTENT_WIDTH, COLOR, FONT, hairline, LEFT } from './pdf-layout';
import { formatVatRate } from './pdf-text';

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: CommercialDocumentLine, index: number) => string;
}

const FIXED_COLUMNS_WIDTH = 20 + 90 + 34 + 70 + 34 + 78;
// The description takes what the fixed columns leave, so the table spans the content width.
const COLUMNS: Column[] = [
  { header: '#', width: 20, align: 'right', cell: (_, i) => String(i + 1) },
  { header: 'Modelo', width: 90, align: 'left', cell: (l) => l.model },
  {
    header: 'Descripción',
    width: CONTENT_WIDTH - FIXED_COLUMNS_WIDTH,
    align: 'left',
    cell: (l) => l.name,
  },
  { header: 'Cant.', width: 34, align: 'right', cell: (l) => String(l.quantity) },
  { header: 'Vr. unitario', width: 70, align: 'right', cell: (l) => formatCop(l.unitPrice) },
  { header: 'IVA', width: 34, align: 'right', cell: (l) => formatVatRate(l.vat) },
  { header: 'Vr. total', width: 78, align: 'right', cell: (l) => formatCop(l.lineTotal) },
];

const CELL_PAD_X = 4;
// Text heights include the font's line gap below the glyphs, so less padding goes under them.
const CELL_PAD_TOP = 5;
const CELL_PAD_BOTTOM = 3;
const FONT_SIZE = 8.5;

/** Right edge of the amounts in the table, so the totals below line up with them. */
export const AMOUNT_RIGHT = LEFT + CONTENT_WIDTH - CELL_PAD_X;

/**
 * The product lines. A row that does not fit goes to the next page under a repeated header,
 * and the header never stands alone at the foot of a page.
 */
export function drawLinesTable(pdf: PDFKit.PDFDocument, lines: CommercialDocumentLine[]): void {
  let headerHeight = measureHeader(pdf);
  lines.forEach((line, index) => {
    const cells = COLUMNS.map((column) => column.cell(line, index));
    const height = rowHeight(pdf, cells);
    const needsHeader = index === 0 || pdf.y + height > pdf.page.maxY();
    if (needsHeader) {
      if (pdf.y + headerHeight + height > pdf.page.maxY()) pdf.addPage();
      headerHeight = drawHeader(pdf);
    }
    drawRow(pdf, cells, height);
  });
}

function measureHeader(pdf: PDFKit.PDFDocument): number {
  pdf.font(FONT.bold).fontSize(8);
  return pdf.currentLineHeight(true) + CELL_PAD_TOP + CELL_PAD_BOTTOM;
}

function drawHeader(pdf: PDFKit.PDFDocument): number {
  const top = pdf.y;
  const height = measureHeader(pdf);
  pdf.save().rect(LEFT, top, CONTENT_WIDTH, height).fill(COLOR.fill).restore();
  pdf.fillColor(COLOR.text);
  let x = LEFT;
  for (const column of COLUMNS) {
    pdf.text(column.header, x + CELL_PAD_X, top + CELL_PAD_TOP, {
      width: column.width - 2 * CELL_PAD_X,
      align: column.align,
      lineBreak: false,
    });
    x += column.width;
  }
  hairline(pdf, top + height, { color: COLOR.faded });
  pdf.y = top + height;
  return height;
}

function rowHeight(pdf: PDFKit.PDFDocument, cells: string[]): number {
  pdf.font(FONT.regular).fontSize(FONT_SIZE);
  const heights = COLUMNS.map((column, i) =>
    pdf.heightOfString(cells[i]!, { width: column.width - 2 * CELL_PAD_X }),
  );
  return Math.max(...heights) + CELL_PAD_TOP + CELL_PAD_BOTTOM;
}

function drawRow(pdf: PDFKit.PDFDocument, cells: string[], height: number): void {
  const top = pdf.y;
  pdf.font(FONT.regular).fontSize(FONT_SIZE).fillColor(COLOR.text);
  let x = LEFT;
  COLUMNS.forEach((column, i) => {
    pdf.text(cells[i]!, x + CELL_PAD_X, top + CELL_PAD_TOP, {
      width: column.width - 2 * CELL_PAD_X,
      align: column.align,
    });
    x += column.width;
  });
  hairline(pdf, top + height);
  pdf.y = top + height;
}
