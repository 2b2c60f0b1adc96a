import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { PRODUCT_UPLOAD_MESSAGES } from '@shop/shared';
import { DEFAULT_READ_LIMITS, excelKind, readProductSheet } from './read-workbook';

function bigWorkbook(rows: number): Buffer {
  const book = XLSX.utils.book_new();
  const cells = [['SKU', 'Nombre', 'Descripción']];
  for (let i = 0; i < rows; i++) cells.push([`S-${i}`, `Producto ${i}`, 'texto '.repeat(40)]);
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), 'Productos');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('reading the product sheet in a worker', () => {
  it('reads 10,000 rows with the row numbers Excel shows', async () => {
    const file = bigWorkbook(10_000);
    const cells = await readProductSheet(file, excelKind('a.xlsx', file)!);
    expect(cells.firstRow).toBe(1);
    expect(cells.rows).toHaveLength(10_001);
    expect(cells.rows[10_000]![0]).toBe('S-9999');
  });

  it('ends the worker when the time limit passes', async () => {
    const file = bigWorkbook(5_000);
    await expect(
      readProductSheet(file, 'xlsx', { ...DEFAULT_READ_LIMITS, timeoutMs: 1 }),
    ).rejects.toMatchObject({ code: 'PRODUCT_FILE_TIMEOUT', statusCode: 422 });
  });

  it('refuses a workbook that outgrows the worker heap, without harming the server', async () => {
    const file = bigWorkbook(20_000);
    await expect(
      readProductSheet(file, 'xlsx', { ...DEFAULT_READ_LIMITS, workerHeapMb: 8 }),
    ).rejects.toMatchObject({ statusCode: 413, message: PRODUCT_UPLOAD_MESSAGES.expanded });
  });

  it('tells a file by its bytes, not only its name', () => {
    const file = bigWorkbook(1);
    expect(excelKind('a.XLSX', file)).toBe('xlsx');
    expect(excelKind('a.xls', file)).toBeNull();
    expect(excelKind('a.xlsx', Buffer.from('%PDF-1.4'))).toBeNull();
  });
});
