import { describe, expect, it } from 'vitest';
import { previewSummary } from './preview-section';
import { leftOutNote } from './row-changes';

describe('previewSummary', () => {
  it('agrees each word with its count: no "1 nuevos" nor "1 productos"', () => {
    expect(previewSummary({ created: 1, updated: 1, unchanged: 1, errorRows: 1 })).toBe(
      '1 nuevo, 1 actualizado, 1 fila con errores, 1 producto sin cambios',
    );
    expect(previewSummary({ created: 1200, updated: 0, unchanged: 2, errorRows: 2 })).toBe(
      '1.200 nuevos, 0 actualizados, 2 filas con errores, 2 productos sin cambios',
    );
  });
});

describe('leftOutNote', () => {
  it('counts the listed rows against every good row of the file', () => {
    expect(leftOutNote({ rows: Array(500).fill(null), rowsLeftOut: 4_500 })).toBe(
      'Filas mostradas: 500 de 5.000, primero las que crean o cambian un producto; al confirmar se guarda el archivo completo.',
    );
  });
});
