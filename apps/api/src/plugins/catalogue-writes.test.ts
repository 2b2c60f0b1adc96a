import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { routeTable } from '../../test/route-table';
import { catalogueWritesPlugin } from './catalogue-writes';

/**
 * The writes after which the catalogue's cached answers must go: products and their stock, orders
 * (which take stock; a status change can give it back), the names every card shows, and what
 * prices a product (client-type percentages, the seller, the dated tax rules).
 */
const CHANGES_THE_CATALOGUE = [
  'POST /api/products',
  'PATCH /api/products/:id',
  'PATCH /api/products/admin',
  'DELETE /api/products/:id',
  'POST /api/products/upload',
  'POST /api/order',
  'POST /api/convert-quote',
  'PATCH /api/order/:id',
  'POST /api/brand',
  'PATCH /api/brand/:id',
  'DELETE /api/brand/:id',
  'POST /api/category',
  'PATCH /api/category/:id',
  'DELETE /api/category/:id',
  'PATCH /api/config',
  'PUT /api/tax-rules',
].sort();

describe('the API', () => {
  let t: TestApp;
  let writes: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    writes = (await routeTable(t.app))
      .filter((op) => op.method !== 'GET')
      .map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`);
  });
  afterAll(() => t?.close());

  it('declares for every write whether it changes the catalogue', () => {
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((w) => !t.app.catalogueEffects.has(w))).toEqual([]);
  });

  it('drops the cached answers after exactly the writes that change what they show', () => {
    const changing = [...t.app.catalogueEffects].filter(([, effect]) => effect === 'changes');
    expect(changing.map(([write]) => write).sort()).toEqual(CHANGES_THE_CATALOGUE);
  });
});

it('refuses to start with a write that does not say what it does to the catalogue', async () => {
  const app = Fastify();
  await app.register(catalogueWritesPlugin, { bump: async () => {} });
  void app.register(async (api) => {
    api.get('/read', async () => 'ok');
    api.post('/declared', { config: { catalogue: 'untouched' } }, async () => 'ok');
    api.post('/forgotten', async () => 'ok');
  });
  await expect(app.ready()).rejects.toThrow(/POST \/forgotten: declare config.catalogue/);
  expect([...app.catalogueEffects]).toEqual([['POST /declared', 'untouched']]);
});
