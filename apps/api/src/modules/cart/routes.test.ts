import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_STOCK_MESSAGES } from '@shop/shared';
import { products } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import {
  createBrand,
  createCategory,
  createProducts,
  EXTRA_PERCENTAGES,
  setExtraPercentages,
} from '../../../test/catalogue-factories';
import { createUser, login } from '../../../test/factories';

let t: TestApp;
const id: Record<string, number> = {};
const sku: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  await setExtraPercentages(db, EXTRA_PERCENTAGES);
  const brand = await createBrand(db, 'MikroTik');
  const redes = await createCategory(db, 'Redes');
  await createProducts(db, [
    {
      name: 'Router hEX',
      model: 'RB750Gr3',
      brandId: brand.id,
      categoryId: redes.id,
      price: 250_000,
      // Beyond the cart's maximum per product, so the maximum, not the stock, bounds it.
      stock: 20_000,
    },
    {
      name: 'Switch 24 puertos',
      model: 'CRS326',
      brandId: brand.id,
      categoryId: redes.id,
      price: 1_000_000,
    },
    { name: 'Cámara domo', model: 'DOMO-8', brandId: brand.id, categoryId: redes.id, stock: 8 },
    { name: 'Antena agotada', model: 'ANT-0', brandId: brand.id, categoryId: redes.id, stock: 0 },
    {
      name: 'Retirado',
      model: 'OLD',
      brandId: brand.id,
      categoryId: redes.id,
      price: 1,
      available: false,
    },
  ]);
  for (const p of await db.select().from(products)) {
    id[p.model] = p.id;
    sku[p.model] = p.sku;
  }
});
afterAll(() => t?.close());

const TOO_MANY_MESSAGE = 'La cantidad máxima por producto en el carrito es 10.000.';

const customer = async (clientType: 'DISTRIBUTOR' | 'GOVERMENT' = 'DISTRIBUTOR') =>
  login(t.app, await createUser(t.app.db, { clientType }));
const patch = (url: string, token: string, payload?: unknown) =>
  t.app.inject(json('PATCH', url, payload, bearer(token)));
const getCart = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/shopping-cart', headers: bearer(token) })).json();

describe('cart', () => {
  it('starts empty', async () => {
    expect(await getCart(await customer())).toEqual({ items: [], subtotal: 0, taxes: null });
  });

  it('adds products priced for the client type and merges repeated products', async () => {
    const token = await customer();
    await patch('/api/shopping-cart/add', token, {
      items: [{ productId: id.RB750Gr3, quantity: 1 }],
    });
    const res = await patch('/api/shopping-cart/add', token, {
      items: [
        { productId: id.RB750Gr3, quantity: 2 },
        { productId: id.CRS326, quantity: 1 },
        { productId: id.CRS326, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(
      cart.items.map((i: { model: string; quantity: number; price: number }) => [
        i.model,
        i.quantity,
        i.price,
      ]),
    ).toEqual([
      ['RB750Gr3', 3, 270_000],
      ['CRS326', 2, 1_080_000],
    ]);
    expect(cart.subtotal).toBe(3 * 270_000 + 2 * 1_080_000);
  });

  it('prices the same cart differently for another client type', async () => {
    const token = await customer('GOVERMENT');
    const cart = (
      await patch('/api/shopping-cart/add', token, {
        items: [{ productId: id.RB750Gr3, quantity: 1 }],
      })
    ).json();
    expect(cart.items[0].price).toBe(287_500);
  });

  it('takes quantities out and drops a product that reaches zero', async () => {
    const token = await customer();
    await patch('/api/shopping-cart/add', token, {
      items: [
        { productId: id.RB750Gr3, quantity: 3 },
        { productId: id.CRS326, quantity: 1 },
      ],
    });
    const cart = (
      await patch('/api/shopping-cart/remove', token, {
        items: [
          { productId: id.RB750Gr3, quantity: 1 },
          { productId: id.CRS326, quantity: 5 },
        ],
      })
    ).json();
    expect(
      cart.items.map((i: { model: string; quantity: number }) => [i.model, i.quantity]),
    ).toEqual([['RB750Gr3', 2]]);
  });

  it('keeps each customer to their own cart', async () => {
    const a = await customer();
    const b = await customer();
    await patch('/api/shopping-cart/add', a, { items: [{ productId: id.CRS326, quantity: 1 }] });
    expect((await getCart(b)).items).toEqual([]);
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['huge', 10_001],
    ['non-integer', 1.5],
    ['text', '2'],
  ])('refuses a %s quantity with a 400 in Spanish', async (_label, quantity) => {
    const res = await patch('/api/shopping-cart/add', await customer(), {
      items: [{ productId: id.RB750Gr3, quantity }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La cantidad debe ser un número entero entre 1 y 10.000.');
  });

  it('refuses a sum beyond the maximum per product', async () => {
    const token = await customer();
    await patch('/api/shopping-cart/add', token, {
      items: [{ productId: id.RB750Gr3, quantity: 9_999 }],
    });
    const res = await patch('/api/shopping-cart/add', token, {
      items: [{ productId: id.RB750Gr3, quantity: 2 }],
    });
    expect(res.statusCode).toBe(400);
    expect((await getCart(token)).items[0].quantity).toBe(9_999);
  });

  it('refuses one request whose lines for a product add up beyond the maximum, on an empty cart', async () => {
    const token = await customer();
    const res = await patch('/api/shopping-cart/add', token, {
      items: [
        { productId: id.RB750Gr3, quantity: 10_000 },
        { productId: id.RB750Gr3, quantity: 10_000 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TOO_MANY_MESSAGE);
    expect((await getCart(token)).items).toHaveLength(0);
  });

  it('answers 20 simultaneous additions of 6000 units with 2xx or 4xx, and never passes the maximum', async () => {
    const token = await customer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        patch('/api/shopping-cart/add', token, {
          items: [{ productId: id.RB750Gr3, quantity: 6_000 }],
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(refused.json().message).toBe(TOO_MANY_MESSAGE);
    expect((await getCart(token)).items[0].quantity).toBe(6_000);
  });

  it('refuses unknown and unavailable products, naming them, and adds nothing', async () => {
    const token = await customer();
    for (const productId of [id.OLD!, 999_999]) {
      const res = await patch('/api/shopping-cart/add', token, {
        items: [
          { productId: id.RB750Gr3, quantity: 1 },
          { productId, quantity: 1 },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PRODUCT_UNAVAILABLE',
        message: `El producto ${productId} no existe o no está disponible para la venta.`,
      });
    }
    expect((await getCart(token)).items).toEqual([]);
  });

  it('refuses an empty list and unknown fields', async () => {
    const token = await customer();
    expect((await patch('/api/shopping-cart/add', token, { items: [] })).json().message).toBe(
      'Indique al menos un producto.',
    );
    expect(
      (
        await patch('/api/shopping-cart/add', token, {
          items: [{ productId: id.RB750Gr3, quantity: 1, price: 1 }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers 401 to anonymous callers on every cart and wishlist route', async () => {
    for (const [method, url] of [
      ['GET', '/api/shopping-cart'],
      ['PATCH', '/api/shopping-cart/add'],
      ['PATCH', '/api/shopping-cart/remove'],
      ['PATCH', '/api/shopping-cart/quick-order'],
      ['GET', '/api/wishlists'],
      ['PATCH', `/api/wishlists/add/${id.RB750Gr3}`],
      ['PATCH', `/api/wishlists/remove/${id.RB750Gr3}`],
    ] as const) {
      const res = await t.app.inject(
        json(
          method,
          url,
          method === 'PATCH' ? { items: [{ productId: 1, quantity: 1 }] } : undefined,
        ),
      );
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('cart and stock', () => {
  const add = (token: string, items: [number, number][]) =>
    patch('/api/shopping-cart/add', token, {
      items: items.map(([productId, quantity]) => ({ productId, quantity })),
    });
  const held = async (token: string) =>
    new Map(
      (await getCart(token)).items.map((i: { id: number; quantity: number }) => [i.id, i.quantity]),
    );

  it('adds only the units in stock when more are asked for, and says how many', async () => {
    const token = await customer();
    const res = await add(token, [[id['DOMO-8']!, 999]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().shortfalls).toEqual([
      { productId: id['DOMO-8'], name: 'Cámara domo', available: 8, added: 8 },
    ]);
    expect(res.json().items.map((i: { quantity: number }) => i.quantity)).toEqual([8]);
    expect(CART_STOCK_MESSAGES.limited('Cámara domo', 8, 8)).toBe(
      'Solo hay 8 unidades disponibles de Cámara domo; se añadieron 8 al carrito.',
    );
  });

  it('tops a line up to the stock, counting what the cart already holds', async () => {
    const token = await customer();
    await add(token, [[id['DOMO-8']!, 5]]);
    const res = await add(token, [
      [id['DOMO-8']!, 2],
      [id['DOMO-8']!, 2],
      [id.RB750Gr3!, 1],
    ]);
    expect(res.json().shortfalls).toEqual([
      { productId: id['DOMO-8'], name: 'Cámara domo', available: 8, added: 3 },
    ]);
    expect(await held(token)).toEqual(
      new Map([
        [id['DOMO-8'], 8],
        [id.RB750Gr3, 1],
      ]),
    );
  });

  it('accepts exactly the stock with no shortfall', async () => {
    const token = await customer();
    const res = await add(token, [[id['DOMO-8']!, 8]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().shortfalls).toEqual([]);
    expect(await held(token)).toEqual(new Map([[id['DOMO-8'], 8]]));
  });

  it('refuses a sold-out product with a 409 naming it, and adds nothing of the request', async () => {
    const token = await customer();
    const res = await add(token, [
      [id.RB750Gr3!, 1],
      [id['ANT-0']!, 1],
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Antena agotada está agotado; no se añadió al carrito.',
    });
    expect(await held(token)).toEqual(new Map());
  });

  it('refuses one more unit when the cart holds the whole stock, giving the count', async () => {
    const token = await customer();
    await add(token, [[id['DOMO-8']!, 8]]);
    const res = await add(token, [[id['DOMO-8']!, 1]]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Solo hay 8 unidades disponibles de Cámara domo y ya están en su carrito.',
    );
    expect(await held(token)).toEqual(new Map([[id['DOMO-8'], 8]]));
  });

  it('never holds more than the stock under 10 simultaneous additions', async () => {
    const token = await customer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => add(token, [[id['DOMO-8']!, 3]])),
    );
    const added = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => a.json().shortfalls[0]?.added ?? 3);
    expect(added.reduce((a, b) => a + b, 0)).toBe(8);
    expect(answers.every((a) => [200, 409].includes(a.statusCode))).toBe(true);
    expect(await held(token)).toEqual(new Map([[id['DOMO-8'], 8]]));
  });

  it('gives the singular for one unit', () => {
    expect(CART_STOCK_MESSAGES.limited('Router', 1, 1)).toBe(
      'Solo hay 1 unidad disponible de Router; se añadió 1 al carrito.',
    );
  });
});

describe('quick order', () => {
  const quick = (token: string, lines: [string, number][]) =>
    patch('/api/shopping-cart/quick-order', token, {
      lines: lines.map(([code, quantity]) => ({ sku: code, quantity })),
    });

  it('adds known codes whatever their case, reporting unknown, withdrawn, sold-out and short lines', async () => {
    const token = await customer();
    const res = await quick(token, [
      [sku.RB750Gr3!.toLowerCase(), 2],
      ['NO-EXISTE-1', 3],
      [sku['DOMO-8']!, 999],
      [sku['ANT-0']!, 1],
      [sku.OLD!, 1],
      [sku.RB750Gr3!, 1],
      ['NO-EXISTE-1', 1],
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added).toEqual([
      { productId: id.RB750Gr3, sku: sku.RB750Gr3, name: 'Router hEX', quantity: 3 },
      { productId: id['DOMO-8'], sku: sku['DOMO-8'], name: 'Cámara domo', quantity: 8 },
    ]);
    expect(body.shortfalls).toEqual([
      { productId: id['DOMO-8'], name: 'Cámara domo', available: 8, added: 8 },
    ]);
    expect(body.unknown).toEqual(['NO-EXISTE-1']);
    expect(body.unavailable).toEqual([
      { sku: sku.OLD, name: 'Retirado', reason: 'Retirado no está disponible para la venta.' },
      {
        sku: sku['ANT-0'],
        name: 'Antena agotada',
        reason: 'Antena agotada está agotado; no se añadió al carrito.',
      },
    ]);
    expect(
      new Map(body.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])),
    ).toEqual(
      new Map([
        [id.RB750Gr3, 3],
        [id['DOMO-8'], 8],
      ]),
    );
  });

  it('reports a product already all in the cart and adds nothing when no code is known', async () => {
    const token = await customer();
    await quick(token, [[sku['DOMO-8']!, 8]]);
    const res = await quick(token, [
      [sku['DOMO-8']!, 1],
      ['OTRO', 1],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      added: [],
      unknown: ['OTRO'],
      unavailable: [
        { sku: sku['DOMO-8'], reason: CART_STOCK_MESSAGES.allInCart('Cámara domo', 8) },
      ],
    });
    const none = await quick(token, [['OTRO', 1]]);
    expect(none.json()).toMatchObject({ added: [], unknown: ['OTRO'], unavailable: [] });
    expect(none.json().items).toHaveLength(1);
  });

  it('refuses an empty list, a bad quantity, an empty code and more than 200 lines in Spanish', async () => {
    const token = await customer();
    for (const [payload, message] of [
      [{ lines: [] }, 'Indique al menos un producto.'],
      [
        { lines: [{ sku: 'X', quantity: 0 }] },
        'La cantidad debe ser un número entero entre 1 y 10.000.',
      ],
      [{ lines: [{ sku: '  ', quantity: 1 }] }, 'Indique el código del producto.'],
      [
        { lines: Array.from({ length: 201 }, (_, i) => ({ sku: `S${i}`, quantity: 1 })) },
        'Un pedido rápido tiene como máximo 200 líneas.',
      ],
    ] as const) {
      const res = await patch('/api/shopping-cart/quick-order', token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });
});

describe('wishlist', () => {
  it('adds once, lists with prices, and removes', async () => {
    const token = await customer();
    await patch(`/api/wishlists/add/${id.CRS326}`, token);
    const res = await patch(`/api/wishlists/add/${id.CRS326}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toEqual([
      expect.objectContaining({
        id: id.CRS326,
        model: 'CRS326',
        price: 1_080_000,
        vat: 0.19,
        inStock: true,
      }),
    ]);
    const after = await patch(`/api/wishlists/remove/${id.CRS326}`, token);
    expect(after.json().products).toEqual([]);
  });

  it('answers 404 for a product that does not exist and 400 for a malformed id', async () => {
    const token = await customer();
    expect((await patch('/api/wishlists/add/999999', token)).statusCode).toBe(404);
    expect((await patch('/api/wishlists/add/abc', token)).statusCode).toBe(400);
  });
});
