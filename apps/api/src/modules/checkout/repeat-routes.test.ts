import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createUser, login } from '../../../test/factories';

let t: TestApp;
let owner: string;
let other: string;
let order: { id: number };
const id: Record<string, number> = {};

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
    {
      name: 'Switch Lite 8',
      model: 'USW-8',
      brandId: brand.id,
      categoryId: category.id,
      price: 600_000,
      stock: 10,
    },
  ]);
  for (const p of await db.select().from(products)) id[p.model] = p.id;
  owner = await login(t.app, await createUser(db));
  other = await login(t.app, await createUser(db));
  await t.app.inject(
    json(
      'PATCH',
      '/api/shopping-cart/add',
      {
        items: [
          { productId: id['U6-LITE']!, quantity: 3 },
          { productId: id['USW-8']!, quantity: 2 },
        ],
      },
      bearer(owner),
    ),
  );
  const placed = await t.app.inject(
    json('POST', '/api/order', { payMethod: 'BANK_TRANSFER' }, bearer(owner)),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.json();
});
afterAll(() => t?.close());

const repeat = (orderId: number, token?: string) =>
  t.app.inject(
    json('POST', `/api/orders/${orderId}/repeat`, undefined, token ? bearer(token) : {}),
  );

describe('POST /api/orders/:id/repeat', () => {
  it("refills the owner's emptied cart with the order's products at today's prices", async () => {
    await t.app.db.update(products).set({ price: 500_000 }).where(eq(products.id, id['U6-LITE']!));
    const res = await repeat(order.id, owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.unknown).toEqual([]);
    expect(body.unavailable).toEqual([]);
    const lines = new Map(
      body.items.map((i: { id: number; quantity: number; price: number }) => [i.id, i]),
    );
    expect(lines.get(id['U6-LITE'])).toMatchObject({ quantity: 3 });
    expect(lines.get(id['USW-8'])).toMatchObject({ quantity: 2 });
    // Today's price, not the order's: the base price rose after the order was placed.
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(owner) })
    ).json();
    const ordered = detail.lines.find((l: { name: string }) => l.name === 'Access point U6');
    const repeated = lines.get(id['U6-LITE']) as { price: number };
    expect(repeated.price).toBeGreaterThan(ordered.unitPrice);
    expect(repeated.price * 450_000).toBe(ordered.unitPrice * 500_000);
    await t.app.db.update(products).set({ price: 450_000 }).where(eq(products.id, id['U6-LITE']!));
  });

  it('reports a product withdrawn since, and adds the rest', async () => {
    const buyer = await login(t.app, await createUser(t.app.db));
    await t.app.db.update(products).set({ available: false }).where(eq(products.id, id['USW-8']!));
    try {
      // The same order is the owner's: another customer cannot repeat it.
      expect((await repeat(order.id, buyer)).statusCode).toBe(404);
      const res = await repeat(order.id, owner);
      expect(res.statusCode).toBe(200);
      expect(res.json().unavailable).toEqual([
        expect.objectContaining({
          name: 'Switch Lite 8',
          reason: 'Switch Lite 8 no está disponible para la venta.',
        }),
      ]);
    } finally {
      await t.app.db.update(products).set({ available: true }).where(eq(products.id, id['USW-8']!));
    }
  });

  it("answers 404 for another customer's order or one that does not exist, and 401 signed out", async () => {
    expect((await repeat(order.id, other)).statusCode).toBe(404);
    expect((await repeat(999_999, owner)).statusCode).toBe(404);
    expect((await repeat(order.id)).statusCode).toBe(401);
  });
});
