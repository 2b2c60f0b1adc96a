import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREDIT_MESSAGES, DEFAULT_PUBLIC_CONFIG, type Cart, type PayOptions } from '@shop/shared';
import { LoginPanelProvider } from '../../features/auth/components/login-panel-provider';
import { queryKeys } from '../../lib/query-keys';
import { cartItemOf } from '../../testing/cart';
import { apiError, fakeApi, json, on, type ApiCall } from '../../testing/fake-api';
import { createTestQueryClient, renderWithProviders } from '../../testing/render';
import { TEST_CUSTOMER } from '../../testing/session-user';
import { orderOf } from '../../testing/taxes';
import { CartRoute } from './cart';

afterEach(() => vi.unstubAllGlobals());

const asRead = { normalizer: (s: string) => s.replace(/\s+/g, ' ').trim() };

const CART: Cart = {
  items: [
    cartItemOf({
      id: 3,
      name: 'Access point U6 Long Range',
      model: 'U6-LR',
      sku: 'UBI-U6-LR',
      price: 890_000,
      quantity: 2,
      stock: 40,
    }),
  ],
  subtotal: 1_780_000,
  taxes: null,
};

const CREDIT: PayOptions = {
  methods: ['BANK_TRANSFER', 'COMPANY_CREDIT'],
  credit: { limit: 20_000_000, owed: 1_500_000, available: 18_500_000, termDays: 30 },
};

/** The cart of a signed-in company; `order` answers POST /api/order. */
function renderCart(options: PayOptions, order?: (call: ApiCall) => Response) {
  const calls = fakeApi(
    on('GET', '/api/shopping-cart', () => json(CART)),
    on('GET', '/api/pay-methods', () => json(options)),
    on('GET', '/api/config', () => json(DEFAULT_PUBLIC_CONFIG)),
    on('POST', '/api/order', (call) => order!(call)),
  );
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.session, { ...TEST_CUSTOMER, legalPersonType: true });
  const router = createMemoryRouter(
    [
      {
        path: '/shopping-cart',
        element: (
          <LoginPanelProvider>
            <CartRoute />
          </LoginPanelProvider>
        ),
      },
      { path: '/orders', element: <h1>Órdenes</h1> },
    ],
    { initialEntries: ['/shopping-cart'] },
  );
  return { calls, ...renderWithProviders(<RouterProvider router={router} />, queryClient) };
}

describe('the cart on company credit', () => {
  it("offers 'Crédito empresarial' with the credit still available, and orders on it", async () => {
    const { calls, user } = renderCart(CREDIT, () =>
      json(
        {
          ...orderOf({ payMethod: 'COMPANY_CREDIT', dueOn: '2026-04-14', bankTransfer: null }),
          cart: { emptied: true, removed: [] },
        },
        201,
      ),
    );
    const credit = await screen.findByRole('radio', { name: 'Crédito empresarial' });
    expect(screen.getByRole('radio', { name: 'Transferencia bancaria' })).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Tarjeta de crédito' })).toBeNull();
    expect(screen.getByText('Crédito disponible: $ 18.500.000', asRead)).toBeVisible();
    expect(screen.getByText(/de un cupo de \$ 20\.000\.000/, asRead)).toBeVisible();
    expect(screen.getByText(/vence a 30 días/)).toBeVisible();

    await user.click(credit);
    await user.click(screen.getByRole('button', { name: 'Generar orden' }));

    expect(await screen.findByRole('heading', { name: 'Órdenes' })).toBeVisible();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ payMethod: 'COMPANY_CREDIT' }]);
  });

  it('shows the refusal that names what is available when the order does not fit', async () => {
    const message = CREDIT_MESSAGES.exceeds(21_000_000, 18_500_000);
    const { user } = renderCart(CREDIT, () => apiError(409, 'CREDIT_LIMIT_EXCEEDED', message));
    await user.click(await screen.findByRole('radio', { name: 'Crédito empresarial' }));
    await user.click(screen.getByRole('button', { name: 'Generar orden' }));
    // As read: the amounts' no-break spaces are spaces to the reader.
    expect(await screen.findByText(message.replace(/\u00a0/g, ' '))).toBeVisible();
  });

  it('says nothing of credit to a customer without a line', async () => {
    renderCart({ methods: ['BANK_TRANSFER'], credit: null });
    // The shop's usual methods until the customer's own arrive: then only the transfer.
    expect(await screen.findByRole('radio', { name: 'Transferencia bancaria' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: 'Tarjeta de crédito' })).toBeNull(),
    );
    expect(screen.queryByRole('radio', { name: 'Crédito empresarial' })).toBeNull();
    expect(screen.queryByText(/Crédito disponible/)).toBeNull();
  });
});
