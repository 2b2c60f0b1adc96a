import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { SessionUser } from '@shop/shared';
import { paths } from '../../config/paths';
import { configApi } from '../../testing/api/config';
import { payMethodsApi } from '../../testing/api/payments';
import { orderDetailOf } from '../../testing/documents';
import { fakeApi, json, on } from '../../testing/fake-api';
import { renderCustomerPage } from '../../testing/render-customer';
import { companyMember, TEST_CUSTOMER } from '../../testing/session-user';
import { orderOf, quoteOf } from '../../testing/taxes';
import { OrderRoute } from './order';
import { OrdersRoute } from './orders';
import { QuotesRoute } from './quotes';

afterEach(() => vi.unstubAllGlobals());

const BY = 'Creada por Julián Ortiz';

function renderAt(session: SessionUser, path: string, route: string, element: ReactNode) {
  fakeApi(
    configApi(),
    payMethodsApi(['BANK_TRANSFER']),
    on('GET', '/api/order', () =>
      json({ orders: [orderOf({ createdBy: 'Julián Ortiz' })], totalPages: 1 }),
    ),
    on('GET', '/api/quote', () =>
      json({ quotes: [quoteOf({ createdBy: 'Julián Ortiz' })], totalPages: 1 }),
    ),
    on('GET', '/api/orders/30', () => json(orderDetailOf({ createdBy: 'Julián Ortiz' }))),
  );
  return renderCustomerPage(path, { path: route, element }, {}, session);
}

describe("who of the company made a document ('Creada por')", () => {
  it("is in each order's row for a company member", async () => {
    renderAt(
      companyMember('ADMINISTRADOR'),
      paths.orders.getHref(),
      paths.orders.path,
      <OrdersRoute />,
    );
    const row = await screen.findByRole('row', { name: /ORD-2026-00030/ });
    expect(row).toHaveTextContent(BY);
  });

  it("is in the order's page for a company member", async () => {
    renderAt(companyMember('CONSULTA'), paths.order.getHref(30), paths.order.path, <OrderRoute />);
    expect(await screen.findByText(BY)).toBeVisible();
  });

  it("is in each quote's row for a company member", async () => {
    renderAt(
      companyMember('APROBADOR'),
      paths.quotes.getHref(),
      paths.quotes.path,
      <QuotesRoute />,
    );
    const row = await screen.findByRole('row', { name: /COT-2026/ });
    expect(row).toHaveTextContent(BY);
  });

  it('is not shown to a natural person, who made all of theirs', async () => {
    renderAt(TEST_CUSTOMER, paths.orders.getHref(), paths.orders.path, <OrdersRoute />);
    expect(await screen.findByRole('row', { name: /ORD-2026-00030/ })).not.toHaveTextContent(
      'Creada por',
    );
  });
});
