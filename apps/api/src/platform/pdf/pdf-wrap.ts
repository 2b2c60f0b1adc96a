/**
 * Line breaking for table cells. pdfkit wraps by the Unicode line-break rules, which break after
 * '-' and '+' and, when a word is wider than its column, inside the word: a model number such as
 * 'CRS326-24G-2S+RM' came out as 'CRS326-24G-2S+R' over 'M', and a reader could order the wrong
 * part. Here a cell breaks only at spaces, and a word too wide for its column shrinks the cell's
 * type until it fits.
 */

/** The smallest type a cell shrinks to; below it a word is cut, the last resort. */
export const MIN_CELL_TYPE = 6;

/** A cell's lines and the type size they fit at. */
export interface WrappedCell {
  size: number;
  lines: string[];
}

/**
 * `text` in lines no wider than `width`, broken only at spaces, at `size` or the largest smaller
 * size (by quarter points, down to MIN_CELL_TYPE) at which its widest word fits. Leaves the font
 * of `pdf` at that size.
 */
export function wrapCell(
  pdf: PDFKit.PDFDocument,
  text: string,
  width: number,
  size: number,
): WrappedCell {
  // Only spaces and line breaks: the no-break space of '$ 1.234' keeps the amount whole.
  const words = text.split(/[ \n\t]+/).filter((word) => word !== '');
  let fitted = size;
  pdf.fontSize(fitted);
  const widest = () => Math.max(0, ...words.map((word) => pdf.widthOfString(word)));
  while (widest() > width && fitted > MIN_CELL_TYPE) {
    fitted = Math.max(MIN_CELL_TYPE, fitted - 0.25);
    pdf.fontSize(fitted);
  }
  const lines: string[] = [];
  let line = '';
  for (const word of words.flatMap((w) => cutToWidth(pdf, w, width))) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && pdf.widthOfString(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  lines.push(line);
  return { size: fitted, lines };
}

/** A word still wider than `width` at the smallest type, cut into pieces that fit. */
function cutToWidth(pdf: PDFKit.PDFDocument, word: string, width: number): string[] {
  if (pdf.widthOfString(word) <= width) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && pdf.widthOfString(piece + char) > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  return [...pieces, piece];
}

/** The height of a row of wrapped cells: its tallest cell. */
export function cellsHeight(pdf: PDFKit.PDFDocument, cells: WrappedCell[]): number {
  return Math.max(
    ...cells.map((cell) => cell.lines.length * pdf.fontSize(cell.size).currentLineHeight(true)),
  );
}

/** Where each cell of a row goes: its column's width (padding included) and alignment. */
export interface CellBox {
  width: number;
  align?: 'left' | 'right';
}

/**
 * Draws a row of wrapped cells side by side from `left`, each line at its cell's size and
 * without pdfkit's own wrapping (the lines are already broken), `padX` inside each column.
 */
export function drawCells(
  pdf: PDFKit.PDFDocument,
  boxes: CellBox[],
  cells: WrappedCell[],
  at: { left: number; top: number; padX: number },
): void {
  let x = at.left;
  boxes.forEach((box, i) => {
    const cell = cells[i]!;
    const lineHeight = pdf.fontSize(cell.size).currentLineHeight(true);
    cell.lines.forEach((text, n) => {
      pdf.text(text, x + at.padX, at.top + n * lineHeight, {
        width: box.width - 2 * at.padX,
        align: box.align ?? 'left',
        lineBreak: false,
      });
    });
    x += box.width;
  });
}
