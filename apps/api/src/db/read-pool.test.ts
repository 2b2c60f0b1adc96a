import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createBrand, createCategory, createProducts } from '../../test/catalogue-factories';
import { createUser, login } from '../../test/factories';
import { until } from '../../test/until';
import { POOL_SIZE } from './client';
import { products } from './schema';

const HOLD_KEY = 16_016;
/** Far longer than these reads take on an idle database: by then an unanswered read is queued. */
const PATIENCE_MS = 3_000;

const sleep = (ms: number) => new Promise<'queued'>((r) => setTimeout(() => r('queued'), ms));

/**
 * Every connection of the shop's write pool busy, as when commits wait for one slow WAL flush (the
 * soak saw flushes of up to 565 ms on this VM's disk): another connection holds an advisory lock
 * that POOL_SIZE statements on the pool wait for, until release() is called.
 */
async function holdWritePool(t: TestApp) {
  const holder = new pg.Client({ connectionString: t.databaseUrl });
  await holder.connect();
  await holder.query('select pg_advisory_lock($1)', [HOLD_KEY]);
  // Drizzle runs a query when it is awaited: each one is awaited at once, in flight together.
  const waiting = Array.from({ length: POOL_SIZE }, async () => {
    await t.database.db.execute(sql`select pg_advisory_xact_lock(${HOLD_KEY})`);
  });
  const database = new URL(t.databaseUrl!).pathname.slice(1);
  await until(async () => {
    const { rows } = await holder.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = $1 and wait_event_type = 'Lock' and wait_event = 'advisory'`,
      [database],
    );
    return rows[0]!.n === POOL_SIZE;
  }, 'every write connection to wait for the lock');
  return async () => {
    await holder.query('select pg_advisory_unlock($1)', [HOLD_KEY]);
    await Promise.all(waiting);
    await holder.end();
  };
}

/**
 * A product page and a signed-in customer's priced listing, both first reads (no cached answer),
 * and the categories, brands and contents every drawn page reads; 'queued' when they had not all
 * answered after PATIENCE_MS.
 */
async function readCatalogue(t: TestApp) {
  const customer = await createUser(t.database.db, { clientType: 'DISTRIBUTOR' });
  const token = await login(t.app, customer);
  const brand = await createBrand(t.database.db, 'Hikvision');
  const category = await createCategory(t.database.db, 'Cámaras');
  await createProducts(t.database.db, [
    { name: 'Cámara domo IP', model: 'DS-2CD', brandId: brand.id, categoryId: category.id },
  ]);
  const [product] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.name, 'Cámara domo IP'));
  const release = await holdWritePool(t);
  try {
    const get = (url: string, headers = {}) => t.app.inject({ method: 'GET', url, headers });
    const reads = Promise.all([
      get(`/api/products/${product!.id}`),
      get('/api/products?offset=0&limit=20', bearer(token)),
      get('/api/category'),
      get('/api/brand'),
      get('/api/contents'),
    ]);
    return await Promise.race([reads, sleep(PATIENCE_MS)]);
  } finally {
    await release();
  }
}

describe.runIf(process.env.DATABASE_URL)('reads while commits hold the write pool', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers the catalogue, a signed-in customer and the storefront lists on connections of their own', async () => {
    t = await buildTestApp();
    const answered = await readCatalogue(t);

    expect(answered, 'the reads waited for the write pool').not.toBe('queued');
    const [page, listing, ...lists] = answered as Exclude<typeof answered, 'queued'>;
    expect(lists.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: 'Cámara domo IP' });
    expect(listing.statusCode).toBe(200);
    expect(listing.json().products.map((p: { name: string }) => p.name)).toContain(
      'Cámara domo IP',
    );
  });

  // The control: with the reads in the write pool (as before), the same hold queues them, so the
  // case above is not passing because the pool was never full.
  it('queues the same reads when they share the write pool', async () => {
    t = await buildTestApp({ readDb: undefined });
    expect(await readCatalogue(t)).toBe('queued');
  });
});
