import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ProductDetail as Product } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { ProductCard } from './product-card';
import { ProductDetail } from './product-detail';

const product: Product = {
  id: 12,
  name: 'Router MikroTik hEX',
  model: 'RB750Gr3',
  sku: 'MT-RB750',
  brand: { id: 3, name: 'MikroTik' },
  categories: [{ id: 4, name: 'Redes', level: 1 }],
  images: { product_url: 'hex.webp', views_url: [] },
  available: true,
  inStock: true,
  vat: 0.19,
  ivaClass: 'GENERAL',
  description: '',
  caracteristics: [],
  dataSheetURL: null,
};

// Intl writes a non-breaking space after the peso sign; texts are compared as people read them.
const asRead = { normalizer: (s: string) => s.replace(/\s+/g, ' ').trim() };

const renderInRouter = (ui: ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('the price on the product page', () => {
  it('shows the customer price before VAT and the price with VAT rounded half-up', () => {
    // 1.333.332 × 1,19 = 1.586.665,08 → $ 1.586.665
    renderInRouter(<ProductDetail product={{ ...product, price: 1_333_332 }} onSignIn={vi.fn()} />);
    expect(screen.getByText('$ 1.333.332', asRead)).toBeVisible();
    expect(screen.getByText('+ IVA 19 %', asRead)).toBeVisible();
    expect(screen.getByText('Con IVA: $ 1.586.665 por unidad', asRead)).toBeVisible();
  });

  it('rounds an exact half peso up: 50 × 1,15 = 57,5 → $ 58', () => {
    renderInRouter(
      <ProductDetail product={{ ...product, price: 50, vat: 0.15 }} onSignIn={vi.fn()} />,
    );
    expect(screen.getByText('Con IVA: $ 58 por unidad', asRead)).toBeVisible();
  });

  it('says a product is excluded from VAT, with no second price', () => {
    renderInRouter(
      <ProductDetail product={{ ...product, price: 99_900, vat: 0 }} onSignIn={vi.fn()} />,
    );
    expect(screen.getByText('Excluido de IVA')).toBeVisible();
    expect(screen.queryByText(/Con IVA/)).toBeNull();
  });

  it('follows the IVA the price carries today: a laptop under its cap is excluded, with why', () => {
    const reason =
      'Excluido: computador personal de hasta 50 UVT ($ 2.618.700 en 2026), art. 424 num. 5 E.T.';
    renderInRouter(
      <ProductDetail
        product={{ ...product, ivaClass: 'COMPUTER', price: 2_400_000, iva: { rate: 0, reason } }}
        onSignIn={vi.fn()}
      />,
    );
    expect(screen.getByText('Excluido de IVA')).toBeVisible();
    expect(screen.getByText(reason, asRead)).toBeVisible();
    expect(screen.queryByText(/\+ IVA/)).toBeNull();
    expect(screen.queryByText(/Con IVA/)).toBeNull();
  });

  it('offers the sign-in instead of a price to an anonymous visitor', async () => {
    const onSignIn = vi.fn();
    const { user } = renderInRouter(<ProductDetail product={product} onSignIn={onSignIn} />);
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.getByText('Los precios son exclusivos para clientes registrados.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Acceder y Ver Precio' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });
});

describe('the price on a catalogue card', () => {
  it('shows the customer price before VAT', () => {
    renderInRouter(<ProductCard product={{ ...product, price: 1_080_000 }} onSignIn={vi.fn()} />);
    expect(screen.getByText('$ 1.080.000', asRead)).toBeVisible();
    expect(screen.getByText('+ IVA')).toBeVisible();
  });

  it('says when a product is excluded from VAT', () => {
    renderInRouter(
      <ProductCard product={{ ...product, price: 99_900, vat: 0 }} onSignIn={vi.fn()} />,
    );
    expect(screen.getByText('Excluido de IVA')).toBeVisible();
    expect(screen.queryByText('+ IVA')).toBeNull();
  });

  it('reads the IVA of the price today, not the class rate: an excluded laptop says so', () => {
    renderInRouter(
      <ProductCard
        product={{
          ...product,
          ivaClass: 'COMPUTER',
          price: 2_400_000,
          iva: { rate: 0, reason: null },
        }}
        onSignIn={vi.fn()}
      />,
    );
    expect(screen.getByText('Excluido de IVA')).toBeVisible();
    expect(screen.queryByText('+ IVA')).toBeNull();
  });

  it('has no price for an anonymous visitor, only the way to sign in', async () => {
    const onSignIn = vi.fn();
    const { user } = renderInRouter(<ProductCard product={product} onSignIn={onSignIn} />);
    expect(screen.queryByText(/\$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Acceder y Ver Precio' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });
});
