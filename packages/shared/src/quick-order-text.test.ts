import { describe, expect, it } from 'vitest';
import { parseQuickOrderText } from './quick-order-text';

describe('parseQuickOrderText', () => {
  it('reads a code and a quantity per line, apart by spaces, a tab, a comma or a semicolon', () => {
    const text = 'RB750Gr3 2\nCRS326\t10\r\n"DOMO-8";1.500\nANT-0,3,\n\n   \n';
    expect(parseQuickOrderText(text)).toEqual({
      lines: [
        { sku: 'RB750Gr3', quantity: 2 },
        { sku: 'CRS326', quantity: 10 },
        { sku: 'DOMO-8', quantity: 1500 },
        { sku: 'ANT-0', quantity: 3 },
      ],
      malformed: [],
    });
  });

  it("skips a sheet's header and reports each other line that is not 'code quantity', by number", () => {
    const text = 'SKU;Cantidad\nRB750Gr3 2\nsolo-un-codigo\nCRS326 dos\nA B 3\nDOMO-8 2,5';
    expect(parseQuickOrderText(text)).toEqual({
      lines: [{ sku: 'RB750Gr3', quantity: 2 }],
      malformed: [
        { line: 3, text: 'solo-un-codigo' },
        { line: 4, text: 'CRS326 dos' },
        { line: 5, text: 'A B 3' },
        { line: 6, text: 'DOMO-8 2,5' },
      ],
    });
    expect(parseQuickOrderText('Código cantidad\nX 1').lines).toEqual([{ sku: 'X', quantity: 1 }]);
  });
});
