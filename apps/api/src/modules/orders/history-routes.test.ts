import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_MESSAGES } from '@shop/shared';
import { orders } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../../test/app';
import { insertOrder, insertQuote } from '../../../test/document-factories';
import { createStaff, createUser, login } from '../../../test/factories';

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
const FAR = new Date('2099-01-01T00:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const { id: userId } = await createUser(db);
  admin = await login(t.app, await createStaff(db, ['ADMIN_ORDERS']));
  // A is the last minute of 9 March in Bogotá (UTC-5), B the first minute of 10 March.
  const a = await insertQuote(db, {
    userId,
    createdAt: new Date('2026-03-10T04:59:00Z'),
    validUntil: FAR,
  });
  const b = await insertOrder(db, {
    userId,
    createdAt: new Date('2026-03-10T05:00:00Z'),
    total: 1_234_567,
    lines: [],
    customer: {
      fullName: 'Pedro Ruiz',
      email: 'compras@norte.co',
      identification: '811222333',
      businessName: 'Cámaras del Norte Ltda.',
    },
  });
  const c = await insertQuote(db, {
    userId,
    createdAt: new Date('2026-03-11T15:00:00Z'),
    validUntil: FAR,
  });
  const d = await insertOrder(db, {
    userId,
    quoteId: c.id,
    createdAt: new Date('2026-03-11T16:00:00Z'),
  });
  const e = await insertQuote(db, {
    userId,
    createdAt: new Date('2026-01-05T12:00:00Z'),
    validUntil: new Date('2026-02-04T12:00:00Z'),
  });
  const f = await insertOrder(db, { userId, createdAt: new Date('2026-03-12T05:00:00Z') });
  await db.update(orders).set({ status: 'SENT' }).where(eq(orders.id, d.id));
  await db.update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, f.id));
  Object.assign(ids, { a: a.customId, b: b.customId, c: c.customId });
  Object.assign(ids, { d: d.customId, e: e.customId, f: f.customId });
  for (let day = 1; day <= 8; day++)
    await insertOrder(db, { userId, createdAt: new Date(`2025-06-0${day}T12:00:00Z`) });
});
afterAll(() => t?.close());

const history = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/history${query}`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    history: { customId: string; type: string; status: string }[];
    totalPages: number;
  };
};
const customIds = async (query: string) => (await history(query)).history.map((d) => d.customId);

describe('GET /api/history', () => {
  it('lists quotes and orders together, newest first, 10 per page', async () => {
    const page = await history();
    expect(page.totalPages).toBe(2);
    expect(page.history).toHaveLength(10);
    expect(page.history.slice(0, 6).map((d) => d.customId)).toEqual(
      ['f', 'd', 'c', 'b', 'a', 'e'].map((k) => ids[k]),
    );
    expect(page.history[3]).toEqual({
      type: 'order',
      id: expect.any(Number),
      customId: ids.b,
      status: 'PENDING',
      customer: {
        name: 'Pedro Ruiz',
        email: 'compras@norte.co',
        businessName: 'Cámaras del Norte Ltda.',
      },
      total: 1_234_567,
      totalPrice: 1_234_567,
      totalItems: 0,
      createdAt: '2026-03-10T05:00:00.000Z',
      payMethod: 'BANK_TRANSFER',
      paymentStatus: 'UNPAID',
      paidAt: null,
    });
    expect((await history('?offset=1')).history).toHaveLength(4);
  });

  it('pages with the shared contract: offset is the page index, past the end is empty', async () => {
    expect(await history('?limit=5&offset=2')).toMatchObject({ totalPages: 3 });
    expect((await history('?limit=5&offset=2')).history).toHaveLength(4);
    expect(await history('?offset=5')).toEqual({ history: [], totalPages: 2 });
  });

  it('shows how each order is paid and filters by it; quotes have no payment', async () => {
    const quote = (await history('?type=quote')).history[0]!;
    expect(quote).toMatchObject({ payMethod: null, paymentStatus: null, paidAt: null });
    const paidAt = new Date('2026-03-11T15:00:00.000Z');
    await t.app.db
      .update(orders)
      .set({ paymentStatus: 'PAID', paidAt, amountPaid: 1_234_567 })
      .where(eq(orders.customId, ids.b!));
    try {
      expect(await customIds('?paymentStatus=PAID')).toEqual([ids.b]);
      const [entry] = (await history('?paymentStatus=PAID')).history;
      expect(entry).toMatchObject({ paymentStatus: 'PAID', paidAt: paidAt.toISOString() });
      expect(await customIds('?payMethod=PSE')).toEqual([]);
      expect(await customIds('?payMethod=BANK_TRANSFER')).toHaveLength(10);
    } finally {
      await t.app.db
        .update(orders)
        .set({ paymentStatus: 'UNPAID', paidAt: null, amountPaid: 0 })
        .where(eq(orders.customId, ids.b!));
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/history?paymentStatus=PAGADA',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El estado del pago no es válido.');
  });

  it('filters by type and by status, a quote by its derived status', async () => {
    expect(await customIds('?type=quote')).toEqual([ids.c, ids.a, ids.e]);
    expect(await customIds('?type=order')).toHaveLength(10);
    expect((await history('?type=order')).totalPages).toBe(2);
    expect(await customIds('?status=OPEN')).toEqual([ids.a]);
    expect(await customIds('?status=CONVERTED')).toEqual([ids.c]);
    expect(await customIds('?status=EXPIRED')).toEqual([ids.e]);
    expect(await customIds('?status=SENT')).toEqual([ids.d]);
    expect(await customIds('?status=CANCELED')).toEqual([ids.f]);
    expect(await customIds('?type=quote&status=SENT')).toEqual([]);
  });

  it("filters the quotes whose validity ends by a Bogotá day's end, leaving orders out", async () => {
    // E's validity ends at 07:00 of 4 February in Bogotá; A's and C's on 31 December 2098.
    expect(await customIds('?expiresBy=2026-02-04')).toEqual([ids.e]);
    expect(await customIds('?expiresBy=2026-02-03')).toEqual([]);
    expect(await customIds('?expiresBy=2098-12-31')).toEqual([ids.c, ids.a, ids.e]);
    expect(await customIds('?expiresBy=2098-12-31&status=OPEN')).toEqual([ids.a]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/history?expiresBy=2026-02-30',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('AAAA-MM-DD') });
  });

  it('filters by dates as Bogotá calendar days, both ends included', async () => {
    expect(await customIds('?from=2026-03-10&to=2026-03-10')).toEqual([ids.b]);
    expect(await customIds('?from=2026-03-09&to=2026-03-09')).toEqual([ids.a]);
    expect(await customIds('?from=2026-03-11')).toEqual([ids.f, ids.d, ids.c]);
    expect(await customIds('?from=2026-01-01&to=2026-03-09')).toEqual([ids.a, ids.e]);
  });

  it("searches the customer's name, e-mail, NIT and business name as the document recorded them", async () => {
    for (const term of ['pedro', 'COMPRAS@norte', '811222', 'cámaras del norte'])
      expect(await customIds(`?customer=${encodeURIComponent(term)}`)).toEqual([ids.b]);
    expect(await customIds('?customer=laura&from=2026-03-01')).toEqual([
      ids.f,
      ids.d,
      ids.c,
      ids.a,
    ]);
    expect(await customIds(`?customer=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('orders by a chosen column either way, the newest first among equals', async () => {
    const march = '?from=2026-03-01';
    expect(await customIds(`${march}&sort=total&order=desc`)).toEqual(
      ['b', 'f', 'd', 'c', 'a'].map((k) => ids[k]),
    );
    expect(await customIds(`${march}&sort=total`)).toEqual(
      ['f', 'd', 'c', 'a', 'b'].map((k) => ids[k]),
    );
    // 'Cámaras del Norte' runs before 'Redes Andinas' by the business name the list shows.
    expect((await customIds(`${march}&sort=customer`))[0]).toBe(ids.b);
    expect((await customIds(`${march}&sort=customer&order=desc`)).at(-1)).toBe(ids.b);
    expect(await customIds(`${march}&sort=createdAt`)).toEqual(
      ['a', 'b', 'c', 'd', 'f'].map((k) => ids[k]),
    );
    expect(await customIds('?type=quote&sort=status')).toEqual([ids.c, ids.e, ids.a]);
  });

  it.each([
    ['?sort=password', SORT_MESSAGES.key],
    ['?sort=total&order=sideways', SORT_MESSAGES.order],
    ['?from=2026-02-30', 'La fecha debe tener el formato AAAA-MM-DD.'],
    ['?to=10-03-2026', 'La fecha debe tener el formato AAAA-MM-DD.'],
    ['?from=2026-03-11&to=2026-03-10', 'La fecha inicial debe ser anterior o igual a la final.'],
    ['?status=LOST', 'El estado no es válido.'],
    ['?type=invoice', 'El tipo debe ser quote u order.'],
  ])('refuses %s with a message', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/history${query}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
