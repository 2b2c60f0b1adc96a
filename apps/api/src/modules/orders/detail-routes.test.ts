import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@shop/shared';
import { auditLog, products } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createStaff, createUser, login } from '../../../test/factories';

let t: TestApp;
let owner: string;
let ownerId: number;
let other: string;
let staff: string;
let order: { id: number; customId: string; totalOrder: number };
let quote: { id: number; customId: string };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const brand = await createBrand(db, 'Ubiquiti');
  const category = await createCategory(db, 'Redes');
  await createProducts(db, [
    {
      name: 'Access point U6',
      model: 'U6-LITE',
      brandId: brand.id,
      categoryId: category.id,
      price: 450_000,
      stock: 20,
    },
  ]);
  const [product] = await db.select({ id: products.id }).from(products);
  const account = await createUser(db);
  ownerId = account.id;
  owner = await login(t.app, account);
  other = await login(t.app, await createUser(db));
  staff = await login(t.app, await createStaff(db, ['ADMIN_ORDERS']));
  await t.app.inject(
    json(
      'PATCH',
      '/api/shopping-cart/add',
      { items: [{ productId: product!.id, quantity: 3 }] },
      bearer(owner),
    ),
  );
  quote = (await t.app.inject(json('POST', '/api/quote', undefined, bearer(owner)))).json();
  order = (
    await t.app.inject(json('POST', '/api/order', { payMethod: 'BANK_TRANSFER' }, bearer(owner)))
  ).json();
});
afterAll(() => t?.close());

const read = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api/orders/:id', () => {
  it('gives the owner the lines, the frozen taxes, the payment and the timeline', async () => {
    const res = await read(`/api/orders/${order.id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: order.id,
      customId: order.customId,
      status: 'PENDING',
      payMethod: 'BANK_TRANSFER',
      paymentStatus: 'UNPAID',
      totalOrder: order.totalOrder,
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({
        name: 'Access point U6',
        model: 'U6-LITE',
        quantity: 3,
        lineTotal: detail.lines[0].unitPrice * 3,
      }),
    ]);
    expect(detail.taxes.totalToPay).toBe(order.totalOrder);
    expect(detail.timeline).toEqual([
      { at: detail.createdAt, status: 'PENDING', paymentStatus: null, comment: null },
    ]);
  });

  it('shows the owner each status change with the comment staff wrote for them', async () => {
    const patch = (body: unknown) =>
      t.app.inject(json('PATCH', `/api/order/${order.id}`, body, bearer(staff)));
    expect((await patch({ status: 'PROCESSING' })).statusCode).toBe(200);
    expect((await patch({ status: 'SENT', comments: 'Guía Servientrega 123' })).statusCode).toBe(
      200,
    );
    const detail = (await read(`/api/orders/${order.id}`, owner)).json();
    expect(detail.status).toBe('SENT');
    expect(
      detail.timeline.map((s: { status: string; comment: string | null }) => [s.status, s.comment]),
    ).toEqual([
      ['PENDING', null],
      ['PROCESSING', null],
      ['SENT', 'Guía Servientrega 123'],
    ]);
  });

  it("shows a payment's new state but never the note staff wrote with it", async () => {
    await t.app.db.insert(auditLog).values({
      actorUserId: null,
      entity: 'order',
      entityId: String(order.id),
      action: 'payment',
      before: { paymentStatus: 'UNPAID', amountPaid: 0 },
      after: { paymentStatus: 'PAID', amountPaid: order.totalOrder },
      reason: 'Nota interna: consignación verificada por tesorería',
    });
    const res = await read(`/api/orders/${order.id}`, owner);
    expect(res.json().timeline.at(-1)).toMatchObject({
      status: null,
      paymentStatus: 'PAID',
      comment: null,
    });
    expect(res.body).not.toContain('Nota interna');
  });

  it("answers another customer's order as not found, and a visitor 401", async () => {
    const res = await read(`/api/orders/${order.id}`, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ORDER_MESSAGES.orderNotFound);
    expect((await read(`/api/orders/${order.id}`)).statusCode).toBe(401);
    expect((await read('/api/orders/999999', owner)).statusCode).toBe(404);
    expect((await read('/api/orders/abc', owner)).statusCode).toBe(400);
  });
});

describe('GET /api/quotes/:id', () => {
  it('gives the owner the lines and totals, and nobody else', async () => {
    const res = await read(`/api/quotes/${quote.id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      customId: quote.customId,
      status: 'OPEN',
      orderId: null,
      lines: [expect.objectContaining({ name: 'Access point U6', quantity: 3 })],
    });
    const stranger = await read(`/api/quotes/${quote.id}`, other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(ORDER_MESSAGES.quoteNotFound);
    expect((await read(`/api/quotes/${quote.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/orders/:id/admin and /api/quotes/:id/admin', () => {
  it('gives staff with ADMIN_ORDERS the document and its customer, with the account id and NIT', async () => {
    const res = await read(`/api/orders/${order.id}/admin`, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      customId: order.customId,
      customer: { userId: ownerId, identification: '900544472', isCompany: true },
      lines: [expect.objectContaining({ quantity: 3 })],
    });
    const q = await read(`/api/quotes/${quote.id}/admin`, staff);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().customer.userId).toBe(ownerId);
  });

  it('refuses the owner (403), a visitor (401), and answers an unknown id 404', async () => {
    expect((await read(`/api/orders/${order.id}/admin`, owner)).statusCode).toBe(403);
    expect((await read(`/api/quotes/${quote.id}/admin`)).statusCode).toBe(401);
    expect((await read('/api/orders/999999/admin', staff)).statusCode).toBe(404);
    // Staff read a customer's order on the dashboard's route, not on the customer's.
    expect((await read(`/api/orders/${order.id}`, staff)).statusCode).toBe(403);
  });
});
