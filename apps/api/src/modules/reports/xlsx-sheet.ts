import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { looksLikeFormula } from '../../lib/spreadsheet-text';
import { QUOTED_TEXT } from '../../lib/xlsx-quote-prefix';

/** How a column's cells are typed and shown, so Excel can sum, sort and filter them. */
export type ColumnKind = 'text' | 'integer' | 'money' | 'percent' | 'datetime' | 'yesno';

export interface Column<R> {
  header: string;
  kind: ColumnKind;
  width: number;
  value: (row: R) => string | number | boolean | Date | null;
}

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  integer: '#,##0',
  money: '"$" #,##0',
  percent: '0%',
  datetime: 'yyyy-mm-dd hh:mm',
};

/** xlsx has no time zones: the instant is written as the wall-clock time a person in Bogotá saw. */
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;

function cellValue<R>(column: Column<R>, row: R): ExcelJS.CellValue {
  const value = column.value(row);
  if (value === null) return null;
  if (value instanceof Date) return new Date(value.getTime() - BOGOTA_OFFSET_MS);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return value;
}

export interface SheetContent<R> {
  name: string;
  columns: Column<R>[];
  /** The rows, already read or read page by page as they are written. */
  rows: Iterable<R> | AsyncIterable<R>;
  /**
   * Rows after a blank line, outside the filter (totals); label in the first column. Asked for
   * once every row is written, so it may sum what went by.
   */
  footer?: () => FooterLine[];
}

/** A line under the data (totals): its label in the first column, figures by column index. */
export interface FooterLine {
  label: string;
  values: Partial<Record<number, number>>;
}

/**
 * Streams one worksheet as .xlsx to `out`: bold header, frozen first row, autofilter over the data,
 * each row committed as it is written so memory stays flat on a long report. Runs in the report
 * worker thread (xlsx-worker.ts), which receives the rows a page at a time.
 */
export async function writeSheet<R>(out: Writable, sheet: SheetContent<R>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = sheet.columns.map((c, i) => ({
    key: String(i),
    header: c.header,
    width: c.width,
    style: NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
  }));
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  // One style object per column, shared by its cells: exceljs gives each cell a fresh copy of the
  // column's style and then serializes it to find its id, a third of a long report's time; the
  // same object is looked up by identity instead.
  const styles = sheet.columns.map((c) => {
    const numFmt = NUMBER_FORMATS[c.kind];
    return numFmt ? { numFmt } : {};
  });
  let written = 0;
  for await (const row of sheet.rows) {
    const added = worksheet.addRow(sheet.columns.map((c) => cellValue(c, row)));
    // Text that reads as a formula ('+57 601…', '=SUM') keeps its characters and is marked
    // quote-prefixed, so Excel never evaluates it.
    added.eachCell((cell, column) => {
      cell.style =
        typeof cell.value === 'string' && looksLikeFormula(cell.value)
          ? QUOTED_TEXT
          : styles[column - 1]!;
    });
    added.commit();
    written++;
  }
  // The stream writer puts the filter after the rows, so its extent can wait until they are counted.
  worksheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: 1 + written, column: sheet.columns.length },
  };
  const footer = sheet.footer?.() ?? [];
  if (footer.length) {
    worksheet.addRow([]).commit();
    for (const line of footer) {
      const cells: ExcelJS.CellValue[] = sheet.columns.map((_, i) => line.values[i] ?? null);
      cells[0] = line.label;
      const added = worksheet.addRow(cells);
      added.font = { bold: true };
      added.commit();
    }
  }
  worksheet.commit();
  await workbook.commit();
}
