import { eq } from 'drizzle-orm';
import type { CreditLineInput } from '@shop/shared';
import { orders, products } from '../src/db/schema';
import { bearer, json, type TestApp } from './app';
import { createBrand, createCategory, createProducts } from './catalogue-factories';
import { createStaff, createUser, login, type CreatedUser } from './factories';

/** A signed-in customer of the credit suites. */
export interface Buyer extends CreatedUser {
  token: string;
}

/**
 * What the company-credit suites share: products to buy, staff who grant lines (ADMIN_CLIENTS)
 * and record payments (ADMIN_PAYMENTS), and the calls they make.
 */
export async function creditShop(t: TestApp) {
  const db = t.app.db;
  const brand = await createBrand(db, `Ubiquiti ${Math.random().toString(36).slice(2, 6)}`);
  const category = await createCategory(db, `Redes ${Math.random().toString(36).slice(2, 6)}`);
  // U6-LR and U6-LR-2 cost the same: orders of either have the same total.
  const prices: Record<string, number> = {
    'U6-LR': 300_000,
    'U6-LR-2': 300_000,
    'USW-24': 400_000,
    'UDM-PRO': 500_000,
  };
  await createProducts(
    db,
    Object.entries(prices).map(([model, price]) => ({
      name: `Equipo ${model}`,
      model,
      brandId: brand.id,
      categoryId: category.id,
      price,
      stock: 10_000,
    })),
  );
  const productId: Record<string, number> = {};
  for (const p of await db.select().from(products)) productId[p.model] = p.id;
  const clientsStaff = await login(t.app, await createStaff(db, ['ADMIN_CLIENTS']));
  const paymentsStaff = await login(t.app, await createStaff(db, ['ADMIN_PAYMENTS']));

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    token: string,
    payload?: unknown,
    headers = {},
  ) => t.app.inject(json(method, url, payload, { ...bearer(token), ...headers }));

  return {
    productId,
    clientsStaff,
    paymentsStaff,
    call,

    /** A signed-in customer: a company (legal person with NIT) unless told otherwise. */
    async buyer(legalPersonType = true): Promise<Buyer> {
      const user = await createUser(db, { legalPersonType, clientType: 'DISTRIBUTOR' });
      return { ...user, token: await login(t.app, user) };
    },

    /** Staff grant, change or suspend the line (PUT /api/auth/{id}/credit). */
    saveLine: (clientId: number, line: Partial<CreditLineInput> = {}) =>
      call('PUT', `/api/auth/${clientId}/credit`, clientsStaff, {
        limit: 1_000_000,
        termDays: 30,
        status: 'ACTIVE',
        reason: 'Estudio de crédito aprobado',
        ...line,
      }),

    /** Takes products out of the cart. */
    takeOut: (buyer: Buyer, items: [model: string, quantity: number][]) =>
      call('PATCH', '/api/shopping-cart/remove', buyer.token, {
        items: items.map(([model, quantity]) => ({ productId: productId[model], quantity })),
      }),

    fill: (buyer: Buyer, items: [model: string, quantity: number][]) =>
      call('PATCH', '/api/shopping-cart/add', buyer.token, {
        items: items.map(([model, quantity]) => ({ productId: productId[model], quantity })),
      }),

    /** An order from the cart on `payMethod`, with its own Idempotency-Key. */
    order: (buyer: Buyer, payMethod = 'COMPANY_CREDIT', key = crypto.randomUUID()) =>
      call('POST', '/api/order', buyer.token, { payMethod }, { 'idempotency-key': key }),

    /** Staff record money received against an order (POST /api/payments/{id}/received). */
    receive: (
      orderId: number,
      amount: number,
      receivedOn: string,
      reason = 'Consignación Bancolombia',
    ) =>
      call('POST', `/api/payments/${orderId}/received`, paymentsStaff, {
        amount,
        receivedOn,
        reason,
      }),

    /** Moves an order's due date, as if it had been placed days ago. */
    setDueOn: (orderId: number, dueOn: string) =>
      db.update(orders).set({ dueOn }).where(eq(orders.id, orderId)),
  };
}
export type CreditShop = Awaited<ReturnType<typeof creditShop>>;
