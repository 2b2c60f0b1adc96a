import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '@shop/shared';
import { queryKeys } from '../../../lib/query-keys';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { auditApi, auditEntry as trailEntry } from '../../../testing/api/audit';
import { historyApi } from '../../../testing/api/history';
import { fakeApi, queryOf } from '../../../testing/fake-api';
import { TEST_CUSTOMER } from '../../../testing/session-user';
import { formatDateTime } from '../../../utils/format';
import { dashboardRoute } from '../../dashboard-routes';

const ENTRY: HistoryEntry = {
  type: 'order',
  id: 31,
  customId: 'ORD-2026-00031',
  status: 'SENT',
  customer: { name: 'Ana Ruiz', email: 'ana@redes.co', businessName: 'Redes del Valle SAS' },
  total: 1_190_000,
  totalPrice: 1_190_000,
  totalItems: 3,
  createdAt: '2026-03-04T15:00:00.000Z',
  payMethod: 'BANK_TRANSFER',
  paymentStatus: 'UNPAID',
  paidAt: null,
};

// The first visit loads the dashboard's lazy chunks, slower than a plain render.
const findTable = () =>
  screen.findByRole('table', { name: 'Órdenes y cotizaciones' }, { timeout: 5000 });

/** Answers every GET /api/history with one page holding ENTRY; records the queries asked. */
function serveHistory() {
  const calls = fakeApi(historyApi([ENTRY], 3));
  const queries = () => calls.filter((call) => call.url.pathname === '/api/history').map(queryOf);
  return { queries };
}

afterEach(() => vi.unstubAllGlobals());

function renderHistory(path: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session, {
    ...TEST_CUSTOMER,
    permissions: ['USER', 'ADMIN_ORDERS'],
  });
  const router = createMemoryRouter([dashboardRoute], { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />, queryClient), router };
}

describe('/dashboard/history', () => {
  it('asks for the page and the filters of the address, 10 a page', async () => {
    const api = serveHistory();
    renderHistory('/dashboard/history?type=order&status=SENT&customer=Redes&page=2');

    const table = await findTable();
    expect(within(table).getByText('ORD-2026-00031')).toBeVisible();
    expect(within(table).getByText('Redes del Valle SAS')).toBeVisible();
    expect(api.queries()).toEqual([
      { offset: '1', limit: '10', type: 'order', status: 'SENT', customer: 'Redes' },
    ]);
    expect(screen.getByLabelText('Tipo')).toHaveValue('order');
    expect(screen.getByLabelText('Cliente u orden de compra')).toHaveValue('Redes');
  });

  it('puts a changed filter in the address and goes back to the first page', async () => {
    const api = serveHistory();
    const { user, router } = renderHistory('/dashboard/history?type=order&status=SENT&page=2');
    await findTable();

    // Quotes never have an order's status: that filter goes with the type.
    await user.selectOptions(screen.getByLabelText('Tipo'), 'quote');
    await waitFor(() => expect(router.state.location.search).toBe('?type=quote'));

    await user.type(screen.getByLabelText('Cliente u orden de compra'), 'ana@redes.co');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=quote&customer=ana%40redes.co'),
    );
    await waitFor(() =>
      expect(api.queries().at(-1)).toEqual({
        offset: '0',
        limit: '10',
        type: 'quote',
        customer: 'ana@redes.co',
      }),
    );
  });

  it('does not ask the server for a range that ends before it starts, and says why', async () => {
    const api = serveHistory();
    renderHistory('/dashboard/history?from=2026-03-10&to=2026-03-01');

    expect(
      await screen.findByText('La fecha inicial debe ser anterior o igual a la final.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.queries()).toEqual([]);
  });
});

describe("the history's payments", () => {
  const paidAt = '2026-03-04T20:05:00.000Z';
  const PAID: HistoryEntry = {
    ...ENTRY,
    id: 32,
    customId: 'ORD-2026-00032',
    payMethod: 'PSE',
    paymentStatus: 'PAID',
    paidAt,
  };
  const QUOTE: HistoryEntry = {
    ...ENTRY,
    type: 'quote',
    id: 12,
    customId: 'COT-2026-00012',
    status: 'OPEN',
    payMethod: null,
    paymentStatus: null,
    paidAt: null,
  };

  it("shows each order's method, payment status and when it was paid; a quote's none", async () => {
    fakeApi(historyApi([ENTRY, PAID, QUOTE], 1));
    renderHistory('/dashboard/history');
    const table = within(await findTable());
    const unpaid = within(table.getByRole('row', { name: /ORD-2026-00031/ }));
    expect(unpaid.getByText('Sin pagar')).toBeVisible();
    expect(unpaid.getByText('Transferencia bancaria')).toBeVisible();
    const paid = within(table.getByRole('row', { name: /ORD-2026-00032/ }));
    expect(paid.getByText('Pagada')).toBeVisible();
    expect(paid.getByText('PSE (débito desde su cuenta bancaria)')).toBeVisible();
    expect(paid.getByText(`Pagada el ${formatDateTime(paidAt)}`)).toBeVisible();
    const quote = within(table.getByRole('row', { name: /COT-2026-00012/ }));
    expect(quote.getByText('Pago: no aplica')).toBeVisible();
  });

  it('filters by payment status and method, in the address, and drops them for quotes', async () => {
    const api = serveHistory();
    const { user, router } = renderHistory('/dashboard/history?page=3');
    await findTable();
    await user.selectOptions(screen.getByLabelText('Estado del pago'), 'Pagada');
    await waitFor(() => expect(router.state.location.search).toBe('?paymentStatus=PAID'));
    await user.selectOptions(screen.getByLabelText('Método de pago'), 'Nequi');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?paymentStatus=PAID&payMethod=NEQUI'),
    );
    await waitFor(() =>
      expect(api.queries().at(-1)).toEqual({
        offset: '0',
        limit: '10',
        paymentStatus: 'PAID',
        payMethod: 'NEQUI',
      }),
    );

    // Quotes are not paid: the payment filters would match none of them.
    await user.selectOptions(screen.getByLabelText('Tipo'), 'quote');
    await waitFor(() => expect(router.state.location.search).toBe('?type=quote'));
    expect(screen.getByLabelText('Estado del pago')).toBeDisabled();
    expect(screen.getByLabelText('Método de pago')).toBeDisabled();
  });

  it("ignores an address's payment filters beside a choice of quotes", async () => {
    const api = serveHistory();
    renderHistory('/dashboard/history?type=quote&paymentStatus=PAID&payMethod=PSE');
    await findTable();
    expect(api.queries()).toEqual([{ offset: '0', limit: '10', type: 'quote' }]);
  });
});

describe("an order's 'Ver cambios'", () => {
  const auditEntry = (id: number, before: string, after: string, reason: string | null) =>
    trailEntry({
      id,
      entity: 'order',
      entityId: '31',
      action: 'order_status',
      before: { status: before },
      after: { status: after },
      reason,
      createdAt: '2026-03-05T15:00:00.000Z',
    });

  it("opens the order's trail in words, newest first, with the comment or 'Sin comentario'", async () => {
    const calls = fakeApi(
      historyApi([ENTRY], 1),
      auditApi(
        '/api/order/31/audit',
        [
          auditEntry(9, 'PROCESSING', 'SENT', 'Guía 7781 de Servientrega'),
          auditEntry(8, 'PENDING', 'PROCESSING', null),
        ],
        1,
      ),
    );
    const { user } = renderHistory('/dashboard/history');

    const table = await findTable();
    await user.click(within(table).getByRole('button', { name: 'Ver cambios de ORD-2026-00031' }));

    const dialog = screen.getByRole('dialog', { name: 'Cambios de la orden ORD-2026-00031' });
    const trail = await within(dialog).findByRole('table', {
      name: 'Cambios de la orden ORD-2026-00031',
    });
    const audits = calls.filter((call) => call.url.pathname === '/api/order/31/audit');
    expect(audits.map(queryOf)).toEqual([{ offset: '0', limit: '10' }]);
    const [, sent, processing] = within(trail).getAllByRole('row');
    expect(sent).toHaveTextContent('admin@example.com');
    expect(sent).toHaveTextContent('Cambio de estado de la orden');
    expect(sent).toHaveTextContent(/Procesando →.*Enviado/);
    expect(sent).toHaveTextContent('Guía 7781 de Servientrega');
    expect(processing).toHaveTextContent(/Pendiente →.*Procesando/);
    expect(processing).toHaveTextContent('Sin comentario');
  });

  it('pages the trail in its own parameter, leaving the list on its page, and drops it on close', async () => {
    const calls = fakeApi(
      historyApi([ENTRY], 3),
      auditApi('/api/order/31/audit', [auditEntry(9, 'PROCESSING', 'SENT', null)], 2),
    );
    const { user, router } = renderHistory('/dashboard/history?page=2');

    await user.click(
      within(await findTable()).getByRole('button', { name: 'Ver cambios de ORD-2026-00031' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cambios de la orden ORD-2026-00031' });
    await user.click(await within(dialog).findByRole('link', { name: 'Página 2' }));

    const audits = () => calls.filter((call) => call.url.pathname === '/api/order/31/audit');
    await waitFor(() => expect(audits().map(queryOf)).toContainEqual({ offset: '1', limit: '10' }));
    expect(router.state.location.search).toBe('?page=2&cambios=2');
    const lists = calls.filter((call) => call.url.pathname === '/api/history').map(queryOf);
    expect(new Set(lists.map((query) => query.offset))).toEqual(new Set(['1']));

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('?page=2');
  });
});
