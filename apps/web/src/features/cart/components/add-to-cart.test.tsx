import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartAddition } from '@shop/shared';
import { cartItemOf } from '../../../testing/cart';
import { renderWithProviders } from '../../../testing/render';
import { AddToCartForm } from './add-to-cart-form';
import { CartLine } from './cart-line';

const DOMO = cartItemOf();

const addition = (quantity: number, shortfalls: CartAddition['shortfalls']): CartAddition => ({
  items: [{ ...DOMO, quantity }],
  subtotal: quantity * DOMO.price,
  taxes: null,
  shortfalls,
});

function answer(body: unknown) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('adding to the cart beyond the stock', () => {
  it('says how many units the stock allowed instead of "añadido"', async () => {
    const fetchMock = answer(
      addition(8, [{ productId: 4, name: 'Cámara domo', available: 8, added: 8 }]),
    );
    const { user } = renderWithProviders(<AddToCartForm productId={4} viewer={7} />);
    const box = screen.getByLabelText('Cantidad');
    await user.clear(box);
    await user.type(box, '999');
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(
      await screen.findByText(
        'Solo hay 8 unidades disponibles de Cámara domo; se añadieron 8 al carrito.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('El producto se ha añadido al carrito')).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      items: [{ productId: 4, quantity: 999 }],
    });
  });

  it('announces the addition when every unit went in', async () => {
    answer(addition(2, []));
    const { user } = renderWithProviders(<AddToCartForm productId={4} viewer={7} />);
    await user.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByText('El producto se ha añadido al carrito')).toBeVisible();
  });
});

describe("the cart line's +", () => {
  const renderLine = (item: Cart['items'][number]) =>
    renderWithProviders(
      <MemoryRouter>
        <CartLine item={item} viewer={7} />
      </MemoryRouter>,
    );

  it('is disabled when the line holds the whole stock', () => {
    renderLine(DOMO);
    expect(screen.getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
    expect(screen.getByLabelText('Cantidad de Cámara domo')).toHaveAttribute('max', '8');
  });

  it('is enabled below the stock', () => {
    renderLine({ ...DOMO, quantity: 7 });
    expect(screen.getByRole('button', { name: 'Aumentar cantidad' })).toBeEnabled();
  });

  it('tells the stock limit when a typed quantity passes it', async () => {
    answer(addition(8, [{ productId: 4, name: 'Cámara domo', available: 8, added: 3 }]));
    const { user } = renderLine({ ...DOMO, quantity: 5 });
    const box = screen.getByLabelText('Cantidad de Cámara domo');
    await user.clear(box);
    await user.type(box, '50{Enter}');
    expect(
      await screen.findByText(
        'Solo hay 8 unidades disponibles de Cámara domo; se añadieron 3 al carrito.',
      ),
    ).toBeVisible();
  });
});
