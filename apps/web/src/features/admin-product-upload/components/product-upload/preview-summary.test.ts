import { describe, expect, it } from 'vitest';
import { previewSummary } from './preview-section';

describe('previewSummary', () => {
  it('agrees each word with its count: no "1 nuevos"', () => {
    expect(previewSummary({ created: 1, updated: 1, unchanged: 1, errorRows: 1, errors: [] })).toBe(
      '1 nuevo, 1 actualizado, 1 fila con errores, 1 producto sin cambios',
    );
    expect(
      previewSummary({ created: 1200, updated: 0, unchanged: 0, errorRows: 2, errors: [] }),
    ).toBe('1.200 nuevos, 0 actualizados, 2 filas con errores');
  });
});
