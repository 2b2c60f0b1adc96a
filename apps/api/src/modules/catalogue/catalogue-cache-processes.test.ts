import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectPostgres, type Database } from '../../db/client';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createStaff, createUser, login } from '../../../test/factories';

// The production shape of README: two shop processes on one PostgreSQL and one Redis. A write
// through one must reach the cached answers of the other.
const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl && process.env.DATABASE_URL)('two shop processes', () => {
  let a: TestApp;
  let other: Database;
  let b: FastifyInstance;
  let productId: number;

  beforeAll(async () => {
    a = await buildTestApp({ redisUrl });
    other = connectPostgres(a.databaseUrl!);
    b = await buildApp({
      db: other.db,
      dataDir: a.dataDir,
      jwtSecret: 'another-process-secret-long-enough-for-hs256-0000',
      webRoot: join(a.dataDir, 'no-web'),
      redisUrl,
    });
    await b.ready();
    const brand = await createBrand(a.app.db, 'MikroTik');
    const category = await createCategory(a.app.db, 'Redes');
    await createProducts(a.app.db, [
      { name: 'Router hEX', model: 'RB750Gr3', brandId: brand.id, categoryId: category.id },
    ]);
    productId = (await a.app.inject({ method: 'GET', url: '/api/products' })).json().products[0]
      .id as number;
  });
  afterAll(async () => {
    await b?.close();
    await other?.close();
    await a?.close();
  });

  it('shows a price changed through one process in the other', async () => {
    const customer = await createUser(a.app.db, { clientType: 'DISTRIBUTOR' });
    const onA = bearer(await login(a.app, customer));
    const onB = bearer(await login(b, customer));
    const admin = bearer(await login(a.app, await createStaff(a.app.db, ['ADMIN_PRODUCTS'])));
    const priceOn = async (app: FastifyInstance, headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: `/api/products/${productId}`, headers })).json()
        .price as number;
    const before = await priceOn(b, onB);
    expect(await priceOn(a.app, onA)).toBe(before);

    const patched = await a.app.inject(
      json('PATCH', `/api/products/${productId}`, { price: 777_000 }, admin),
    );
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await priceOn(a.app, onA);
    expect(after).not.toBe(before);
    // The other process hears of the write on Redis's channel a moment later.
    let seen = before;
    for (let i = 0; i < 50 && seen !== after; i++) {
      seen = await priceOn(b, onB);
      if (seen !== after) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(after);
  });
});
