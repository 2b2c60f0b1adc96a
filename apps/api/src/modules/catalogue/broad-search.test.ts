import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { COUNT_CAP } from './service';

// A term with more matches than the count cap: counted up to it, ranked over a bounded set, and
// still with the exact model first.
let t: TestApp;
const MATCHES = COUNT_CAP + 150;

beforeAll(async () => {
  t = await buildTestApp();
  const brand = await createBrand(t.app.db, 'Genérica');
  const category = await createCategory(t.app.db, 'Accesorios');
  await createProducts(
    t.app.db,
    Array.from({ length: MATCHES }, (_, i) => ({
      name: `Kit de conectores ${String(i).padStart(4, '0')}`,
      model: `KC-${i}`,
      brandId: brand.id,
      categoryId: category.id,
    })),
  );
  // Written last, so the search index yields it after the first thousand matches.
  await createProducts(t.app.db, [
    { name: 'Herramienta de ponchado', model: 'KIT', brandId: brand.id, categoryId: category.id },
  ]);
});
afterAll(() => t?.close());

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/products?${query}` }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      total: number;
      totalPages: number;
      totalCapped?: true;
      products: { model: string }[];
    };
  });

it('counts a broad search up to the cap, says so, and pages through what it counted', async () => {
  const first = await list('searchTerm=kit&offset=0&limit=20');
  expect(first).toMatchObject({ total: COUNT_CAP, totalPages: COUNT_CAP / 20, totalCapped: true });
  expect(first.products).toHaveLength(20);
  const last = await list(`searchTerm=kit&offset=${COUNT_CAP / 20 - 1}&limit=20`);
  expect(last.products).toHaveLength(20);
  // A narrow search is counted exactly, without the flag.
  const narrow = await list('searchTerm=ponchado&offset=0&limit=20');
  expect(narrow.total).toBe(1);
  expect(narrow.totalCapped).toBeUndefined();
});

it('ranks the exact model first even when the search index yields it last', async () => {
  const first = await list('searchTerm=KIT&offset=0&limit=20');
  expect(first.products[0]!.model).toBe('KIT');
});

it('counts listings by brand or category exactly, however many', async () => {
  const all = await list('offset=0&limit=20');
  expect(all.total).toBe(MATCHES + 1);
  expect(all.totalCapped).toBeUndefined();
});
