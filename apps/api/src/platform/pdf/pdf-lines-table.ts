import { formatCop } from '@shop/shared';
import type { CommercialDocumentLine } from './commercial-document';
import { CONTENT_WIDTH, COLOR, ensureSpace, FONT, hairline, LEFT } from './pdf-layout';
import { formatVatRate } from './pdf-text';
import { cellsHeight, drawCells, wrapCell, type WrappedCell } from './pdf-wrap';

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: CommercialDocumentLine, index: number) => string;
}

const FIXED_COLUMNS_WIDTH = 20 + 84 + 34 + 70 + 60 + 78;

/** The columns of the table; `mark` gives the footnote number of a line's IVA reason. */
function columnsWith(
  mark: (line: CommercialDocumentLine) => number | null,
  zeroLabel: string,
): Column[] {
  const iva = (line: CommercialDocumentLine) => {
    const note = mark(line);
    const rate = formatVatRate(line.vat, zeroLabel);
    return note === null ? rate : `${rate} (${note})`;
  };
  // The description takes what the fixed columns leave, so the table spans the content width.
  return [
    { header: '#', width: 20, align: 'right', cell: (_, i) => String(i + 1) },
    { header: 'Modelo', width: 84, align: 'left', cell: (l) => l.model },
    {
      header: 'Descripción',
      width: CONTENT_WIDTH - FIXED_COLUMNS_WIDTH,
      align: 'left',
      cell: (l) => l.name,
    },
    { header: 'Cant.', width: 34, align: 'right', cell: (l) => String(l.quantity) },
    { header: 'Vr. unitario', width: 70, align: 'right', cell: (l) => formatCop(l.unitPrice) },
    { header: 'IVA', width: 60, align: 'right', cell: iva },
    { header: 'Vr. total', width: 78, align: 'right', cell: (l) => formatCop(l.lineTotal) },
  ];
}

const CELL_PAD_X = 4;
// Text heights include the font's line gap below the glyphs, so less padding goes under them.
const CELL_PAD_TOP = 5;
const CELL_PAD_BOTTOM = 3;
const FONT_SIZE = 8.5;

/** Right edge of the amounts in the table, so the totals below line up with them. */
export const AMOUNT_RIGHT = LEFT + CONTENT_WIDTH - CELL_PAD_X;

/**
 * The product lines. A row that does not fit goes to the next page under a repeated header,
 * and the header never stands alone at the foot of a page. `breakBeforeRow` starts a new page
 * at that row (pdf.ts moves the last row to keep the closing lines company).
 */
export function drawLinesTable(
  pdf: PDFKit.PDFDocument,
  lines: CommercialDocumentLine[],
  zeroLabel: string,
  breakBeforeRow?: number,
): void {
  const notes = ivaNotes(lines);
  const columns = columnsWith(
    (line) => (line.ivaReason ? notes.indexOf(line.ivaReason) + 1 : null),
    zeroLabel,
  );
  let headerHeight = measureHeader(pdf);
  lines.forEach((line, index) => {
    const cells = wrapCells(pdf, columns, line, index);
    const height = rowHeight(pdf, cells);
    const forced = index === breakBeforeRow;
    const needsHeader = index === 0 || forced || pdf.y + height > pdf.page.maxY();
    if (needsHeader) {
      if (forced || pdf.y + headerHeight + height > pdf.page.maxY()) pdf.addPage();
      headerHeight = drawHeader(pdf, columns);
    }
    drawRow(pdf, columns, cells, height);
  });
  drawIvaNotes(pdf, notes);
}

/** The distinct IVA reasons of the lines, numbered in order of first appearance. */
function ivaNotes(lines: CommercialDocumentLine[]): string[] {
  return [...new Set(lines.flatMap((line) => (line.ivaReason ? [line.ivaReason] : [])))];
}

const NOTE_TYPE = 7.5;
const NOTE_MARK_WIDTH = 18;

/** '(1) Excluido: computador personal de hasta 50 UVT…' under the table, one per reason. */
function drawIvaNotes(pdf: PDFKit.PDFDocument, notes: string[]): void {
  if (notes.length === 0) return;
  pdf.y += 5;
  const options = { width: CONTENT_WIDTH - NOTE_MARK_WIDTH, lineGap: 1 };
  notes.forEach((note, index) => {
    pdf.font(FONT.regular).fontSize(NOTE_TYPE).fillColor(COLOR.faded);
    ensureSpace(pdf, pdf.heightOfString(note, options));
    const top = pdf.y;
    pdf.text(`(${index + 1})`, LEFT, top, { width: NOTE_MARK_WIDTH, lineBreak: false });
    pdf.text(note, LEFT + NOTE_MARK_WIDTH, top, options);
    pdf.y += 1;
  });
}

function measureHeader(pdf: PDFKit.PDFDocument): number {
  pdf.font(FONT.bold).fontSize(8);
  return pdf.currentLineHeight(true) + CELL_PAD_TOP + CELL_PAD_BOTTOM;
}

function drawHeader(pdf: PDFKit.PDFDocument, columns: Column[]): number {
  const top = pdf.y;
  const height = measureHeader(pdf);
  pdf.save().rect(LEFT, top, CONTENT_WIDTH, height).fill(COLOR.fill).restore();
  pdf.fillColor(COLOR.text);
  let x = LEFT;
  for (const column of columns) {
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

/** Each cell of a row broken at spaces only, its type shrunk when a word is wider than the cell. */
function wrapCells(
  pdf: PDFKit.PDFDocument,
  columns: Column[],
  line: CommercialDocumentLine,
  index: number,
): WrappedCell[] {
  pdf.font(FONT.regular);
  return columns.map((column) =>
    wrapCell(pdf, column.cell(line, index), column.width - 2 * CELL_PAD_X, FONT_SIZE),
  );
}

function rowHeight(pdf: PDFKit.PDFDocument, cells: WrappedCell[]): number {
  pdf.font(FONT.regular);
  return cellsHeight(pdf, cells) + CELL_PAD_TOP + CELL_PAD_BOTTOM;
}

function drawRow(
  pdf: PDFKit.PDFDocument,
  columns: Column[],
  cells: WrappedCell[],
  height: number,
): void {
  const top = pdf.y;
  pdf.font(FONT.regular).fillColor(COLOR.text);
  drawCells(pdf, columns, cells, { left: LEFT, top: top + CELL_PAD_TOP, padX: CELL_PAD_X });
  hairline(pdf, top + height);
  pdf.y = top + height;
}
