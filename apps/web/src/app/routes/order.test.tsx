import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_MESSAGES, formatCop, ORDER_MESSAGES } from '@shop/shared';
import { paths } from '../../config/paths';
import { configApi } from '../../testing/api/config';
import { payMethodsApi } from '../../testing/api/payments';
import { orderDetailOf, quoteDetailOf } from '../../testing/documents';
import { apiError, fakeApi, json, on } from '../../testing/fake-api';
import { renderCustomerPage } from '../../testing/render-customer';
import { companyMember } from '../../testing/session-user';
import { formatLongDateTime } from '../../utils/format';
import { OrderRoute } from './order';
import { QuoteRoute } from './quote';

afterEach(() => vi.unstubAllGlobals());

/** '$ 1.200.000' as the page's text reads it (the DOM's spaces normalised). */
const cop = (pesos: number) => formatCop(pesos).replace(/\s/g, ' ');

const renderOrder = (answer: () => Response) => {
  fakeApi(configApi(), on('GET', '/api/orders/30', answer));
  return renderCustomerPage(paths.order.getHref(30), {
    path: paths.order.path,
    element: <OrderRoute />,
  });
};

describe('/orders/:id', () => {
  it('shows what was bought: each line with its quantity, unit price and total', async () => {
    const order = orderDetailOf();
    renderOrder(() => json(order));
    const lines = await screen.findByRole('table', {
      name: 'Productos de la orden ORD-2026-00030',
    });
    const router = within(lines).getByRole('row', { name: /Router AX3000/ });
    expect(within(router).getByRole('cell', { name: '2' })).toBeVisible();
    expect(within(router).getByText(cop(1_200_000))).toBeVisible();
    expect(within(router).getByText(cop(2_400_000))).toBeVisible();
    expect(within(lines).getByRole('row', { name: /Portátil/ })).toHaveTextContent('Excluido');
    expect(screen.getByRole('heading', { level: 1, name: 'Orden ORD-2026-00030' })).toBeVisible();
  });

  it("shows the frozen taxes down to 'Total a pagar', and the payment on credit", async () => {
    const order = orderDetailOf();
    renderOrder(() => json(order));
    const taxes = await screen.findByRole('region', { name: 'Impuestos y totales' });
    expect(taxes).toHaveTextContent('ReteFuente');
    expect(taxes).toHaveTextContent(cop(order.taxes!.totalToPay));
    const payment = screen.getByRole('region', { name: 'Pago' });
    expect(payment).toHaveTextContent('Crédito empresarial');
    expect(payment).toHaveTextContent('1 de abril de 2026');
  });

  it("shows the customer's purchase-order number among the documents", async () => {
    renderOrder(() => json(orderDetailOf({ purchaseOrder: 'OC-2026/0042' })));
    const documents = await screen.findByRole('region', { name: 'Documentos' });
    expect(documents).toHaveTextContent('Orden de compraOC-2026/0042');
  });

  it('leaves the purchase order out when the customer gave none', async () => {
    renderOrder(() => json(orderDetailOf()));
    const documents = await screen.findByRole('region', { name: 'Documentos' });
    expect(documents).not.toHaveTextContent('Orden de compra');
  });

  it('says where the order is delivered and who receives, from the copy it made', async () => {
    const deliveryAddress = {
      siteName: 'Sede Norte',
      address: 'Carrera 51B # 94-130',
      municipalityDaneCode: '08001',
      city: 'Barranquilla, Atlántico',
      contactName: 'Andrés Pérez',
      contactPhone: '3157654321',
    };
    renderOrder(() => json(orderDetailOf({ deliveryAddress })));
    const delivery = await screen.findByRole('region', { name: 'Entrega' });
    expect(delivery).toHaveTextContent(
      'Entregar en: Sede Norte — Carrera 51B # 94-130, Barranquilla, Atlántico · Recibe: Andrés Pérez, 3157654321',
    );
  });

  it('has no delivery line when the order picked no address', async () => {
    renderOrder(() => json(orderDetailOf()));
    await screen.findByRole('region', { name: 'Documentos' });
    expect(screen.queryByRole('region', { name: 'Entrega' })).toBeNull();
    expect(screen.queryByText(/Entregar en/)).toBeNull();
  });

  it("shows the shop's comment and each status change with its date", async () => {
    const order = orderDetailOf();
    renderOrder(() => json(order));
    const message = (await screen.findByText('Mensaje de la tienda')).closest('[role="status"]');
    expect(message).toHaveTextContent('Guía Servientrega 123');
    const steps = within(
      screen.getByRole('list', { name: 'Seguimiento de la orden' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual([
      'Orden recibida',
      'Estado: Procesando',
      'Estado: Enviado',
    ]);
    expect(steps[2]).toHaveTextContent(formatLongDateTime('2026-03-04T16:30:00.000Z'));
    expect(steps[2]).toHaveTextContent('Guía Servientrega 123');
  });

  it("says 'Orden no encontrada' when the order is not the customer's", async () => {
    renderOrder(() => apiError(404, 'NOT_FOUND', ORDER_MESSAGES.orderNotFound));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orden no encontrada' }),
    ).toBeVisible();
    expect(screen.getByText(new RegExp(ORDER_MESSAGES.orderNotFound))).toBeVisible();
  });
});

describe('/quotes/:id', () => {
  it('shows the lines and totals, and the order it became once converted', async () => {
    const quote = quoteDetailOf({
      status: 'CONVERTED',
      orderCustomId: 'ORD-2026-00030',
      orderId: 30,
    });
    fakeApi(
      configApi(),
      on('GET', '/api/quotes/12', () => json(quote)),
      payMethodsApi(['CREDIT']),
    );
    renderCustomerPage(paths.quote.getHref(12), {
      path: paths.quote.path,
      element: <QuoteRoute />,
    });
    const lines = await screen.findByRole('table', {
      name: 'Productos de la cotización COT-2026-00012',
    });
    expect(within(lines).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'Impuestos y totales' })).toHaveTextContent(
      cop(quote.taxes!.totalToPay),
    );
    expect(screen.getByRole('link', { name: 'Ver la orden ORD-2026-00030' })).toHaveAttribute(
      'href',
      paths.order.getHref(30),
    );
    expect(screen.queryByRole('button', { name: 'Convertir en orden' })).toBeNull();
  });
});

describe('a member whose company role only reads', () => {
  it('reads a quote of the company but is told, instead of a button, that they cannot convert it', async () => {
    fakeApi(
      configApi(),
      on('GET', '/api/quotes/12', () => json(quoteDetailOf())),
      payMethodsApi(['CREDIT']),
      on('GET', '/api/company/addresses', () => json({ addresses: [] })),
    );
    renderCustomerPage(
      paths.quote.getHref(12),
      { path: paths.quote.path, element: <QuoteRoute /> },
      {},
      companyMember('CONSULTA'),
    );
    expect(await screen.findByText(COMPANY_MESSAGES.cannotBuy)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Convertir en orden' })).toBeNull();
  });

  it('sees the receipts of a transfer order but sends none', async () => {
    const order = orderDetailOf({ payMethod: 'BANK_TRANSFER', paymentStatus: 'UNPAID' });
    fakeApi(
      configApi(),
      on('GET', '/api/orders/30', () => json(order)),
      on('GET', '/api/orders/30/transfer-receipts', () =>
        json({
          orderId: 30,
          paymentStatus: 'UNPAID',
          total: order.totalOrder,
          amountPaid: 0,
          uploadRefusal: null,
          receipts: [],
        }),
      ),
    );
    renderCustomerPage(
      paths.order.getHref(30),
      { path: paths.order.path, element: <OrderRoute /> },
      {},
      companyMember('APROBADOR'),
    );
    expect(await screen.findByText(COMPANY_MESSAGES.cannotBuy)).toBeVisible();
    expect(screen.queryByLabelText('Comprobante de la transferencia')).toBeNull();
  });
});
