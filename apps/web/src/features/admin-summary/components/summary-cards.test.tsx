import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '@shop/shared';
import { fakeApi, json, on } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { SummaryCards } from './summary-cards';

afterEach(() => vi.unstubAllGlobals());

const DAY = { today: '2026-12-02', monthStart: '2026-12-01', quotesExpireBy: '2026-12-05' };

function renderCards(summary: DashboardSummary) {
  fakeApi(on('GET', '/api/dashboard/summary', () => json(summary)));
  return renderWithProviders(
    <MemoryRouter>
      <SummaryCards viewer={7} />
    </MemoryRouter>,
  );
}

const card = (title: string) =>
  screen.getAllByRole('link').find((link) => link.textContent?.includes(title));

describe("the Resumen's figures", () => {
  it('shows each figure answered, in pesos where money, linking to the list it counts', async () => {
    renderCards({
      ...DAY,
      sales: { today: { orders: 1, total: 1_190_000 }, month: { orders: 12, total: 25_400_500 } },
      ordersToProcess: 4,
      quotesExpiring: 2,
      accounts: { toActivate: 3, typeRequests: 1, taxProfiles: 1, cityRequests: 0 },
      lowStock: 9,
    });
    const list = await screen.findByRole('list', { name: 'Cifras del día' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);

    expect(card('Ventas de hoy')).toHaveTextContent(/\$\s?1\.190\.000/);
    expect(card('Ventas de hoy')).toHaveTextContent('1 orden registrada hoy, sin las canceladas');
    expect(card('Ventas de hoy')).toHaveAttribute(
      'href',
      '/dashboard/history?type=order&from=2026-12-02&to=2026-12-02',
    );
    expect(card('Ventas del mes')).toHaveTextContent(/\$\s?25\.400\.500/);
    expect(card('Ventas del mes')).toHaveAttribute(
      'href',
      '/dashboard/history?type=order&from=2026-12-01&to=2026-12-02',
    );
    expect(card('Órdenes por procesar')).toHaveAttribute(
      'href',
      '/dashboard/history?type=order&status=PENDING',
    );
    expect(card('Cotizaciones por vencer')).toHaveAttribute(
      'href',
      '/dashboard/history?type=quote&status=OPEN&expiresBy=2026-12-05',
    );
    expect(card('Cuentas por activar')).toHaveTextContent('2 solicitudes por revisar');
    expect(card('Cuentas por activar')).toHaveAttribute(
      'href',
      '/dashboard/clients?status=PENDING',
    );
    expect(card('Stock bajo')).toHaveTextContent('9');
    expect(card('Stock bajo')).toHaveAttribute('href', '/dashboard/admin-products/stock');
  });

  it('leaves out the cards of figures the permissions do not reach', async () => {
    renderCards({ ...DAY, lowStock: 0 });
    const list = await screen.findByRole('list', { name: 'Cifras del día' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Stock bajo')]);
  });
});
