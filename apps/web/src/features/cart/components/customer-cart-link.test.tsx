import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@shop/shared';
import { fakeApi, json, on } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { CartLink } from './cart-link';
import { CustomerCartLink } from './customer-cart-link';

afterEach(() => vi.unstubAllGlobals());

const line = (id: number, quantity: number): Cart['items'][number] => ({
  id,
  name: `Producto ${id}`,
  model: `M-${id}`,
  sku: `SKU-${id}`,
  price: 100_000,
  vat: 0.19,
  ivaClass: 'GENERAL',
  quantity,
  images: { product_url: `${id}.webp`, views_url: [] },
  available: true,
  stock: 50,
});

const renderLink = (viewer: number | null) =>
  renderWithProviders(
    <MemoryRouter>
      {viewer === null ? <CartLink /> : <CustomerCartLink viewer={viewer} />}
    </MemoryRouter>,
  );

describe("the header's cart", () => {
  it('counts the units in a customer’s cart, in its name and over the icon', async () => {
    fakeApi(
      on('GET', '/api/shopping-cart', () =>
        json({ items: [line(1, 2), line(2, 10)], subtotal: 1_200_000, taxes: null }),
      ),
    );
    renderLink(7);
    const link = await screen.findByRole('link', { name: 'Carrito: 12 unidades' });
    expect(link).toHaveAttribute('href', '/shopping-cart');
    expect(link).toHaveTextContent(/^12Carrito$/);
  });

  it('says one unit in the singular and nothing over an empty cart', async () => {
    fakeApi(
      on('GET', '/api/shopping-cart', () =>
        json({ items: [line(1, 1)], subtotal: 100_000, taxes: null }),
      ),
    );
    renderLink(7);
    expect(await screen.findByRole('link', { name: 'Carrito: 1 unidad' })).toHaveTextContent(
      /^1Carrito$/,
    );
  });

  it('is a plain link for a visitor, without asking for a cart', () => {
    const calls = fakeApi();
    renderLink(null);
    // The caption only: no count over the icon.
    expect(screen.getByRole('link', { name: 'Carrito' })).toHaveTextContent(/^Carrito$/);
    expect(calls).toEqual([]);
  });
});
