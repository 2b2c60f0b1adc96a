import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyAddress, SessionUser } from '@shop/shared';
import { paths } from '../../config/paths';
import { cartItemOf } from '../../testing/cart';
import { configApi } from '../../testing/api/config';
import { callsTo, payMethodsApi } from '../../testing/api/payments';
import { fakeApi, json, on } from '../../testing/fake-api';
import { renderCustomerPage } from '../../testing/render-customer';
import { TEST_COMPANY_BUYER, TEST_CUSTOMER } from '../../testing/session-user';
import { orderOf } from '../../testing/taxes';
import { CartRoute } from './cart';

afterEach(() => vi.unstubAllGlobals());

const CART = { items: [cartItemOf()], subtotal: 900_000, taxes: null };

const address = (id: number, siteName: string, city: string): CompanyAddress => ({
  id,
  siteName,
  address: `Calle ${id} # 10-20`,
  municipalityDaneCode: '08001',
  city,
  contactName: 'Andrés Pérez',
  contactPhone: '3157654321',
});
const ADDRESSES = [
  address(1, 'Principal', 'Bogotá, D.C., Bogotá, D.C.'),
  address(4, 'Sede Norte', 'Barranquilla, Atlántico'),
];

function renderCart(session: SessionUser) {
  const calls = fakeApi(
    configApi(),
    on('GET', '/api/shopping-cart', () => json(CART)),
    payMethodsApi(['BANK_TRANSFER']),
    on('GET', '/api/company/addresses', () => json({ addresses: ADDRESSES })),
    on('POST', '/api/order', () =>
      json({ ...orderOf(), cart: { emptied: true, removed: [] } }, 201),
    ),
  );
  const rendered = renderCustomerPage(
    paths.cart.getHref(),
    { path: paths.cart.path, element: <CartRoute /> },
    { [paths.orders.path]: <h1>Órdenes</h1> },
    session,
  );
  return { calls, ...rendered };
}

const orderBodies = (calls: ReturnType<typeof renderCart>['calls']) =>
  callsTo(calls, 'POST', '/api/order').map((call) => call.body);

describe("the cart's 'Dirección de entrega'", () => {
  it("offers a company's member its addresses, the first chosen, and sends the one picked", async () => {
    const { calls, user } = renderCart(TEST_COMPANY_BUYER);
    const select = await screen.findByDisplayValue('Principal');
    expect(select).toHaveAccessibleName('Dirección de entrega');

    await user.selectOptions(select, 'Sede Norte');
    expect(select).toHaveAccessibleDescription(
      'Calle 4 # 10-20, Barranquilla, Atlántico · Recibe: Andrés Pérez, 3157654321',
    );
    await user.click(screen.getByRole('radio', { name: /Transferencia bancaria/ }));
    await user.click(screen.getByRole('button', { name: 'Generar orden' }));

    expect(await screen.findByRole('heading', { name: 'Órdenes' })).toBeVisible();
    expect(orderBodies(calls)).toEqual([{ payMethod: 'BANK_TRANSFER', deliveryAddressId: 4 }]);
  });

  it('shows a natural person no address and sends none', async () => {
    const { calls, user } = renderCart(TEST_CUSTOMER);
    await user.click(await screen.findByRole('radio', { name: /Transferencia bancaria/ }));
    expect(screen.queryByRole('combobox', { name: 'Dirección de entrega' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generar orden' }));

    expect(await screen.findByRole('heading', { name: 'Órdenes' })).toBeVisible();
    expect(orderBodies(calls)).toEqual([{ payMethod: 'BANK_TRANSFER' }]);
    expect(callsTo(calls, 'GET', '/api/company/addresses')).toEqual([]);
  });
});
