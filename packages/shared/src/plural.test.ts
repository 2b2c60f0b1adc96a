import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('agrees the word with the count and writes thousands the Colombian way', () => {
    expect(countOf(1, 'producto', 'productos')).toBe('1 producto');
    expect(countOf(0, 'producto', 'productos')).toBe('0 productos');
    expect(countOf(2, 'orden', 'órdenes')).toBe('2 órdenes');
    expect(countOf(1250, 'unidad', 'unidades')).toBe('1.250 unidades');
  });
});
