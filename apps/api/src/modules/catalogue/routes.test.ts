import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../../test/app';
import {
  createBrand,
  createCategory,
  createProducts,
  EXTRA_PERCENTAGES,
  setExtraPercentages,
} from '../../../test/catalogue-factories';
import { createUser, login } from '../../../test/factories';
import { PRICE_NEEDS_SESSION } from './price-query';

let t: TestApp;
let distributor: string;
let government: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  await setExtraPercentages(db, EXTRA_PERCENTAGES);
  const mikrotik = await createBrand(db, 'MikroTik');
  const hikvision = await createBrand(db, 'Hikvision');
  const ubiquiti = await createBrand(db, 'Ubiquiti');
  const redes = await createCategory(db, 'Redes');
  const routers = await createCategory(db, 'Routers', redes.id);
  const wifi = await createCategory(db, 'Puntos de acceso', redes.id);
  const seguridad = await createCategory(db, 'Seguridad electrónica');
  const camaras = await createCategory(db, 'Cámaras IP', seguridad.id);
  Object.assign(ids, {
    mikrotik: mikrotik.id,
    hikvision: hikvision.id,
    ubiquiti: ubiquiti.id,
    redes: redes.id,
    routers: routers.id,
    wifi: wifi.id,
    seguridad: seguridad.id,
    camaras: camaras.id,
  });
  await createProducts(db, [
    {
      name: 'Router hEX 5 puertos Gigabit',
      model: 'RB750Gr3',
      sku: 'MT-RB750GR3',
      brandId: mikrotik.id,
      categoryId: redes.id,
      subcategoryId: routers.id,
      price: 1_234_567,
    },
    {
      name: 'Router de borde 10 puertos',
      model: 'RB4011iGS+RM',
      sku: 'MT-RB4011',
      brandId: mikrotik.id,
      categoryId: redes.id,
      subcategoryId: routers.id,
      price: 999_995,
      caracteristics: ['Compatible con RB750Gr3'],
    },
    {
      name: 'Cámara IP domo 4 MP',
      model: 'DS-2CD1143G2-I',
      brandId: hikvision.id,
      categoryId: seguridad.id,
      subcategoryId: camaras.id,
      price: 320_000,
      stock: 0,
    },
    {
      name: 'Cámara IP bala 2 MP exterior',
      model: 'DS-2CD1023G2-I',
      brandId: hikvision.id,
      categoryId: seguridad.id,
      subcategoryId: camaras.id,
      price: 250_000,
    },
    {
      name: 'Punto de acceso WiFi 6 Lite',
      model: 'U6-Lite',
      brandId: ubiquiti.id,
      categoryId: redes.id,
      subcategoryId: wifi.id,
      price: 560_000,
    },
    {
      name: 'Punto de acceso WiFi 6 Pro',
      model: 'U6-Pro',
      brandId: ubiquiti.id,
      categoryId: redes.id,
      subcategoryId: wifi.id,
      price: 850_000,
    },
    {
      name: 'Producto retirado',
      model: 'OLD-1',
      brandId: ubiquiti.id,
      categoryId: redes.id,
      subcategoryId: wifi.id,
      price: 10_000,
      available: false,
    },
  ]);
  distributor = await login(t.app, await createUser(db, { clientType: 'DISTRIBUTOR' }));
  government = await login(t.app, await createUser(db, { clientType: 'GOVERMENT' }));
});
afterAll(() => t?.close());

const list = async (query: Record<string, string | number>, token?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/products',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: token ? bearer(token) : {},
  });
  return res;
};
const models = async (query: Record<string, string | number>, token?: string) => {
  const res = await list(query, token);
  expect(res.statusCode).toBe(200);
  return (res.json().products as { model: string }[]).map((p) => p.model);
};

describe('GET /api/products for anonymous visitors', () => {
  it('lists available products with no price key anywhere in the JSON', async () => {
    const res = await list({ limit: 100 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 6, totalPages: 1, page: 1 });
    expect(res.body).not.toContain('"price"');
    for (const p of body.products) expect(p).not.toHaveProperty('price');
    expect(body.products.map((p: { model: string }) => p.model)).not.toContain('OLD-1');
  });

  it('answers the detail with no price key either', async () => {
    const [first] = (await list({ limit: 1 })).json().products;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${first.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('"price"');
    expect(res.json()).toMatchObject({ id: first.id, description: '<p>Descripción</p>' });
  });

  it.each<Record<string, string | number>>([
    { sort: 'price_asc' },
    { sort: 'price_desc' },
    { minPrice: 900_000 },
    { maxPrice: 300_000 },
    { minPrice: 0, maxPrice: 1_000_000_000 },
    { sort: 'price_asc', searchTerm: 'cámara', brandId: 1 },
  ])('refuses %j: a price order or bound would reveal hidden prices', async (query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: PRICE_NEEDS_SESSION,
    });
    expect(res.body).not.toContain('"products"');
  });

  it('offers the same orders a price never decides', async () => {
    for (const sort of ['relevance', 'name', 'newest']) {
      expect(await models({ sort, limit: 100 })).toHaveLength(6);
    }
  });
});

describe('GET /api/products prices by client type', () => {
  it('charges base × (1 + the client type percentage), rounded half-up to whole pesos', async () => {
    const find = async (token: string, model: string) =>
      (
        (await list({ searchTerm: model }, token)).json().products as {
          model: string;
          price: number;
        }[]
      ).find((p) => p.model === model)!.price;
    // 1.234.567 × 1,08 = 1.333.332,36 → 1.333.332; × 1,15 = 1.419.752,05 → 1.419.752
    expect(await find(distributor, 'RB750Gr3')).toBe(1_333_332);
    expect(await find(government, 'RB750Gr3')).toBe(1_419_752);
    // 999.995 × 1,08 = 1.079.994,6 → 1.079.995; × 1,15 = 1.149.994,25 → 1.149.994
    expect(await find(distributor, 'RB4011iGS+RM')).toBe(1_079_995);
    expect(await find(government, 'RB4011iGS+RM')).toBe(1_149_994);
  });

  it('shows the same price on the detail', async () => {
    const [p] = (await list({ searchTerm: 'U6-Pro' }, distributor)).json().products;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/${p.id}`,
      headers: bearer(distributor),
    });
    expect(res.json().price).toBe(918_000);
  });

  it("filters on the customer's own price, boundaries included", async () => {
    // Distributor prices: U6-Lite 604.800, U6-Pro 918.000, RB4011 1.079.995, RB750 1.333.332.
    expect(
      await models({ minPrice: 604_800, maxPrice: 1_079_995, sort: 'price_asc' }, distributor),
    ).toEqual(['U6-Lite', 'U6-Pro', 'RB4011iGS+RM']);
    expect(
      await models({ minPrice: 604_801, maxPrice: 1_079_994, sort: 'price_asc' }, distributor),
    ).toEqual(['U6-Pro']);
    // The same bounds select differently for a government buyer (prices × 1,15).
    expect(
      await models({ minPrice: 604_800, maxPrice: 1_079_995, sort: 'price_asc' }, government),
    ).toEqual(['U6-Lite', 'U6-Pro']);
  });

  it('refuses a minimum above the maximum in Spanish', async () => {
    const res = await list({ minPrice: 10, maxPrice: 5 }, distributor);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El precio mínimo no puede ser mayor que el máximo.');
  });
});

describe('GET /api/products filters', () => {
  it('filters by brandId', async () => {
    expect((await models({ brandId: ids.hikvision!, sort: 'name' })).sort()).toEqual([
      'DS-2CD1023G2-I',
      'DS-2CD1143G2-I',
    ]);
  });

  it('filters by a level-1 category (its subcategories included) or a level-2 one', async () => {
    expect(await models({ categoryId: ids.redes!, limit: 100 })).toHaveLength(4);
    expect((await models({ categoryId: ids.wifi! })).sort()).toEqual(['U6-Lite', 'U6-Pro']);
  });

  it('matches brand names case-insensitively, any of several', async () => {
    expect((await models({ brands: 'ubiquiti,HIKVISION', limit: 100 })).sort()).toEqual([
      'DS-2CD1023G2-I',
      'DS-2CD1143G2-I',
      'U6-Lite',
      'U6-Pro',
    ]);
  });

  it('matches any of several categories', async () => {
    expect(await models({ categories: `${ids.camaras},${ids.routers}`, limit: 100 })).toHaveLength(
      4,
    );
  });

  it('combines filters: brand names, category and price for a customer', async () => {
    expect(
      await models(
        { brands: 'mikrotik', categoryId: ids.routers!, maxPrice: 1_100_000 },
        distributor,
      ),
    ).toEqual(['RB4011iGS+RM']);
  });

  it('sorts by price both ways for a signed-in customer, and by name for anyone', async () => {
    expect(await models({ sort: 'price_asc', limit: 3 }, distributor)).toEqual([
      'DS-2CD1023G2-I',
      'DS-2CD1143G2-I',
      'U6-Lite',
    ]);
    expect(await models({ sort: 'price_desc', limit: 2 }, government)).toEqual([
      'RB750Gr3',
      'RB4011iGS+RM',
    ]);
    expect((await list({ sort: 'name', limit: 1 })).json().products[0].name).toBe(
      'Cámara IP bala 2 MP exterior',
    );
  });

  it('puts products in stock first by default', async () => {
    const all = await models({ limit: 100 });
    expect(all.at(-1)).toBe('DS-2CD1143G2-I');
  });
});

describe('GET /api/products paging', () => {
  it('pages with offset = page - 1', async () => {
    const first = (await list({ limit: 4, sort: 'name' })).json();
    const second = (await list({ limit: 4, offset: 1, sort: 'name' })).json();
    expect(first).toMatchObject({ total: 6, totalPages: 2, page: 1 });
    expect(first.products).toHaveLength(4);
    expect(second).toMatchObject({ page: 2 });
    expect(second.products).toHaveLength(2);
  });

  it('answers an empty page past the end, not an error', async () => {
    const res = await list({ offset: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ products: [], total: 6, totalPages: 1, page: 51 });
  });

  it.each([
    [{ limit: 0 }, 'El límite debe estar entre 1 y 100.'],
    [{ limit: 101 }, 'El límite debe estar entre 1 y 100.'],
    [{ limit: 'diez' }, 'El límite debe ser un número entero.'],
    [{ offset: -1 }, 'La página debe ser 1 o mayor.'],
    [{ offset: 1.5 }, 'La página debe ser un número entero.'],
    [{ brandId: 'abc' }, 'El identificador de la marca debe ser un número entero.'],
    [{ categoryId: 0 }, 'El identificador de la categoría debe ser un número entero positivo.'],
    [{ categories: '1,dos' }, 'Las categorías deben ser identificadores numéricos.'],
    [{ minPrice: 'mucho' }, 'El precio mínimo debe ser un número.'],
    [{ sort: 'random' }, 'El orden solicitado no es válido.'],
    [{ searchTerm: 'x'.repeat(101) }, 'La búsqueda no puede superar 100 caracteres.'],
  ])('refuses %j with a 400 in Spanish', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });
});

describe('GET /api/products search', () => {
  it('ignores accents: "camara" finds "Cámara"', async () => {
    expect((await models({ searchTerm: 'camara' })).sort()).toEqual([
      'DS-2CD1023G2-I',
      'DS-2CD1143G2-I',
    ]);
  });

  it('stems Spanish plurals: "cámaras" finds "Cámara"', async () => {
    expect(await models({ searchTerm: 'cámaras' })).toHaveLength(2);
  });

  it('joins words: "camara domo" finds only the dome', async () => {
    expect(await models({ searchTerm: 'camara+domo' })).toEqual(['DS-2CD1143G2-I']);
  });

  it('tolerates typos: "mikrotk" finds MikroTik and says what it searched', async () => {
    const res = await list({ searchTerm: 'mikrotk' });
    expect(
      res
        .json()
        .products.map((p: { model: string }) => p.model)
        .sort(),
    ).toEqual(['RB4011iGS+RM', 'RB750Gr3']);
    expect(res.json().correctedTerm).toBe('mikrotik');
  });

  it('corrects each misspelt word and keeps the rest: "camra domo"', async () => {
    const res = await list({ searchTerm: 'camra domo' });
    expect(res.json().products.map((p: { model: string }) => p.model)).toEqual(['DS-2CD1143G2-I']);
    expect(res.json().correctedTerm).toBe('camara domo');
  });

  it('reports no correction when the words were found as typed', async () => {
    expect((await list({ searchTerm: 'camara' })).json()).not.toHaveProperty('correctedTerm');
  });

  it('matches model prefixes: "RB750" finds RB750Gr3 first', async () => {
    const found = await models({ searchTerm: 'RB750' });
    expect(found[0]).toBe('RB750Gr3');
  });

  it('ranks an exact model first even when another product mentions it', async () => {
    const found = await models({ searchTerm: 'rb750gr3' });
    expect(found).toEqual(['RB750Gr3', 'RB4011iGS+RM']);
  });

  it('matches SKU prefixes', async () => {
    expect(await models({ searchTerm: 'MT-RB40' })).toEqual(['RB4011iGS+RM']);
  });

  it('treats tsquery and LIKE operators as plain text', async () => {
    for (const term of ["camara' | !", '%', '_', '& | ! :* ()']) {
      const res = await list({ searchTerm: term });
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers an empty term with the whole catalogue', async () => {
    expect(await models({ searchTerm: '', limit: 100 })).toHaveLength(6);
  });

  it('answers nothing, not everything, for a word nobody sells', async () => {
    expect(await models({ searchTerm: 'refrigerador' })).toEqual([]);
  });
});

describe('GET /api/products/:id', () => {
  it('answers 404 in Spanish for an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No encontramos el producto solicitado.',
    });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    'answers 400 for the malformed id %s',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(res.statusCode).toBe(400);
    },
  );

  it('still shows a product withdrawn from sale, marked unavailable', async () => {
    const [row] = await t.app.db.select().from(products).where(eq(products.model, 'OLD-1'));
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${row!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().available).toBe(false);
  });

  it('sanitizes descriptions written with scripts', async () => {
    await createProducts(t.app.db, [
      {
        name: 'Switch',
        model: 'XSS-1',
        brandId: ids.ubiquiti!,
        categoryId: ids.redes!,
        description:
          '<p onclick="alert(1)">Hola<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      },
    ]);
    const [p] = (await list({ searchTerm: 'XSS-1' })).json().products;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/products/${p.id}` })).json();
    expect(detail.description).toBe('<p>Hola<a rel="noopener noreferrer nofollow">x</a></p>');
  });
});
