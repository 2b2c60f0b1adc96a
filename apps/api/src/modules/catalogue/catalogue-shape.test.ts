import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { categoryLevel, countInShape, type CatalogueShape } from './catalogue-shape';
import { createProductRepository, type ProductFilters } from './repository';

// The exact totals of brand and category listings come from the catalogue's shape, not from a
// count(*): they must be the count the WHERE of the same listing gives, for any filters.
let t: TestApp;
let shape: CatalogueShape;
const brandIds: number[] = [];
const brandNames = ['MikroTik', 'Ubiquiti', 'Hikvision'];
const categoryIds: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  for (const name of brandNames) brandIds.push((await createBrand(db, name)).id);
  const redes = (await createCategory(db, 'Redes')).id;
  const seguridad = (await createCategory(db, 'Seguridad')).id;
  const subs = [
    (await createCategory(db, 'Routers', redes)).id,
    (await createCategory(db, 'Switches', redes)).id,
    (await createCategory(db, 'Cámaras', seguridad)).id,
  ];
  categoryIds.push(redes, seguridad, ...subs, 999_999);
  const inputs = Array.from({ length: 60 }, (_, i) => {
    const sub = subs[i % 3]!;
    return {
      name: `Producto ${i}`,
      model: `M-${i}`,
      brandId: brandIds[i % brandIds.length]!,
      categoryId: sub === subs[2] ? seguridad : redes,
      subcategoryId: i % 5 === 0 ? null : sub,
      available: i % 7 !== 0,
    };
  });
  await createProducts(db, inputs);
  shape = await createProductRepository(db).shape();
});
afterAll(() => t?.close());

it('counts any brand and category listing exactly as its SQL does', async () => {
  const repo = createProductRepository(t.app.db);
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
  await fc.assert(
    fc.asyncProperty(
      maybe(fc.constantFrom(...brandIds)),
      maybe(fc.constantFrom(...categoryIds)),
      maybe(
        fc.subarray(
          brandNames.map((n) => n.toUpperCase()),
          { minLength: 1 },
        ),
      ),
      maybe(fc.subarray(categoryIds, { minLength: 1 })),
      async (brandId, categoryId, names, ids) => {
        const level = categoryId ? categoryLevel(shape, categoryId) : undefined;
        // A category no available product is in: the service answers an empty page before counting.
        fc.pre(!categoryId || !!level);
        const filters: ProductFilters = {
          brandId,
          category: categoryId ? { id: categoryId, level: level! } : undefined,
          brandNames: names,
          categoryIds: ids,
        };
        const expected = await repo.countUpTo(filters, 1_000_000);
        expect(countInShape(shape, filters)).toBe(expected);
      },
    ),
    { numRuns: 60 },
  );
});

it('knows a category by the column products hold it in', () => {
  const [redes, , routers, , , unknown] = categoryIds;
  expect(categoryLevel(shape, redes!)).toBe(1);
  expect(categoryLevel(shape, routers!)).toBe(2);
  expect(categoryLevel(shape, unknown!)).toBeUndefined();
});
