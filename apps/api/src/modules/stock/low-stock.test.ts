import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LowStockList } from '@shop/shared';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createStaff, login } from '../../../test/factories';

let t: TestApp;
let stockAdmin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const mikrotik = await createBrand(db, 'MikroTik');
  const ubiquiti = await createBrand(db, 'Ubiquiti');
  const redes = await createCategory(db, 'Redes');
  const base = { categoryId: redes.id, brandId: mikrotik.id };
  await createProducts(db, [
    // 40 low routers (stock 1 ≤ minimum 5) for paging, named so their order is known.
    ...Array.from({ length: 40 }, (_, i) => ({
      ...base,
      name: `Router de prueba ${String(i).padStart(2, '0')}`,
      model: `RB-${i}`,
      stock: 1,
      minimumStock: 5,
    })),
    { ...base, name: 'Cámara agotada', model: 'CAM-0', sku: 'CAM-AGOTADA', stock: 0 },
    { ...base, name: 'Switch justo en el mínimo', model: 'SW-8', stock: 3, minimumStock: 3 },
    { ...base, name: 'Switch sobrado', model: 'SW-24', stock: 50, minimumStock: 3 },
    {
      ...base,
      brandId: ubiquiti.id,
      name: 'Punto de acceso retirado',
      model: 'U6-LR',
      sku: 'UBI-U6-LR',
      stock: 0,
      minimumStock: 2,
      available: false,
    },
  ]);
  stockAdmin = bearer(await login(t.app, await createStaff(db, ['ADMIN_STOCK'])));
});
afterAll(() => t?.close());

const list = async (query = '') => {
  const res = await t.app.inject(
    json('GET', `/api/products/low/stock${query}`, undefined, stockAdmin),
  );
  return { status: res.statusCode, body: res.json() as LowStockList & { message?: string } };
};

describe('GET /api/products/low/stock', () => {
  it('lists products at or under their minimum, out of stock (available or not) first, 30 per page', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    // 40 routers + the sold-out camera + the switch at its minimum + the retired access point.
    expect(body.totalPages).toBe(2);
    expect(body.products).toHaveLength(30);
    expect(body.products.slice(0, 2).map((p) => p.name)).toEqual([
      'Cámara agotada',
      'Punto de acceso retirado',
    ]);
    expect(body.products[1]).toEqual({
      id: expect.any(Number),
      name: 'Punto de acceso retirado',
      sku: 'UBI-U6-LR',
      model: 'U6-LR',
      brand: 'Ubiquiti',
      stock: 0,
      minimumStock: 2,
      available: false,
    });
    const second = await list('?offset=1');
    expect(second.body.products).toHaveLength(13);
    const names = [...body.products, ...second.body.products].map((p) => p.name);
    expect(names).toContain('Switch justo en el mínimo');
    expect(names).not.toContain('Switch sobrado');
    expect(new Set(names).size).toBe(43);
  });

  it('answers 20 per page when searching, by any word of name, model, SKU or brand, accents aside', async () => {
    const routers = await list('?searchTerm=router+prueba');
    expect(routers.body.products).toHaveLength(20);
    expect(routers.body.totalPages).toBe(2);
    expect(routers.body.products[0]!.name).toBe('Router de prueba 00');

    const camera = await list('?searchTerm=CAMARA');
    expect(camera.body.products.map((p) => p.sku)).toEqual(['CAM-AGOTADA']);
    expect((await list('?searchTerm=ubi-u6')).body.products.map((p) => p.name)).toEqual([
      'Punto de acceso retirado',
    ]);
    expect((await list('?searchTerm=ubiquiti')).body.totalPages).toBe(1);
    expect((await list('?searchTerm=sobrado')).body).toEqual({ products: [], totalPages: 0 });
  });

  it('takes % and _ literally and honours an explicit limit', async () => {
    expect((await list('?searchTerm=%25')).body.products).toEqual([]);
    expect((await list('?searchTerm=_')).body.products).toEqual([]);
    const five = await list('?limit=5&offset=2');
    expect(five.body.products).toHaveLength(5);
    expect(five.body.totalPages).toBe(9);
  });

  it.each([
    ['?offset=-1', /página/i],
    ['?limit=0', /límite/i],
    ['?searchTerm=' + 'x'.repeat(101), /100 caracteres/],
    ['?search=router', /search/],
  ])('refuses %s with a Spanish message', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });
});
