import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import {
  createBrand,
  createCategory,
  createProducts,
  EXTRA_PERCENTAGES,
  setExtraPercentages,
} from '../../../test/catalogue-factories';
import { createStaff, createUser, login } from '../../../test/factories';

// The catalogue's cached answers (docs/performance.md): each write a shopper could see in them
// moves the catalogue version on, and no answer crosses from one kind of caller to another.
let t: TestApp;
let admin: Record<string, string>;
let distributor: Record<string, string>;
let integrator: Record<string, string>;
let productId: number;
let brandId: number;
let redes: number;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const listUrl = '/api/products?searchTerm=hex&offset=0&limit=20';
const summaryIn = (res: { json(): unknown }) =>
  (
    res.json() as {
      products: { id: number; price?: number; inStock: boolean; brand: { name: string } }[];
    }
  ).products.find((p) => p.id === productId)!;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  await setExtraPercentages(db, EXTRA_PERCENTAGES);
  admin = bearer(
    await login(t.app, await createStaff(db, ['ADMIN_PRODUCTS', 'ADMIN_BRANDS', 'ADMIN_CONFIG'])),
  );
  distributor = bearer(await login(t.app, await createUser(db, { clientType: 'DISTRIBUTOR' })));
  integrator = bearer(
    await login(t.app, await createUser(db, { clientType: 'SOLUTION_INTEGRATOR' })),
  );
  brandId = (await createBrand(db, 'MikroTik')).id;
  redes = (await createCategory(db, 'Redes')).id;
  const created = await t.app.inject(
    json(
      'POST',
      '/api/products',
      {
        name: 'Router hEX 5 puertos',
        model: 'RB750Gr3',
        sku: 'CACHE-1',
        price: 100_000,
        vat: 0.19,
        stock: 3,
        description: '<p>Router</p>',
        caracteristics: ['5 puertos'],
        brand: brandId,
        categories: [redes],
        images: { product_url: '/api/files/product/hex.webp', views_url: [] },
      },
      admin,
    ),
  );
  expect(created.statusCode, created.body).toBe(201);
  productId = (created.json() as { id: number }).id;
});
afterAll(() => t?.close());

describe('cached catalogue answers', () => {
  it('show a product write at once: the next list and detail carry the new price and stock', async () => {
    const before = summaryIn(await get(listUrl, distributor));
    expect(before).toMatchObject({ price: 108_000, inStock: true });
    // Asked twice, so the second answer comes from the cache before the write.
    expect(summaryIn(await get(listUrl, distributor))).toEqual(before);
    expect((await get(`/api/products/${productId}`, distributor)).json()).toMatchObject({
      price: 108_000,
    });

    const patched = await t.app.inject(
      json('PATCH', `/api/products/${productId}`, { price: 200_000, stock: 0 }, admin),
    );
    expect(patched.statusCode, patched.body).toBe(200);

    expect(summaryIn(await get(listUrl, distributor))).toMatchObject({
      price: 216_000,
      inStock: false,
    });
    expect((await get(`/api/products/${productId}`, distributor)).json()).toMatchObject({
      price: 216_000,
      inStock: false,
    });
    // The anonymous answer moved on too, without a price.
    expect(summaryIn(await get(listUrl))).toMatchObject({ inStock: false });
  });

  it('keep their answers through an order that leaves units, and drop them when one takes the last', async () => {
    const db = t.app.db;
    await createProducts(db, [
      {
        name: 'Switch de caché',
        model: 'SW-CACHE',
        brandId,
        categoryId: redes,
        price: 300_000,
        stock: 2,
      },
    ]);
    const [product] = await db.select().from(products).where(eq(products.model, 'SW-CACHE'));
    const url = `/api/products/${product!.id}`;
    expect((await get(url)).json()).toMatchObject({ name: 'Switch de caché', inStock: true });
    // Written past the routes, so only a bump can bring it into the answers.
    await db
      .update(products)
      .set({ name: 'Switch renombrado' })
      .where(eq(products.id, product!.id));
    const buyOne = async () => {
      const items = [{ productId: product!.id, quantity: 1 }];
      const added = await t.app.inject(
        json('PATCH', '/api/shopping-cart/add', { items }, distributor),
      );
      expect(added.statusCode, added.body).toBe(200);
      const ordered = await t.app.inject(
        json('POST', '/api/order', { payMethod: 'BANK_TRANSFER' }, distributor),
      );
      expect(ordered.statusCode, ordered.body).toBe(201);
    };

    await buyOne();
    expect((await get(url)).json()).toMatchObject({ name: 'Switch de caché', inStock: true });
    await buyOne();
    expect((await get(url)).json()).toMatchObject({ name: 'Switch renombrado', inStock: false });
  });

  it('show a brand rename and a change of the client type percentages', async () => {
    await get(listUrl, distributor);
    const renamed = await t.app.inject(
      json('PATCH', `/api/brand/${brandId}`, { name: 'MikroTik Latvia' }, admin),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(summaryIn(await get(listUrl, distributor)).brand.name).toBe('MikroTik Latvia');

    const config = await t.app.inject({ method: 'GET', url: '/api/config', headers: admin });
    const extraPercentage = {
      ...(config.json() as { extraPercentage: Record<string, number> }).extraPercentage,
      DISTRIBUTOR: 0.5,
    };
    const saved = await t.app.inject(
      json('PATCH', '/api/config', { id: 1, configData: { extraPercentage } }, admin),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(summaryIn(await get(listUrl, distributor)).price).toBe(300_000);
  });

  it('never hands one kind of caller the answer of another', async () => {
    // Each order of asking: a signed-in answer first, then anonymous, then another client type.
    for (const url of [listUrl, `/api/products/${productId}`]) {
      const signedIn = await get(url, distributor);
      const anonymous = await get(url);
      const otherType = await get(url, integrator);
      const again = await get(url, distributor);
      expect(signedIn.body).toContain('"price"');
      expect(anonymous.body).not.toContain('"price"');
      expect(otherType.body).toContain('"price"');
      expect(again.body).toBe(signedIn.body);
      expect(otherType.body).not.toBe(signedIn.body);
    }
  });

  it('lets anyone cache the anonymous answer by its ETag, and nobody the signed-in one', async () => {
    const anonymous = await get(listUrl);
    expect(anonymous.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(anonymous.headers.vary).toMatch(/Cookie/);
    expect(anonymous.headers.vary).toMatch(/Authorization/);
    const etag = String(anonymous.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await get(listUrl, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const signedIn = await get(listUrl, distributor);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
    // A signed-in caller holding the anonymous ETag still gets its own priced answer.
    const withTag = await get(listUrl, { ...distributor, 'if-none-match': etag });
    expect(withTag.statusCode).toBe(200);
    expect(withTag.body).toContain('"price"');
  });

  it('sends the cached body compressed as asked, the same JSON once decoded', async () => {
    const plain = await get(listUrl);
    const br = await get(listUrl, { 'accept-encoding': 'br' });
    const gzip = await get(listUrl, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [res, encoding] of [
      [br, 'br'],
      [gzip, 'gzip'],
    ] as const) {
      if (plain.body.length < 1024) break;
      expect(res.headers['content-encoding']).toBe(encoding);
      const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
      const decoded = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload);
      expect(decoded.toString()).toBe(plain.body);
    }
  });
});
