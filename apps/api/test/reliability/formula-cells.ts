import ExcelJS from 'exceljs';
// Read back, the quote-prefix style shows as `style.quotePrefix` (the writer's own extension).
import '../../src/lib/xlsx-quote-prefix';

/**
 * What a spreadsheet would run: = + - @ first, or a tab or carriage return first (read back as a
 * line feed: XML turns a stored CR into LF, so LF is suspect too).
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

export interface FormulaCensus {
  cells: number;
  /** Cells stored as formulas. */
  formulas: number;
  /** Text cells a spreadsheet would take for a formula once saved as CSV or pasted. */
  unescaped: string[];
  /** Text cells that carried such a start and are kept text by the quote-prefix style. */
  escaped: number;
}

/** Every cell of every sheet of an .xlsx, read back as a spreadsheet program would. */
export async function formulaCensus(xlsx: Buffer): Promise<FormulaCensus> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const census: FormulaCensus = { cells: 0, formulas: 0, unescaped: [], escaped: 0 };
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        census.cells++;
        if (cell.type === ExcelJS.ValueType.Formula) census.formulas++;
        if (typeof cell.value !== 'string') return;
        if (!FORMULA_START.test(cell.value)) return;
        if (cell.style.quotePrefix) census.escaped++;
        else census.unescaped.push(cell.value);
      }),
    ),
  );
  return census;
}
