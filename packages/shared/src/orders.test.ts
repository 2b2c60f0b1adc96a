import { describe, expect, it } from 'vitest';
import { cartChangeMessage } from './orders';

const router = { productId: 1, name: 'Router hEX', model: 'RB750Gr3', quantity: 2 };
const cable = { productId: 2, name: 'Patch cord', model: 'PC-1M', quantity: 3 };

describe('cartChangeMessage', () => {
  it('says the cart is empty when the order took everything', () => {
    expect(cartChangeMessage({ emptied: true, removed: [router] })).toBe('Su carrito quedó vacío.');
  });

  it('names what left the cart when something stays', () => {
    expect(cartChangeMessage({ emptied: false, removed: [router, cable] })).toBe(
      'Quitamos del carrito lo que acaba de ordenar: Router hEX (RB750Gr3) × 2, Patch cord (PC-1M) × 3.',
    );
  });

  it('says nothing when the cart did not change', () => {
    expect(cartChangeMessage({ emptied: false, removed: [] })).toBeNull();
    expect(cartChangeMessage({ emptied: true, removed: [] })).toBeNull();
  });
});
