import { expect, it } from 'vitest';
import { countText } from './count-text';

it('counts products in Spanish, and says "más de" when the server stopped counting', () => {
  expect(countText({ total: 1 })).toBe('1 producto');
  expect(countText({ total: 97_111 })).toBe('97.111 productos');
  expect(countText({ total: 1_000, totalCapped: true })).toBe('Más de 1.000 productos');
});
