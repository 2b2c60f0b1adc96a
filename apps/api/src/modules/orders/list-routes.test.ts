import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createUser, login } from '../../../test/factories';

// The quote and order lists follow the one paging contract: offset is the page index.
let t: TestApp;
let token: string;
let emptyToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const brand = await createBrand(db, 'Ubiquiti');
  const category = await createCategory(db, 'Redes');
  await createProducts(db, [
    { name: 'Access point U6', model: 'U6-LITE', brandId: brand.id, categoryId: category.id },
  ]);
  const [product] = await db.select({ id: products.id }).from(products);
  token = await login(t.app, await createUser(db));
  emptyToken = await login(t.app, await createUser(db));
  await t.app.inject(
    json(
      'PATCH',
      '/api/shopping-cart/add',
      { items: [{ productId: product!.id, quantity: 1 }] },
      bearer(token),
    ),
  );
  for (let n = 0; n < 12; n++) await t.app.inject(json('POST', '/api/quote', {}, bearer(token)));
});
afterAll(() => t?.close());

const list = (query: string, as = token) =>
  t.app.inject({ method: 'GET', url: `/api/quote${query}`, headers: bearer(as) });

describe('GET /api/quote paging', () => {
  it('answers the server default of 10 per page, newest first', async () => {
    const first = (await list('')).json();
    expect(first.quotes).toHaveLength(10);
    expect(first.totalPages).toBe(2);
    expect(first.quotes[0].customId > first.quotes[9].customId).toBe(true);
  });

  it('reads offset as the page index: offset=1 is the second page', async () => {
    const second = (await list('?offset=1')).json();
    expect(second.quotes).toHaveLength(2);
    expect(second.totalPages).toBe(2);
    const third = (await list('?offset=2&limit=5')).json();
    expect(third).toMatchObject({ totalPages: 3 });
    expect(third.quotes).toHaveLength(2);
  });

  it('answers no quotes and the real page count past the last page', async () => {
    const res = await list('?offset=7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ quotes: [], totalPages: 2 });
  });

  it('answers no pages for a customer without quotes', async () => {
    expect((await list('', emptyToken)).json()).toEqual({ quotes: [], totalPages: 0 });
  });

  it.each([
    ['?limit=0', 'El límite debe estar entre 1 y 100.'],
    ['?limit=101', 'El límite debe estar entre 1 y 100.'],
    ['?offset=-1', 'La página debe ser 1 o mayor.'],
    ['?offset=uno', 'La página debe ser un número entero.'],
  ])('refuses %s with a message a person can act on', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/order paging', () => {
  it('answers no pages without orders, and bounds the page size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/order', headers: bearer(token) });
    expect(res.json()).toEqual({ orders: [], totalPages: 0 });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/order?limit=500',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El límite debe estar entre 1 y 100.');
  });
});
