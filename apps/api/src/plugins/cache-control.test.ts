import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { PERMISSIONS } from '@shop/shared';
import { createBrand, createCategory, createProducts } from '../../test/catalogue-factories';
import { createStaff, login } from '../../test/factories';
import { routeTable, type Operation } from '../../test/route-table';

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  t = await buildTestApp();
  operations = await routeTable(t.app);
});
afterAll(() => t?.close());

const send = (op: Operation, headers: Record<string, string>) =>
  t.app.inject({
    method: op.method as 'GET',
    url: op.url,
    headers: { 'x-requested-with': 'fetch', ...headers },
    ...(op.method === 'GET' ? {} : { payload: {} }),
  });

describe('caching of API answers', () => {
  it('covers the whole route table', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('marks every answer private and no-store unless it is the same for everyone', async () => {
    // Every permission, so answers that differ for staff (prices, the full config) differ here.
    const user = await createStaff(t.app.db, [...PERMISSIONS]);
    const brand = await createBrand(t.app.db, 'Ubiquiti');
    const category = await createCategory(t.app.db, 'Redes');
    await createProducts(t.app.db, [
      { name: 'Punto de acceso', model: 'U6-LR', brandId: brand.id, categoryId: category.id },
    ]);
    const wrong: string[] = [];
    for (const op of operations) {
      // A fresh session per operation: sign-out or a password change must not spoil the next one.
      const signedIn = await send(op, bearer(await login(t.app, user)));
      const anonymous = await send(op, {});
      for (const [who, res] of [
        ['signed in', signedIn],
        ['anonymous', anonymous],
      ] as const) {
        const cache = String(res.headers['cache-control'] ?? '');
        const vary = String(res.headers.vary ?? '');
        if (cache === 'private, no-store' && /Cookie/.test(vary) && /Authorization/.test(vary))
          continue;
        // Anything cacheable must not depend on who asks…
        const sameForAll =
          op.method === 'GET' &&
          signedIn.statusCode === anonymous.statusCode &&
          signedIn.body === anonymous.body &&
          !/private/.test(cache);
        // …or be the anonymous answer, varying with the session headers, beside a private one.
        const publicForAnonymousOnly =
          op.method === 'GET' &&
          who === 'anonymous' &&
          /^public/.test(cache) &&
          /Cookie/.test(vary) &&
          /Authorization/.test(vary) &&
          String(signedIn.headers['cache-control']) === 'private, no-store';
        if (!sameForAll && !publicForAnonymousOnly)
          wrong.push(`${op.method} ${op.path} (${who}): "${cache}" vary "${vary}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the catalogue of municipalities be cached by anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/municipalities' });
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.headers.vary ?? '').not.toMatch(/Cookie/);
  });
});
