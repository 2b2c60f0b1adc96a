import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { WRITE_HEADERS } from './accounts';

export interface PlacedOrder {
  id: number;
  customId: string;
  subtotal: number;
  totalOrder: number;
}

/**
 * An order placed through the API by the customer signed in on `api`: one in-stock product, in
 * enough units to pass the shop's minimum purchase.
 */
export async function placeOrder(api: APIRequestContext): Promise<PlacedOrder> {
  const config = await api.get('/api/config');
  const { minimumPurchase } = (await config.json()) as { minimumPurchase: number };
  const listing = await api.get('/api/products?limit=40');
  const { products } = (await listing.json()) as {
    products: { id: number; price: number; inStock: boolean }[];
  };
  const product = products.find((p) => p.inStock && p.price > 0);
  expect(product, 'an in-stock product with a price').toBeDefined();
  const quantity = Math.max(1, Math.ceil(minimumPurchase / product!.price));
  const added = await api.patch('/api/shopping-cart/add', {
    headers: WRITE_HEADERS,
    data: { items: [{ productId: product!.id, quantity }] },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const order = await api.post('/api/order', {
    headers: { ...WRITE_HEADERS, 'Idempotency-Key': randomUUID() },
    data: { payMethod: 'BANK_TRANSFER' },
  });
  expect(order.status(), await order.text()).toBe(201);
  return (await order.json()) as PlacedOrder;
}
