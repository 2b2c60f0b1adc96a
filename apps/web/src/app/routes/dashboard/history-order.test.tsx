import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { auditApi } from '../../../testing/api/audit';
import { configApi } from '../../../testing/api/config';
import { staffOrderDetailOf } from '../../../testing/documents';
import { fakeApi, json, on } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

function renderOrderPage(order = staffOrderDetailOf()) {
  const calls = fakeApi(
    configApi(),
    on('GET', '/api/orders/30/admin', () => json(order)),
    auditApi('/api/order/30/audit'),
    on('PATCH', '/api/order/30', () =>
      json({ id: 30, customId: 'ORD-2026-00030', status: 'COMPLETED', changed: true }),
    ),
  );
  return { calls, ...renderDashboard(paths.dashboardHistoryOrder.getHref(30), ['ADMIN_ORDERS']) };
}

// The first visit loads the dashboard's lazy chunks, slower than a plain render.
const findTitle = () =>
  screen.findByRole('heading', { level: 1, name: 'Orden ORD-2026-00030' }, { timeout: 5000 });

describe('/dashboard/history/orders/:id', () => {
  it('shows the lines, the customer with NIT and a link to the client, and the timeline', async () => {
    renderOrderPage();
    await findTitle();
    expect(
      within(
        screen.getByRole('table', { name: 'Productos de la orden ORD-2026-00030' }),
      ).getAllByRole('row'),
    ).toHaveLength(4);
    const customer = screen.getByRole('region', { name: 'Cliente' });
    expect(customer).toHaveTextContent('Redes Andinas S.A.S.');
    expect(customer).toHaveTextContent('900.544.472-2');
    expect(
      within(customer).getByRole('link', { name: 'Ver la ficha del cliente' }),
    ).toHaveAttribute('href', paths.dashboardClient.getHref(7));
    expect(screen.getByRole('list', { name: 'Seguimiento de la orden' })).toHaveTextContent(
      'Guía Servientrega 123',
    );
    expect(screen.getByRole('region', { name: 'Impuestos y totales' })).toHaveTextContent(
      'Total a pagar',
    );
  });

  it("shows the customer's purchase-order number among the documents", async () => {
    renderOrderPage({ ...staffOrderDetailOf(), purchaseOrder: 'OC-2026/0042' });
    await findTitle();
    expect(screen.getByRole('region', { name: 'Documentos' })).toHaveTextContent(
      'Orden de compraOC-2026/0042',
    );
  });

  it('changes the status with a comment the form says the customer reads', async () => {
    const { calls, user } = renderOrderPage();
    await findTitle();
    await user.click(screen.getByRole('button', { name: 'Cambiar estado' }));
    await user.click(screen.getByRole('radio', { name: 'Completado' }));
    const comment = screen.getByLabelText('Comentario para el cliente (opcional)');
    expect(comment).toHaveAccessibleDescription(/El cliente lo lee .* en la página de su orden/);
    await user.type(comment, 'Entregado en portería');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        status: 'COMPLETED',
        comments: 'Entregado en portería',
      }),
    );
  });
});
