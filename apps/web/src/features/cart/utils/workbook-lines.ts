import { read, utils } from '@e965/xlsx';
import { MAX_QUICK_ORDER_LINES } from '@shop/shared';

/**
 * The first sheet of an Excel file as 'código<TAB>cantidad' lines, the shape of two columns pasted
 * from a sheet, so the buyer sees them in the box and one parser reads both. Loaded only when a
 * buyer picks a workbook: the parser is large and most carts never need it. A sheet with more
 * rows than a quick order takes is read just past the limit, so the limit's message answers it.
 */
export function workbookLines(data: ArrayBuffer): string {
  const book = read(data, {
    type: 'array',
    sheetRows: MAX_QUICK_ORDER_LINES + 2,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  });
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) return '';
  const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '' });
  return rows
    .map(([code, quantity]) => `${String(code ?? '').trim()}\t${String(quantity ?? '').trim()}`)
    .join('\n');
}
