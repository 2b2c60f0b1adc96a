import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { subtotalOf, type Cart } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { CartView } from './cart-view';

type CartItem = Cart['items'][number];

const item = (id: number, price: number, quantity: number, vat = 0.19): CartItem => ({
  id,
  name: `Producto ${id}`,
  model: `M-${id}`,
  sku: `SKU-${id}`,
  price,
  vat,
  quantity,
  images: { product_url: `${id}.webp`, views_url: [] },
  available: true,
  stock: 1_000,
});

// As the API answers it: the subtotal is the shared Σ unit price × quantity.
const cartOf = (items: CartItem[]): Cart => ({
  items,
  subtotal: subtotalOf(items.map((i) => ({ unitPrice: i.price, quantity: i.quantity }))),
});

const asRead = { normalizer: (s: string) => s.replace(/\s+/g, ' ').trim() };

function renderCart(cart: Cart, minimumPurchase: number) {
  return renderWithProviders(
    <MemoryRouter>
      <CartView
        cart={cart}
        viewer={7}
        minimumPurchase={minimumPurchase}
        checkout={<button type="button">Generar orden</button>}
      />
    </MemoryRouter>,
  );
}

const summary = () => within(screen.getByRole('complementary', { name: 'Resumen' }));

describe('the cart summary', () => {
  // 3 × 280.000 = 840.000; 10 × 45.500 = 455.000; subtotal 1.295.000.
  const cart = cartOf([item(1, 280_000, 3), item(2, 45_500, 10, 0.05)]);

  it('counts products and units and shows the total before taxes', () => {
    renderCart(cart, 0);
    expect(summary().getByText('2 (13 unidades)')).toBeVisible();
    expect(summary().getByText('$ 1.295.000', asRead)).toBeVisible();
    expect(summary().getByText('Sin impuestos ni retenciones incluidas.')).toBeVisible();
  });

  it('shows each line total as unit price × quantity', () => {
    renderCart(cart, 0);
    const first = within(screen.getByRole('article', { name: 'Producto 1' }));
    expect(first.getByText('$ 280.000', asRead)).toBeVisible();
    expect(first.getByText('$ 840.000', asRead)).toBeVisible();
    const second = within(screen.getByRole('article', { name: 'Producto 2' }));
    expect(second.getByText('$ 455.000', asRead)).toBeVisible();
  });

  it('says "1 unidad" for a single unit', () => {
    renderCart(cartOf([item(1, 10_000, 1)]), 0);
    expect(summary().getByText('1 (1 unidad)')).toBeVisible();
  });

  it('states the minimum purchase while the subtotal is below it', () => {
    renderCart(cart, 1_295_001);
    expect(
      summary().getByText(
        'Compra mínima para cotizar u ordenar: $ 1.295.001 antes de impuestos.',
        asRead,
      ),
    ).toBeVisible();
  });

  it('says nothing of a minimum the subtotal reaches exactly', () => {
    renderCart(cart, 1_295_000);
    expect(screen.queryByText(/Compra mínima/)).toBeNull();
  });

  it('says nothing of a minimum when the shop sets none', () => {
    renderCart(cart, 0);
    expect(screen.queryByText(/Compra mínima/)).toBeNull();
  });

  it('holds the checkout the cart page plugs in', () => {
    renderCart(cart, 0);
    expect(summary().getByRole('button', { name: 'Generar orden' })).toBeVisible();
  });
});
