/** Page geometry, type and colours shared by every part of the quote and order PDF. */

// Letter (Carta), the usual size of Colombian commercial documents: 612 × 792 pt.
export const PAGE_SIZE = 'LETTER';
// Top and bottom margins leave room for the running header and the footer drawn inside them.
export const MARGINS = { top: 64, bottom: 64, left: 50, right: 50 };
export const LEFT = MARGINS.left;
export const CONTENT_WIDTH = 612 - MARGINS.left - MARGINS.right;
export const RIGHT = LEFT + CONTENT_WIDTH;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

export const COLOR = {
  brand: '#188f4b',
  text: '#1a1f1c',
  faded: '#55605a',
  rule: '#cfd6d2',
  fill: '#eef2ef',
} as const;

/** Starts a new page unless `height` more points fit above the bottom margin. */
export function ensureSpace(pdf: PDFKit.PDFDocument, height: number): void {
  if (pdf.y + height > pdf.page.maxY()) pdf.addPage();
}

/** A horizontal hairline across [x1, x2] at y. */
export function hairline(
  pdf: PDFKit.PDFDocument,
  y: number,
  { x1 = LEFT, x2 = RIGHT, color = COLOR.rule as string, width = 0.5 } = {},
): void {
  pdf.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}

// About four lines of body text: enough that a heading never ends a page on its own, little
// enough that a long first paragraph does not push the heading to the next page.
const KEEP_HEADING_WITH_AT_MOST = 48;

/**
 * A bold section title, kept on the same page as the first `keepWith` points (capped) of the
 * content that follows it.
 */
export function sectionHeading(pdf: PDFKit.PDFDocument, title: string, keepWith: number): void {
  pdf.font(FONT.bold).fontSize(10);
  ensureSpace(pdf, pdf.currentLineHeight(true) + 4 + Math.min(keepWith, KEEP_HEADING_WITH_AT_MOST));
  pdf.fillColor(COLOR.text).text(title, LEFT, pdf.y, { width: CONTENT_WIDTH });
  pdf.y += 4;
}
