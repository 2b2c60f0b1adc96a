import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalesFigures } from './sales-figures';

/** The value under a figure's name ('Órdenes' → '1.234'), spaces made plain. */
const figure = (name: string) =>
  screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');

describe('SalesFigures', () => {
  it('shows orders as a count and revenue and average ticket in whole Colombian pesos', () => {
    render(
      <SalesFigures
        orders={1_234}
        revenue={1_990_000_000}
        averageTicket={1_612_642}
        withholdings={{ reteFuente: 12_500, reteIVA: 14_250, reteICA: 5_520 }}
      />,
    );

    expect(figure('Órdenes')).toBe('1.234');
    expect(figure('Ventas antes de IVA')).toBe('$ 1.990.000.000');
    expect(
      screen.getByText(/Subtotal de las órdenes, sin IVA y sin descontar retenciones/),
    ).toBeTruthy();
    expect(figure('Ticket promedio')).toBe('$ 1.612.642');
  });

  it('shows what the buyers withheld, ReteIVA between ReteFuente and ReteICA', () => {
    render(
      <SalesFigures
        orders={2}
        revenue={1_000_000}
        averageTicket={500_000}
        withholdings={{ reteFuente: 12_500, reteIVA: 14_250, reteICA: 5_520 }}
      />,
    );

    const value = screen.getByText('Retenciones practicadas', {
      selector: 'dt',
    }).nextElementSibling!;
    expect(value.textContent?.replace(/\s/g, ' ')).toBe('$ 32.270');
    expect(value.nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      'ReteFuente $ 12.500 · ReteIVA $ 14.250 · ReteICA $ 5.520',
    );
  });
});
