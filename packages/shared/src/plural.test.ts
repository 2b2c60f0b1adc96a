import { describe, expect, it } from 'vitest';
import { countOf, groupThousands } from './plural';

describe('groupThousands', () => {
  it('writes whole numbers as es-CO does, a dot between thousands', () => {
    for (const n of [0, 7, 999, 1000, 1250, 12_500, 999_999, 2_000_000, 1_234_567_890, -1250]) {
      expect(groupThousands(n), String(n)).toBe(new Intl.NumberFormat('es-CO').format(n));
    }
  });
});

describe('countOf', () => {
  it('agrees the word with the count and writes thousands the Colombian way', () => {
    expect(countOf(1, 'producto', 'productos')).toBe('1 producto');
    expect(countOf(0, 'producto', 'productos')).toBe('0 productos');
    expect(countOf(2, 'orden', 'órdenes')).toBe('2 órdenes');
    expect(countOf(1250, 'unidad', 'unidades')).toBe('1.250 unidades');
  });
});
