import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES, type SalesSummary } from '@shop/shared';
import { saveFile } from '../../../lib/save-file';
import { always, apiError, fakeApi, json, on } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ReportsRoute } from './reports';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const WEEK: SalesSummary = {
  period: 'week',
  from: '2026-11-23',
  to: '2026-11-29',
  orders: 3,
  revenue: 1_990_000,
  averageTicket: 663_333,
  withholdings: { reteFuente: 0, reteIVA: 0, reteICA: 0 },
  days: [
    { date: '2026-11-23', orders: 1, revenue: 300_000, reteFuente: 0, reteIVA: 0, reteICA: 0 },
    { date: '2026-11-24', orders: 2, revenue: 1_690_000, reteFuente: 0, reteIVA: 0, reteICA: 0 },
  ],
};
const EMPTY_DAY: SalesSummary = {
  period: 'day',
  from: '2026-11-24',
  to: '2026-11-24',
  orders: 0,
  revenue: 0,
  averageTicket: 0,
  withholdings: { reteFuente: 0, reteIVA: 0, reteICA: 0 },
  days: [{ date: '2026-11-24', orders: 0, revenue: 0, reteFuente: 0, reteIVA: 0, reteICA: 0 }],
};

let calls: string[];

/** The server: the summary answer for `?period=`, or what `files` says for a report's address. */
function serve(files: () => Response = () => new Response('PK')) {
  calls = [];
  fakeApi(
    (call) => void calls.push(`${call.url.pathname}${call.url.search}`),
    on('GET', '/api/reports/sales-summary', (call) =>
      json(call.url.searchParams.get('period') === 'day' ? EMPTY_DAY : WEEK),
    ),
    always(files),
  );
}

function renderReports(path = '/dashboard/reports') {
  const router = createMemoryRouter([{ path: '/dashboard/reports', element: <ReportsRoute /> }], {
    initialEntries: [path],
  });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

const summaryCalls = () => calls.filter((url) => url.includes('sales-summary'));
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

beforeEach(() => vi.mocked(saveFile).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/dashboard/reports', () => {
  it("asks for this month counted from Bogotá's today when the address names no period", async () => {
    // 22:00 on the 24th in Bogotá is already the 25th in UTC.
    vi.useFakeTimers({ now: new Date('2026-11-25T03:00:00Z'), toFake: ['Date'] });
    serve();
    renderReports();

    await waitFor(() =>
      expect(summaryCalls()).toEqual(['/api/reports/sales-summary?period=month&date=2026-11-24']),
    );
    expect(screen.getByLabelText('Periodo')).toHaveValue('month');
    expect(screen.getByLabelText('Fecha')).toHaveValue('2026-11-24');
  });

  it('shows the figures and chart of the period in the address', async () => {
    serve();
    renderReports('/dashboard/reports?period=week&date=2026-11-24');

    expect(
      await screen.findByRole('img', {
        name: 'Ventas antes de IVA por día, 23–29 de noviembre de 2026',
      }),
    ).toBeInTheDocument();
    expect(
      plain(screen.getByText('Ventas antes de IVA', { selector: 'dt' }).nextSibling?.textContent),
    ).toBe('$ 1.990.000');
    expect(summaryCalls()).toEqual(['/api/reports/sales-summary?period=week&date=2026-11-24']);
  });

  it('refetches when the period changes, keeps it in the address and says when nothing sold', async () => {
    serve();
    const { user, router } = renderReports('/dashboard/reports?period=week&date=2026-11-24');
    await screen.findByRole('img', { name: /Ventas antes de IVA por día/ });

    await user.selectOptions(screen.getByLabelText('Periodo'), 'day');

    expect(await screen.findByText('No hay ventas en este periodo.')).toBeInTheDocument();
    expect(summaryCalls()).toEqual([
      '/api/reports/sales-summary?period=week&date=2026-11-24',
      '/api/reports/sales-summary?period=day&date=2026-11-24',
    ]);
    expect(router.state.location.search).toBe('?period=day&date=2026-11-24');
  });

  it('downloads the sales of the chosen period under the name the server gives', async () => {
    serve(
      () =>
        new Response('PK', {
          headers: {
            'Content-Disposition': 'attachment; filename="ventas-2026-11-24-semana.xlsx"',
          },
        }),
    );
    const { user } = renderReports('/dashboard/reports?period=week&date=2026-11-24');

    await user.click(screen.getByRole('button', { name: 'Descargar Excel de Ventas' }));

    expect(await screen.findByText(ORDER_MESSAGES.downloaded)).toBeInTheDocument();
    expect(calls).toContain('/api/reports/generate-sales?period=week&date=2026-11-24');
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'ventas-2026-11-24-semana.xlsx');
  });

  it('shows "Generando…" on a disabled button until the file arrives', async () => {
    let answer: (response: Response) => void = () => {};
    serve(() => new Response('PK'));
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('generate-clients')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : original(input),
    );
    const { user } = renderReports();

    await user.click(await screen.findByRole('button', { name: 'Descargar Excel de Clientes' }));

    const busy = await screen.findByRole('button', { name: 'Generando…' });
    expect(busy).toBeDisabled();
    answer(new Response('PK'));
    expect(await screen.findByText(ORDER_MESSAGES.downloaded)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Descargar Excel de Clientes' }),
    ).toBeEnabled();
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'clientes.xlsx');
  });

  it("shows the server's message when it refuses a file", async () => {
    serve(() => apiError(403, 'FORBIDDEN', 'No tiene permisos para acceder a esta página.'));
    const { user } = renderReports();

    await user.click(screen.getByRole('button', { name: 'Descargar Excel de Stock' }));

    expect(
      await screen.findByText('No tiene permisos para acceder a esta página.'),
    ).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('says the download failed when the server breaks', async () => {
    serve(() => new Response('', { status: 500 }));
    const { user } = renderReports();

    await user.click(screen.getByRole('button', { name: 'Descargar Excel de Stock' }));

    expect(await screen.findByText(ORDER_MESSAGES.downloadFailed)).toBeInTheDocument();
  });
});
