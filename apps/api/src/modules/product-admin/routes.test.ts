import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ivaMismatchMessage,
  PRODUCT_ADMIN_MESSAGES,
  PRODUCT_INPUT_MESSAGES,
  type ProductCreateInput,
} from '@shop/shared';
import { auditLog, cartItems, products } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory } from '../../../test/catalogue-factories';
import { insertOrder, insertQuote } from '../../../test/document-factories';
import { createStaff, createUser, login } from '../../../test/factories';
import { quoteLines } from '../../db/schema';

let t: TestApp;
let staff: Record<string, string>;
let staffId: number;
const ids = { brand: 0, redes: 0, routers: 0, seguridad: 0, camaras: 0 };
let sequence = 0;

const valid = (o: Partial<ProductCreateInput> = {}): ProductCreateInput => ({
  name: 'Router hEX 5 puertos',
  model: 'RB750Gr3',
  sku: `ADM-${++sequence}`,
  price: 289_900,
  vat: 0.19,
  stock: 12,
  description: '<p>Router de 5 puertos Gigabit</p>',
  caracteristics: ['5 puertos', 'PoE pasivo'],
  brand: ids.brand,
  categories: [ids.redes, ids.routers],
  images: { product_url: '/api/files/product/hex.webp', views_url: [] },
  ...o,
});

const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  t.app.inject(json(method, url, payload, staff));

async function create(o: Partial<ProductCreateInput> = {}) {
  const res = await send('POST', '/api/products', valid(o));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; sku: string };
}

const auditOf = (id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))));

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const user = await createStaff(db, ['ADMIN_PRODUCTS']);
  staffId = user.id;
  staff = bearer(await login(t.app, user));
  ids.brand = (await createBrand(db, 'MikroTik')).id;
  ids.redes = (await createCategory(db, 'Redes')).id;
  ids.routers = (await createCategory(db, 'Routers', ids.redes)).id;
  ids.seguridad = (await createCategory(db, 'Seguridad')).id;
  ids.camaras = (await createCategory(db, 'Cámaras IP', ids.seguridad)).id;
});
afterAll(() => t?.close());

describe('POST /api/products', () => {
  it('creates the product, forces system to the name and records the creation', async () => {
    const res = await send('POST', '/api/products', { ...valid({ sku: 'HEX-1' }), system: 'otro' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Router hEX 5 puertos',
      system: 'Router hEX 5 puertos',
      sku: 'HEX-1',
      price: 289_900,
      minimumStock: 0,
      available: true,
      brand: ids.brand,
      brandName: 'MikroTik',
      categories: [ids.redes, ids.routers],
      categoryNames: ['Redes', 'Routers'],
    });
    const [entry] = await auditOf(body.id);
    expect(entry).toMatchObject({ action: 'create', actorUserId: staffId, before: null });
    expect(entry!.after).toMatchObject({ sku: 'HEX-1', price: 289_900, stock: 12 });
    // The storefront finds it by its model right away.
    const found = await t.app.inject({ url: '/api/products?searchTerm=rb750gr3' });
    expect(found.json().products.map((p: { id: number }) => p.id)).toContain(body.id);
  });

  it.each([
    'name',
    'model',
    'sku',
    'price',
    'vat',
    'stock',
    'description',
    'caracteristics',
    'brand',
    'categories',
  ] as const)('refuses a product without %s with the incomplete-form message', async (field) => {
    const body: Record<string, unknown> = valid();
    delete body[field];
    const res = await send('POST', '/api/products', body);
    expect(res.statusCode).toBe(400);
    const messages = [
      res.json().message,
      ...res.json().issues.map((i: { message: string }) => i.message),
    ];
    expect(messages).toContain(PRODUCT_INPUT_MESSAGES.incomplete);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('refuses empty characteristics and a description of only tags', async () => {
    for (const o of [{ caracteristics: [] }, { description: '<p> </p>' }]) {
      const res = await send('POST', '/api/products', valid(o));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PRODUCT_INPUT_MESSAGES.incomplete);
    }
  });

  it('refuses a level-2 category of another parent, a level 2 first and an unknown category', async () => {
    for (const categories of [
      [ids.redes, ids.camaras],
      [ids.routers],
      [ids.redes, ids.seguridad],
      [999_999],
    ]) {
      const res = await send('POST', '/api/products', valid({ categories }));
      expect(res.statusCode, JSON.stringify(categories)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: PRODUCT_INPUT_MESSAGES.categories,
        issues: [{ path: 'categories', message: PRODUCT_INPUT_MESSAGES.categories }],
      });
    }
  });

  it('accepts a level-1 category alone', async () => {
    const { id } = await create({ categories: [ids.seguridad] });
    expect((await send('GET', `/api/products/${id}/admin`)).json().categories).toEqual([
      ids.seguridad,
    ]);
  });

  it('refuses an unknown brand', async () => {
    const res = await send('POST', '/api/products', valid({ brand: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: PRODUCT_ADMIN_MESSAGES.unknownBrand,
      issues: [{ path: 'brand' }],
    });
  });

  it('answers 409 naming the SKU when it is taken, also for two creations at once', async () => {
    await create({ sku: 'DUP-1' });
    const res = await send('POST', '/api/products', valid({ sku: 'DUP-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SKU_TAKEN' });
    expect(res.json().message).toContain('DUP-1');
    const both = await Promise.all([
      send('POST', '/api/products', valid({ sku: 'RACE-1' })),
      send('POST', '/api/products', valid({ sku: 'RACE-1' })),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('takes a SKU as one code whatever its case, naming the stored spelling, also at once', async () => {
    await create({ sku: 'REV-1' });
    const res = await send('POST', '/api/products', valid({ sku: 'rev-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SKU_TAKEN' });
    expect(res.json().message).toContain('«REV-1»');
    const other = await create();
    const patched = await send('PATCH', `/api/products/${other.id}`, { sku: 'rev-1' });
    expect(patched.statusCode).toBe(409);
    expect(patched.json()).toMatchObject({ code: 'SKU_TAKEN' });
    expect(patched.json().message).toContain('«REV-1»');
    // A product may change the case of its own SKU.
    const own = await send('PATCH', `/api/products/${other.id}`, { sku: other.sku.toLowerCase() });
    expect(own.statusCode, own.body).toBe(200);
    for (const [upper, lower] of [
      ['ABC', 'abc'],
      ['XYZ-9', 'xyz-9'],
      ['MIX-q', 'mix-Q'],
    ]) {
      const both = await Promise.all([
        send('POST', '/api/products', valid({ sku: upper })),
        send('POST', '/api/products', valid({ sku: lower })),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const lost = both.find((r) => r.statusCode === 409)!;
      const won = both.find((r) => r.statusCode === 201)!.json() as { sku: string };
      expect(lost.json()).toMatchObject({ code: 'SKU_TAKEN' });
      expect(lost.json().message).toContain(`«${won.sku}»`);
    }
  });

  it('stores the description sanitized', async () => {
    const { id } = await create({
      description: '<p>Hola</p><img src=x onerror=alert(1)><script>alert(2)</script>',
    });
    const [row] = await t.app.db
      .select({ description: products.description })
      .from(products)
      .where(eq(products.id, id));
    expect(row!.description).not.toMatch(/onerror|script|alert/);
    expect(row!.description).toContain('<p>Hola</p>');
  });

  it('refuses a description that sanitizing would leave empty, on create and on update', async () => {
    const empty = '<script>alert(1)</script><p> </p>';
    const created = await send(
      'POST',
      '/api/products',
      valid({ sku: 'VACIO-1', description: empty }),
    );
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      message: PRODUCT_INPUT_MESSAGES.incomplete,
      issues: [{ path: 'description' }],
    });
    const { id } = await create({ sku: 'VACIO-2' });
    const updated = await send('PATCH', `/api/products/${id}`, { description: empty });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().issues).toEqual([
      { path: 'description', message: PRODUCT_INPUT_MESSAGES.incomplete },
    ]);
  });
});

describe('PATCH /api/products/{id}', () => {
  it('answers the spec message when nothing differs', async () => {
    const { id } = await create();
    for (const body of [{}, { price: 289_900, stock: 12 }]) {
      const res = await send('PATCH', `/api/products/${id}`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'NO_CHANGES',
        message: 'No hubo cambios en el producto',
      });
    }
  });

  it('changes only the field sent and records it with before and after', async () => {
    const { id } = await create();
    const before = (await send('GET', `/api/products/${id}/admin`)).json();
    const res = await send('PATCH', `/api/products/${id}`, { price: 310_000, stock: 12 });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after).toEqual({ ...before, price: 310_000, updatedAt: expect.any(String) });
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(before.updatedAt).getTime(),
    );
    const entries = await auditOf(id);
    const update = entries.find((e) => e.action === 'update');
    expect(update).toMatchObject({
      actorUserId: staffId,
      before: { price: 289_900 },
      after: { price: 310_000 },
    });
    const trail = (await send('GET', `/api/products/${id}/audit`)).json();
    expect(trail.entries[0]).toMatchObject({ action: 'update', after: { price: 310_000 } });
  });

  it('searches by the new name and model after an edit', async () => {
    const { id } = await create();
    const res = await send('PATCH', `/api/products/${id}`, {
      name: 'Conmutador Zeta',
      model: 'CRS999',
    });
    expect(res.json()).toMatchObject({ name: 'Conmutador Zeta', system: 'Conmutador Zeta' });
    const found = await send('GET', '/api/products/admin?searchTerm=crs999');
    expect(found.json().products.map((p: { id: number }) => p.id)).toEqual([id]);
  });

  it('refuses a SKU of another product, bad categories and an unknown id', async () => {
    const a = await create();
    const b = await create();
    expect((await send('PATCH', `/api/products/${b.id}`, { sku: a.sku })).statusCode).toBe(409);
    const cats = await send('PATCH', `/api/products/${b.id}`, {
      categories: [ids.seguridad, ids.routers],
    });
    expect(cats.json().message).toBe(PRODUCT_INPUT_MESSAGES.categories);
    expect((await send('PATCH', '/api/products/999999', { price: 1 })).statusCode).toBe(404);
  });
});

describe('IVA class of a product', () => {
  const classOf = async (id: number) =>
    (
      await t.app.db
        .select({ vat: products.vat, ivaClass: products.ivaClass })
        .from(products)
        .where(eq(products.id, id))
    )[0];

  it('stores the nominal 19 % of a computer created by class alone, and every read carries the class', async () => {
    const { vat: _vat, ...noVat } = valid({ sku: 'LAP-1' });
    const res = await send('POST', '/api/products', { ...noVat, ivaClass: 'COMPUTER' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(res.json()).toMatchObject({ vat: 0.19, ivaClass: 'COMPUTER' });
    expect(await classOf(id)).toEqual({ vat: 0.19, ivaClass: 'COMPUTER' });
    const admin = (await send('GET', `/api/products/${id}/admin`)).json();
    expect(admin.ivaClass).toBe('COMPUTER');
    const grid = (await send('GET', '/api/products/admin?searchTerm=LAP-1')).json();
    expect(grid.products[0]).toMatchObject({ sku: 'LAP-1', ivaClass: 'COMPUTER' });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
    expect(detail).toMatchObject({ vat: 0.19, ivaClass: 'COMPUTER' });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/products?searchTerm=LAP-1' })
    ).json();
    expect(list.products[0]).toMatchObject({ id, ivaClass: 'COMPUTER' });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'create', after: { vat: 0.19, ivaClass: 'COMPUTER' } });
  });

  it.each([
    [0.19, 'GENERAL'],
    [0.05, 'REDUCED'],
    [0, 'EXCLUDED'],
  ] as const)('derives the class of a product created with vat %s alone: %s', async (vat, cls) => {
    const { id } = await create({ vat });
    expect(await classOf(id)).toEqual({ vat, ivaClass: cls });
  });

  it('refuses a class and a vat that disagree, naming both, and a rate Colombia does not have', async () => {
    const res = await send('POST', '/api/products', valid({ vat: 0.05, ivaClass: 'SMART_MOBILE' }));
    expect(res.statusCode).toBe(400);
    const message = ivaMismatchMessage('SMART_MOBILE', 0.05);
    expect(message).toContain('Celular inteligente o tableta');
    expect(message).toMatch(/19 %.*5 %/);
    expect(res.json().issues).toContainEqual({ path: 'ivaClass', message });
    const excluded = await send(
      'POST',
      '/api/products',
      valid({ vat: 0.19, ivaClass: 'EXCLUDED' }),
    );
    expect(excluded.statusCode).toBe(400);
    const odd = await send('POST', '/api/products', valid({ vat: 0.16 }));
    expect(odd.statusCode).toBe(400);
    expect(odd.json().issues).toContainEqual({ path: 'vat', message: PRODUCT_INPUT_MESSAGES.vat });
    const neither = await send('POST', '/api/products', { ...valid(), vat: undefined });
    expect(neither.statusCode).toBe(400);
    const { id } = await create();
    const patched = await send('PATCH', `/api/products/${id}`, { vat: 0, ivaClass: 'COMPUTER' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().issues).toContainEqual({
      path: 'ivaClass',
      message: ivaMismatchMessage('COMPUTER', 0),
    });
  });

  it('keeps a capped class when an update sends only its 19 %, and moves class and rate together', async () => {
    const { id } = await create({ ivaClass: 'SMART_MOBILE' });
    const same = await send('PATCH', `/api/products/${id}`, { vat: 0.19 });
    expect(same.statusCode).toBe(422);
    expect(await classOf(id)).toEqual({ vat: 0.19, ivaClass: 'SMART_MOBILE' });
    const withPrice = await send('PATCH', `/api/products/${id}`, { vat: 0.19, price: 1 });
    expect(withPrice.statusCode, withPrice.body).toBe(200);
    expect(withPrice.json()).toMatchObject({ vat: 0.19, ivaClass: 'SMART_MOBILE' });

    const excluded = await send('PATCH', `/api/products/${id}`, { vat: 0 });
    expect(excluded.json()).toMatchObject({ vat: 0, ivaClass: 'EXCLUDED' });
    const back = await send('PATCH', `/api/products/${id}`, { ivaClass: 'COMPUTER' });
    expect(back.json()).toMatchObject({ vat: 0.19, ivaClass: 'COMPUTER' });
    const general = await send('PATCH', `/api/products/${id}`, { ivaClass: 'GENERAL' });
    expect(general.json()).toMatchObject({ vat: 0.19, ivaClass: 'GENERAL' });

    const updates = (await auditOf(id)).filter((e) => e.action === 'update');
    expect(updates.map((e) => [e.before, e.after])).toContainEqual([
      { vat: 0, ivaClass: 'EXCLUDED' },
      { vat: 0.19, ivaClass: 'COMPUTER' },
    ]);
    expect(updates.map((e) => [e.before, e.after])).toContainEqual([
      { ivaClass: 'COMPUTER' },
      { ivaClass: 'GENERAL' },
    ]);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('deletes a product nobody uses and records what it was', async () => {
    const { id } = await create();
    expect((await send('DELETE', `/api/products/${id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/products/${id}/admin`)).statusCode).toBe(404);
    const entries = await auditOf(id);
    expect(entries.find((e) => e.action === 'delete')).toMatchObject({ after: null });
  });

  it('refuses a product in a cart, a quote or an order', async () => {
    const db = t.app.db;
    const customer = await createUser(db);
    const inCart = await create();
    await db.insert(cartItems).values({ userId: customer.id, productId: inCart.id, quantity: 1 });
    const inOrder = await create();
    await insertOrder(db, {
      userId: customer.id,
      createdAt: new Date(),
      lines: [{ productId: inOrder.id, quantity: 1 }],
    });
    const inQuote = await create();
    const quote = await insertQuote(db, { userId: customer.id, createdAt: new Date() });
    await db.insert(quoteLines).values({
      quoteId: quote.id,
      lineNo: 1,
      productId: inQuote.id,
      model: 'M',
      name: 'N',
      sku: inQuote.sku,
      unitPrice: 1000,
      vat: 0.19,
      quantity: 1,
      lineTotal: 1000,
    });
    for (const { id } of [inCart, inOrder, inQuote]) {
      const res = await send('DELETE', `/api/products/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'PRODUCT_IN_USE',
        message: PRODUCT_ADMIN_MESSAGES.inUse,
      });
      expect((await send('GET', `/api/products/${id}/admin`)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/products/admin', () => {
  it('lists unavailable products too, 40 per page, with base price and stock', async () => {
    const { id } = await create({ available: false, minimumStock: 3, sku: 'HIDDEN-1' });
    const res = await send('GET', '/api/products/admin?searchTerm=HIDDEN-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toEqual([
      expect.objectContaining({ id, available: false, price: 289_900, stock: 12, minimumStock: 3 }),
    ]);
    const all = (await send('GET', '/api/products/admin')).json();
    expect(all.products.length).toBeLessThanOrEqual(40);
    expect(all.totalPages).toBe(Math.ceil(all.total / 40));
    expect((await send('GET', '/api/products/admin?page=1')).statusCode).toBe(400);
  });
});
