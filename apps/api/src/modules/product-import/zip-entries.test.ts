import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { checkInflatedParts } from './zip-entries';

function workbookOf(rows: number): Buffer {
  const cells = [['SKU', 'Nombre']];
  for (let i = 0; i < rows; i++) cells.push([`S-${i}`, `Producto ${i}`]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), 'Productos');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

describe('inflating the parts of an .xlsx before parsing it', () => {
  it('counts every row exactly, also where a tag is cut between two inflated chunks', async () => {
    // 30,001 row elements over a megabyte of XML: hundreds of chunk boundaries.
    const file = workbookOf(30_000);
    expect(await checkInflatedParts(file, { maxSheetRows: 30_001 })).toBe('ok');
    expect(await checkInflatedParts(file, { maxSheetRows: 30_000 })).toBe('tooManyRows');
  });

  it('refuses a part that inflates past the size its header declares, and bytes that are no zip', async () => {
    const file = Buffer.from(workbookOf(10));
    const central = file.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    file.writeUInt32LE(file.readUInt32LE(central + 24) - 1, central + 24);
    expect(await checkInflatedParts(file, { maxSheetRows: 100 })).toBe('sizeLies');
    expect(await checkInflatedParts(Buffer.from('%PDF-1.4'), { maxSheetRows: 100 })).toBe(
      'invalid',
    );
  });
});
