import {
  BANK_ACCOUNT_TYPE_LABELS,
  formatNit,
  type BankAccount,
  type BankTransfer,
} from '@shop/shared';
import {
  COLOR,
  CONTENT_WIDTH,
  ensureSpace,
  FONT,
  hairline,
  LEFT,
  sectionHeading,
} from './pdf-layout';
import { cellsHeight, drawCells, wrapCell } from './pdf-wrap';

interface Column {
  header: string;
  width: number;
  cell: (account: BankAccount) => string;
}

// Widths sum to the content width; the holder takes what the others leave.
const COLUMNS: Column[] = [
  { header: 'Banco', width: 100, cell: (a) => a.bank },
  { header: 'Tipo de cuenta', width: 86, cell: (a) => BANK_ACCOUNT_TYPE_LABELS[a.accountType] },
  { header: 'Número', width: 100, cell: (a) => a.number },
  { header: 'Titular', width: CONTENT_WIDTH - 100 - 86 - 100 - 80, cell: (a) => a.holder },
  { header: 'NIT del titular', width: 80, cell: (a) => formatNit(a.holderNit) },
];

const TYPE = 8.5;
const PAD_X = 4;
const PAD_TOP = 5;
const PAD_BOTTOM = 3;
const GAP_BELOW = 14;

/**
 * 'Datos para la transferencia': the accounts an order paid by transfer is paid into, as a table
 * kept on one page. Nothing when there are none: the payment condition then says whom to ask.
 * `newPage` starts it on a page of its own (pdf.ts, to keep the terms company).
 */
export function drawBankTransfer(
  pdf: PDFKit.PDFDocument,
  transfer: BankTransfer | null,
  newPage = false,
): void {
  if (!transfer || transfer.accounts.length === 0) return;
  if (newPage) pdf.addPage();
  const rows = transfer.accounts.map((account) =>
    COLUMNS.map((column) =>
      wrapCell(pdf.font(FONT.regular), column.cell(account), column.width - 2 * PAD_X, TYPE),
    ),
  );
  const heights = rows.map((cells) => cellsHeight(pdf, cells) + PAD_TOP + PAD_BOTTOM);
  pdf.font(FONT.bold).fontSize(8);
  const headerHeight = pdf.currentLineHeight(true) + PAD_TOP + PAD_BOTTOM;
  const tableHeight = headerHeight + heights.reduce((sum, h) => sum + h, 0);
  sectionHeading(pdf, 'Datos para la transferencia', tableHeight);
  ensureSpace(pdf, tableHeight);

  const top = pdf.y;
  pdf.save().rect(LEFT, top, CONTENT_WIDTH, headerHeight).fill(COLOR.fill).restore();
  pdf.font(FONT.bold).fontSize(8).fillColor(COLOR.text);
  let x = LEFT;
  for (const column of COLUMNS) {
    pdf.text(column.header, x + PAD_X, top + PAD_TOP, {
      width: column.width - 2 * PAD_X,
      lineBreak: false,
    });
    x += column.width;
  }
  hairline(pdf, top + headerHeight, { color: COLOR.faded });
  let y = top + headerHeight;
  rows.forEach((cells, i) => {
    pdf.font(FONT.regular).fillColor(COLOR.text);
    drawCells(pdf, COLUMNS, cells, { left: LEFT, top: y + PAD_TOP, padX: PAD_X });
    y += heights[i]!;
    hairline(pdf, y);
  });
  pdf.y = y + GAP_BELOW;
}
