import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalesChart } from './sales-chart';

const DAYS = [
  { date: '2026-11-23', orders: 1, revenue: 300_000, reteFuente: 0, reteIVA: 0, reteICA: 0 },
  { date: '2026-11-24', orders: 2, revenue: 1_190_000, reteFuente: 0, reteIVA: 0, reteICA: 0 },
  { date: '2026-11-25', orders: 0, revenue: 0, reteFuente: 0, reteIVA: 0, reteICA: 0 },
];

/** Spaces as the page may print them (Intl uses a no-break space after '$'). */
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('SalesChart', () => {
  it('draws one bar per day, each naming its day, revenue and orders', () => {
    const { container } = render(
      <SalesChart days={DAYS} period="week" range="23–29 de noviembre de 2026" />,
    );

    expect(
      screen.getByRole('img', { name: 'Ventas antes de IVA por día, 23–29 de noviembre de 2026' }),
    ).toBeInTheDocument();
    const bars = [...container.querySelectorAll('rect[data-revenue]')];
    expect(bars).toHaveLength(3);
    const titles = bars.map((bar) => plain(bar.parentElement!.querySelector('title')!.textContent));
    expect(titles).toEqual([
      'lunes, 23 de noviembre: $ 300.000, 1 orden',
      'martes, 24 de noviembre: $ 1.190.000, 2 órdenes',
      'miércoles, 25 de noviembre: $ 0, 0 órdenes',
    ]);
  });

  it('sizes the bars in proportion to revenue on an axis of round peso amounts', () => {
    const { container } = render(<SalesChart days={DAYS} period="week" range="semana" />);

    const heights = [...container.querySelectorAll('rect[data-revenue]')].map((bar) =>
      Number(bar.getAttribute('height')),
    );
    expect(heights[1]! / heights[0]!).toBeCloseTo(1_190_000 / 300_000);
    expect(heights[2]).toBe(0);
    const axis = [...container.querySelectorAll('text')].map((label) => plain(label.textContent));
    expect(axis).toEqual(expect.arrayContaining(['$ 0', '$ 500 mil', '$ 1 M', '$ 1,5 M']));
  });

  it('gives screen readers the same figures as a table', () => {
    render(<SalesChart days={DAYS} period="week" range="23–29 de noviembre de 2026" />);

    const table = screen.getByRole('table', {
      name: 'Ventas antes de IVA por día, 23–29 de noviembre de 2026',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'lunes, 23 de noviembre1$ 300.000',
      'martes, 24 de noviembre2$ 1.190.000',
      'miércoles, 25 de noviembre0$ 0',
    ]);
  });
});
