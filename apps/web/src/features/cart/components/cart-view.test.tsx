import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ivaClassOfVat, subtotalOf, type Cart } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { breakdownOf, COMPANY_BUYER, NATURAL_BUYER } from '../../../testing/taxes';
import { CartView } from './cart-view';

type CartItem = Cart['items'][number];

const item = (id: number, price: number, quantity: number, vat = 0.19): CartItem => ({
  id,
  name: `Producto ${id}`,
  model: `M-${id}`,
  sku: `SKU-${id}`,
  price,
  vat,
  ivaClass: ivaClassOfVat(vat) ?? 'GENERAL',
  quantity,
  images: { product_url: `${id}.webp`, views_url: [] },
  available: true,
  stock: 1_000,
});

const linesOf = (items: CartItem[]) =>
  items.map((i) => ({ unitPrice: i.price, quantity: i.quantity, ivaClass: i.ivaClass }));

// As the API answers it: the subtotal is the shared Σ unit price × quantity, no estimate yet.
const cartOf = (items: CartItem[]): Cart => ({
  items,
  subtotal: subtotalOf(linesOf(items)),
  taxes: null,
});

/** The same cart with the engine's estimate for `buyer`, as GET /api/cart answers it now. */
const estimatedCartOf = (items: CartItem[], buyer = NATURAL_BUYER): Cart => ({
  ...cartOf(items),
  taxes: breakdownOf(linesOf(items), buyer),
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

  it('keeps the total and a way to the checkout in the phone bar', async () => {
    const { user } = renderCart(cart, 0);
    const bar = screen.getByRole('button', { name: 'Ordenar o cotizar' }).parentElement!;
    expect(within(bar).getByText('$ 1.295.000', asRead)).toBeVisible();
    await user.click(within(bar).getByRole('button', { name: 'Ordenar o cotizar' }));
    expect(summary().getByRole('button', { name: 'Generar orden' }).parentElement).toHaveFocus();
  });

  it('holds the checkout the cart page plugs in', () => {
    renderCart(cart, 0);
    expect(summary().getByRole('button', { name: 'Generar orden' })).toBeVisible();
  });
});

describe('the cart tax estimate', () => {
  // 2 × 1.200.000 at 19 %, a 2.500.000 laptop under the 50 UVT cap, 3 × 100.000 at 5 %.
  const laptop = { ...item(2, 2_500_000, 1), ivaClass: 'COMPUTER' as const, name: 'Portátil' };
  const items = [item(1, 1_200_000, 2), laptop, item(3, 100_000, 3, 0.05)];

  it('shows the estimate for a natural person, with no withholdings, and says it is one', () => {
    renderCart(estimatedCartOf(items), 0);
    expect(summary().getByText('Subtotal')).toBeVisible();
    expect(summary().getByText('$ 5.200.000', asRead)).toBeVisible();
    // IVA 456.000 + 15.000; nothing withheld: the buyer pays the invoice total.
    expect(summary().getAllByText('$ 5.671.000', asRead)).toHaveLength(2);
    expect(summary().getAllByText('No aplica')).toHaveLength(3);
    expect(
      summary().getByText('Estimado con las reglas de hoy; la cotización fija los valores.'),
    ).toBeVisible();
    expect(screen.queryByText('Sin impuestos ni retenciones incluidas.')).toBeNull();
  });

  it('deducts the withholdings of a company gran contribuyente from the total to pay', () => {
    renderCart(estimatedCartOf(items, COMPANY_BUYER), 0);
    expect(summary().getByText('− $ 130.000', asRead)).toBeVisible();
    expect(summary().getByText('− $ 70.650', asRead)).toBeVisible();
    expect(summary().getByText('− $ 57.408', asRead)).toBeVisible();
    expect(summary().getByText('$ 5.412.942', asRead)).toBeVisible();
  });

  it('says under the excluded laptop why it carries no IVA', () => {
    renderCart(estimatedCartOf(items), 0);
    const line = within(screen.getByRole('article', { name: 'Portátil' }));
    expect(
      line.getByText(
        'Excluido: computador personal de hasta 50 UVT ($ 2.618.700 en 2026), art. 424 num. 5 E.T.',
        asRead,
      ),
    ).toBeVisible();
    // Its price note follows the estimate's rate, not the class's nominal 19 %.
    expect(line.getByText('Excluido de IVA')).toBeVisible();
    expect(line.queryByText('+ IVA 19 %')).toBeNull();
    const router = within(screen.getByRole('article', { name: 'Producto 1' }));
    expect(router.queryByText(/Excluido/)).toBeNull();
  });
});
