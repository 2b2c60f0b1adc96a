import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_MESSAGES } from '@shop/shared';
import { auditLog, products } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createStaff, login } from '../../../test/factories';

/** The grid's filters, sort and bulk change (issue 34, item 10), on rows made for each case. */

let t: TestApp;
let staff: Record<string, string>;
let staffId: number;
const ids = { mikrotik: 0, ubiquiti: 0, redes: 0, routers: 0, seguridad: 0 };
/** Product ids by name. */
const product: Record<string, number> = {};

const get = (query: string) =>
  t.app.inject({ url: `/api/products/admin?limit=100&${query}`, headers: staff });
const names = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().products as { name: string }[]).map((p) => p.name);
};
const bulk = (payload: unknown, headers = staff) =>
  t.app.inject(json('PATCH', '/api/products/admin', payload, headers));

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const user = await createStaff(db, ['ADMIN_PRODUCTS']);
  staffId = user.id;
  staff = bearer(await login(t.app, user));
  ids.mikrotik = (await createBrand(db, 'MikroTik')).id;
  ids.ubiquiti = (await createBrand(db, 'Ubiquiti')).id;
  ids.redes = (await createCategory(db, 'Redes')).id;
  ids.routers = (await createCategory(db, 'Routers', ids.redes)).id;
  ids.seguridad = (await createCategory(db, 'Seguridad')).id;
  await createProducts(db, [
    // prettier-ignore
    { name: 'Router hEX', model: 'RB750', brandId: ids.mikrotik, categoryId: ids.redes, subcategoryId: ids.routers, price: 290_000, stock: 12, minimumStock: 2 },
    // prettier-ignore
    { name: 'Antena LiteBeam', model: 'LBE', brandId: ids.ubiquiti, categoryId: ids.redes, price: 450_000, stock: 0 },
    // prettier-ignore
    { name: 'Cámara G4', model: 'G4', brandId: ids.ubiquiti, categoryId: ids.seguridad, price: 120_000, stock: 3, minimumStock: 5 },
    // prettier-ignore
    { name: 'Switch CRS', model: 'CRS326', brandId: ids.mikrotik, categoryId: ids.redes, price: 900_000, stock: 7, available: false },
  ]);
  for (const row of await db.select({ id: products.id, name: products.name }).from(products))
    product[row.name] = row.id;
});
afterAll(() => t?.close());

describe('GET /api/products/admin, filters', () => {
  it('narrows by brand, by a category with its subcategories, by availability and by stock', async () => {
    expect(await names(`brand=${ids.ubiquiti}`)).toEqual(['Antena LiteBeam', 'Cámara G4']);
    expect(await names(`category=${ids.redes}`)).toEqual([
      'Antena LiteBeam',
      'Router hEX',
      'Switch CRS',
    ]);
    expect(await names(`category=${ids.routers}`)).toEqual(['Router hEX']);
    expect(await names('available=false')).toEqual(['Switch CRS']);
    expect(await names('stock=out')).toEqual(['Antena LiteBeam']);
    expect(await names('stock=low')).toEqual(['Antena LiteBeam', 'Cámara G4']);
    expect(await names('stock=in')).toEqual(['Cámara G4', 'Router hEX', 'Switch CRS']);
    expect(await names(`brand=${ids.mikrotik}&available=true`)).toEqual(['Router hEX']);
    const counted = (
      await t.app.inject({
        url: `/api/products/admin?brand=${ids.mikrotik}&limit=1`,
        headers: staff,
      })
    ).json();
    expect(counted).toMatchObject({ total: 2, totalPages: 2 });
  });

  it('refuses a malformed filter with a Spanish message', async () => {
    for (const query of ['brand=abc', 'available=si', 'stock=poco', 'category=-1']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toMatch(/[áéíóúñ]|debe/);
    }
  });
});

describe('GET /api/products/admin, sort', () => {
  it('orders by price, stock, SKU and brand either way, by name otherwise', async () => {
    expect(await names('sort=price')).toEqual([
      'Cámara G4',
      'Router hEX',
      'Antena LiteBeam',
      'Switch CRS',
    ]);
    expect(await names('sort=price&order=desc')).toEqual([
      'Switch CRS',
      'Antena LiteBeam',
      'Router hEX',
      'Cámara G4',
    ]);
    expect(await names('sort=stock&order=desc')).toEqual([
      'Router hEX',
      'Switch CRS',
      'Cámara G4',
      'Antena LiteBeam',
    ]);
    // Equal brands fall back to the name.
    expect(await names('sort=brand&order=desc')).toEqual([
      'Antena LiteBeam',
      'Cámara G4',
      'Router hEX',
      'Switch CRS',
    ]);
    expect(await names('sort=name&order=desc')).toEqual([
      'Switch CRS',
      'Router hEX',
      'Cámara G4',
      'Antena LiteBeam',
    ]);
    expect(await names('')).toEqual(['Antena LiteBeam', 'Cámara G4', 'Router hEX', 'Switch CRS']);
  });

  it('refuses a sort key outside the list and an unknown direction, with 400', async () => {
    const bad = await get('sort=passwordHash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: SORT_MESSAGES.key });
    const order = await get('sort=price&order=up');
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(SORT_MESSAGES.order);
  });
});

describe('PATCH /api/products/admin', () => {
  const auditOf = (id: number) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))));

  it('marks the selected products unavailable in one go, audits each and the storefront drops them', async () => {
    const chosen = [product['Cámara G4']!, product['Router hEX']!];
    const before = await t.app.inject({ url: '/api/products?limit=50' });
    expect(before.json().products.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining(chosen),
    );
    const res = await bulk({ ids: chosen, change: { available: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const stored = await t.app.db
      .select({ available: products.available })
      .from(products)
      .where(inArray(products.id, chosen));
    expect(stored).toEqual([{ available: false }, { available: false }]);
    for (const id of chosen) {
      expect(await auditOf(id)).toEqual([
        expect.objectContaining({
          action: 'update',
          actorUserId: staffId,
          before: { available: true },
          after: { available: false },
        }),
      ]);
    }
    // The catalogue cache moved on: the storefront's next answer no longer offers them.
    const after = await t.app.inject({ url: '/api/products?limit=50' });
    const offered = after.json().products.map((p: { id: number }) => p.id);
    for (const id of chosen) expect(offered).not.toContain(id);

    // Asked again, nothing changes and nothing more is audited.
    const again = await bulk({ ids: chosen, change: { available: false } });
    expect(again.json()).toEqual({ updated: 0 });
    expect(await auditOf(chosen[0]!)).toHaveLength(1);
    expect((await bulk({ ids: chosen, change: { available: true } })).json()).toEqual({
      updated: 2,
    });
  });

  it('moves the selected products to another category, which the category filter then finds', async () => {
    const chosen = [product['Antena LiteBeam']!, product['Switch CRS']!];
    const res = await bulk({ ids: chosen, change: { categories: [ids.seguridad] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect(await names(`category=${ids.seguridad}`)).toEqual([
      'Antena LiteBeam',
      'Cámara G4',
      'Switch CRS',
    ]);
    await bulk({ ids: chosen, change: { categories: [ids.redes] } });
  });

  it('changes nothing when one id is unknown or a category is invalid', async () => {
    const known = product['Router hEX']!;
    const unknown = await bulk({ ids: [known, 999_999], change: { available: false } });
    expect(unknown.statusCode).toBe(404);
    const invalid = await bulk({ ids: [known], change: { categories: [ids.routers] } });
    expect(invalid.statusCode).toBe(400);
    const [row] = await t.app.db
      .select({ available: products.available, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, known));
    expect(row).toEqual({ available: true, categoryId: ids.redes });
  });

  it('refuses an empty, repeated, oversized or double change with a Spanish message', async () => {
    const id = product['Router hEX']!;
    for (const payload of [
      { ids: [], change: { available: false } },
      { ids: [id, id], change: { available: false } },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), change: { available: false } },
      { ids: [id], change: {} },
      { ids: [id], change: { available: false, categories: [ids.redes] } },
      { ids: [id], change: { price: 1 } },
    ]) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 403 without ADMIN_PRODUCTS and 401 without a session, changing nothing', async () => {
    const other = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_CLIENTS'])));
    const id = product['Router hEX']!;
    expect((await bulk({ ids: [id], change: { available: false } }, other)).statusCode).toBe(403);
    expect((await bulk({ ids: [id], change: { available: false } }, {})).statusCode).toBe(401);
    const [row] = await t.app.db
      .select({ available: products.available })
      .from(products)
      .where(eq(products.id, id));
    expect(row!.available).toBe(true);
  });
});
