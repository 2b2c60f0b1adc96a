import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMPANY_MESSAGES,
  PURCHASE_ORDER_MESSAGES,
  subtotalOf,
  type Cart,
  type SessionUser,
} from '@shop/shared';
import { callsTo, payMethodsApi } from '../../testing/api/payments';
import { configApi } from '../../testing/api/config';
import { apiError, fakeApi, json, on, type Answer } from '../../testing/fake-api';
import { renderCustomerPage } from '../../testing/render-customer';
import { companyMember, TEST_CUSTOMER } from '../../testing/session-user';
import { orderOf } from '../../testing/taxes';
import { paths } from '../../config/paths';
import { CartRoute } from './cart';

afterEach(() => vi.unstubAllGlobals());

const ITEM: Cart['items'][number] = {
  id: 1,
  name: 'Cámara IP domo 4 MP',
  model: 'DOMO-4',
  sku: 'SKU-1',
  price: 450_000,
  vat: 0.19,
  ivaClass: 'GENERAL',
  quantity: 2,
  images: { product_url: '1.webp', views_url: [] },
  available: true,
  stock: 100,
};
const CART: Cart = {
  items: [ITEM],
  subtotal: subtotalOf([{ unitPrice: ITEM.price, quantity: 2 }]),
  taxes: null,
};

/** Where the cart sends the customer after the order: the order it placed, from the state. */
function OrdersStandIn() {
  const placed = (useLocation().state as { placed?: { customId: string } } | null)?.placed;
  return <h1>Órdenes: {placed?.customId}</h1>;
}

function renderCart(
  payMethods: ReturnType<typeof payMethodsApi>,
  order?: () => Answer,
  session: SessionUser = TEST_CUSTOMER,
) {
  const calls = fakeApi(
    configApi(),
    on('GET', '/api/shopping-cart', () => json(CART)),
    payMethods,
    on('POST', '/api/order', order ?? (() => json({ ...orderOf(), cart: CART_EMPTIED }, 201))),
  );
  const rendered = renderCustomerPage(
    paths.cart.getHref(),
    { path: paths.cart.path, element: <CartRoute /> },
    { [paths.orders.path]: <OrdersStandIn /> },
    session,
  );
  return { calls, ...rendered };
}

const CART_EMPTIED = {
  emptied: true,
  removed: [{ productId: 1, name: ITEM.name, model: ITEM.model, quantity: 2 }],
};

const methodGroup = () => screen.getByRole('group', { name: 'Método de pago' });

describe("the cart's 'Método de pago'", () => {
  it('offers no method while they load, then only those the server allows', async () => {
    let answer!: (response: Response) => void;
    renderCart(payMethodsApi(() => new Promise<Response>((resolve) => (answer = resolve))));
    await screen.findByRole('article', { name: ITEM.name });
    // Nothing to take back: the legend holds its place, no option is offered yet.
    expect(methodGroup()).toHaveAttribute('aria-busy', 'true');
    expect(within(methodGroup()).queryAllByRole('radio')).toEqual([]);

    answer(json({ methods: ['CREDIT', 'PSE', 'BANK_TRANSFER'], credit: null }));
    await screen.findByRole('radio', { name: /Tarjeta de crédito/ });
    expect(
      within(methodGroup())
        .getAllByRole('radio')
        .map((radio) => radio.nextSibling?.textContent),
    ).toEqual([
      'Tarjeta de crédito',
      'PSE (débito desde su cuenta bancaria)',
      'Transferencia bancaria',
    ]);
  });

  it('offers bank transfer alone while the gateway is not configured', async () => {
    renderCart(payMethodsApi(['BANK_TRANSFER']));
    const transfer = await screen.findByRole('radio', { name: /Transferencia bancaria/ });
    expect(within(methodGroup()).getAllByRole('radio')).toEqual([transfer]);
  });

  it('falls back to bank transfer alone when the methods cannot be read', async () => {
    renderCart(payMethodsApi(() => apiError(500, 'INTERNAL_ERROR', 'Error interno.')));
    const transfer = await screen.findByRole('radio', { name: /Transferencia bancaria/ });
    expect(within(methodGroup()).getAllByRole('radio')).toEqual([transfer]);
  });

  it('orders with the online method chosen and moves on to the orders', async () => {
    const { calls, user } = renderCart(payMethodsApi(['CREDIT', 'DEBIT', 'BANK_TRANSFER']));
    await user.click(await screen.findByRole('radio', { name: /Tarjeta de crédito/ }));
    await user.click(screen.getByRole('button', { name: 'Generar orden' }));
    expect(await screen.findByRole('heading', { name: 'Órdenes: ORD-2026-00030' })).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/order').map((call) => call.body)).toEqual([
      { payMethod: 'CREDIT' },
    ]);
  });

  it("says the server's refusal when online payments went off meanwhile", async () => {
    const off =
      'Los pagos en línea no están disponibles en este momento. Elija transferencia bancaria o escríbanos.';
    const { user } = renderCart(payMethodsApi(['DEBIT', 'BANK_TRANSFER']), () =>
      apiError(409, 'ONLINE_PAYMENTS_UNAVAILABLE', off),
    );
    await user.click(await screen.findByRole('radio', { name: /Tarjeta débito/ }));
    await user.click(screen.getByRole('button', { name: 'Generar orden' }));
    expect(await screen.findByText(off)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Carrito de Compras' })).toBeVisible();
  });
});

describe("the cart's 'Orden de compra (opcional)'", () => {
  const field = () => screen.getByRole('textbox', { name: 'Orden de compra (opcional)' });

  it('sends the number typed, trimmed, with the order', async () => {
    const { calls, user } = renderCart(payMethodsApi(['BANK_TRANSFER']));
    await user.click(await screen.findByRole('radio', { name: /Transferencia bancaria/ }));
    expect(field()).toHaveAccessibleDescription(PURCHASE_ORDER_MESSAGES.help);
    await user.type(field(), '  OC-2026/0042  ');
    await user.click(screen.getByRole('button', { name: 'Generar orden' }));
    expect(await screen.findByRole('heading', { name: 'Órdenes: ORD-2026-00030' })).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/order').map((call) => call.body)).toEqual([
      { payMethod: 'BANK_TRANSFER', purchaseOrder: 'OC-2026/0042' },
    ]);
  });

  it('refuses characters outside the rule beside the field, sending nothing', async () => {
    const { calls, user } = renderCart(payMethodsApi(['BANK_TRANSFER']));
    await user.click(await screen.findByRole('radio', { name: /Transferencia bancaria/ }));
    await user.type(field(), 'OC<12>');
    await user.click(screen.getByRole('button', { name: 'Generar orden' }));
    expect(field()).toHaveAccessibleDescription(PURCHASE_ORDER_MESSAGES.badCharacters);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(callsTo(calls, 'POST', '/api/order')).toEqual([]);
  });
});

describe('the cart of a company member whose role may not buy', () => {
  it('keeps the cart but disables the order and the quote, saying why', async () => {
    renderCart(payMethodsApi(['BANK_TRANSFER']), undefined, companyMember('CONSULTA'));
    expect(await screen.findByText(COMPANY_MESSAGES.cannotBuy)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Productos del carrito' })).toHaveTextContent(
      'Cámara IP domo 4 MP',
    );
    expect(screen.getByRole('button', { name: 'Generar orden' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generar cotización' })).toBeDisabled();
  });

  it('lets a comprador buy', async () => {
    renderCart(payMethodsApi(['BANK_TRANSFER']), undefined, companyMember('COMPRADOR'));
    expect(await screen.findByRole('button', { name: 'Generar orden' })).toBeEnabled();
    expect(screen.queryByText(COMPANY_MESSAGES.cannotBuy)).toBeNull();
  });
});
