import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartChangeMessage, ERRORS, NOT_AN_INVOICE } from '@shop/shared';
import { cartItems, mailOutbox, orders, products, quotes, siteConfig } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createUser, login } from '../../../test/factories';
import { SANDBOX_KEYS } from '../../../test/payment-keys';

let t: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  await db
    .update(siteConfig)
    .set({
      extraPercentage: {
        CLIENT_FINAL: 0.2,
        DISTRIBUTOR: 0.08,
        SOLUTION_INTEGRATOR: 0.1,
        GOVERMENT: 0.15,
        TECHNICAL: 0.12,
      },
      minimumPurchase: 200_000,
      wompi: SANDBOX_KEYS,
    })
    .where(eq(siteConfig.id, 1));
  const brand = await createBrand(db, 'MikroTik');
  const redes = await createCategory(db, 'Redes');
  await createProducts(db, [
    {
      name: 'Router hEX',
      model: 'RB750Gr3',
      brandId: brand.id,
      categoryId: redes.id,
      price: 250_000,
      stock: 1_000,
    },
    {
      name: 'Patch cord Cat 6',
      model: 'PC-1M',
      brandId: brand.id,
      categoryId: redes.id,
      price: 9_000,
      stock: 1_000,
      vat: 0.05,
      ivaClass: 'REDUCED',
    },
    {
      name: 'Switch escaso',
      model: 'CRS-LAST',
      brandId: brand.id,
      categoryId: redes.id,
      price: 300_000,
      stock: 2,
    },
    {
      name: 'Últimas unidades',
      model: 'LAST-10',
      brandId: brand.id,
      categoryId: redes.id,
      price: 400_000,
      stock: 10,
    },
  ]);
  for (const p of await db.select().from(products)) id[p.model] = p.id;
});
afterAll(() => t?.close());

let token: string;
let userId: number;
beforeEach(async () => {
  const user = await createUser(t.app.db, { clientType: 'DISTRIBUTOR' });
  userId = user.id;
  token = await login(t.app, user);
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}, as = token) =>
  t.app.inject(json('POST', url, payload, { ...bearer(as), ...headers }));
const fill = (items: [string, number][], as = token) =>
  t.app.inject(
    json(
      'PATCH',
      '/api/shopping-cart/add',
      { items: items.map(([m, quantity]) => ({ productId: id[m], quantity })) },
      bearer(as),
    ),
  );
const stockOf = async (model: string) =>
  (await t.app.db.select().from(products).where(eq(products.id, id[model]!)))[0]!.stock;

describe('POST /api/quote', () => {
  it('accepts the empty body the spec sends, even declared as JSON', async () => {
    await fill([['RB750Gr3', 1]]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quote',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an empty cart in Spanish', async () => {
    const res = await post('/api/quote');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No hay productos en el carrito.');
  });

  it('snapshots the cart at the client type price with the tax engine, and keeps the cart', async () => {
    await fill([
      ['RB750Gr3', 3],
      ['PC-1M', 10],
    ]);
    const res = await post('/api/quote');
    expect(res.statusCode).toBe(201);
    const quote = res.json();
    expect(quote.customId).toMatch(/^COT-\d{4}-\d{5}$/);
    // 3 × 270.000 at 19 % and 10 × 9.720 at 5 % (distributor +8 %): a company in Bogotá withholds
    // 2,5 % ReteFuente above 10 UVT; neither ReteIVA nor ReteICA (not a gran contribuyente).
    expect(quote).toMatchObject({
      status: 'OPEN',
      totalItems: 13,
      subtotal: 907_200,
      totalVAT: 153_900 + 4_860,
      reteFuente: 22_680,
      reteIVA: 0,
      reteICA: 0,
      totalQuote: 907_200 + 158_760 - 22_680,
      orderCustomId: null,
      trm: null,
    });
    expect(quote.taxes).toMatchObject({ iva19: 153_900, iva5: 4_860, totalToPay: 1_043_280 });
    expect(quote.seller).toMatchObject({ regime: 'RESPONSABLE_IVA' });
    // Valid for the configured days (15 by default).
    expect(new Date(quote.validUntil).getTime() - new Date(quote.createdAt).getTime()).toBe(
      15 * 24 * 60 * 60 * 1000,
    );
    expect(
      await t.app.db.select().from(cartItems).where(eq(cartItems.userId, userId)),
    ).toHaveLength(2);
  });

  it('numbers quotes consecutively within the year', async () => {
    await fill([['RB750Gr3', 1]]);
    const a = (await post('/api/quote')).json().customId as string;
    const b = (await post('/api/quote')).json().customId as string;
    expect(Number(b.slice(-5))).toBe(Number(a.slice(-5)) + 1);
  });

  it('refuses a purchase below the minimum, stating it in COP', async () => {
    await fill([['PC-1M', 2]]);
    const res = await post('/api/quote');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MINIMUM_PURCHASE');
    expect(res.json().message.replace(/\s/g, ' ')).toBe(
      'La compra mínima es de $ 200.000 antes de impuestos. Su carrito suma $ 19.440.',
    );
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject(json('POST', '/api/quote'))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/order' })).statusCode).toBe(401);
  });
});

describe('POST /api/order', () => {
  it.each([{}, { payMethod: '' }, { payMethod: 'CASH' }])(
    'asks for the payment method: %j',
    async (body) => {
      await fill([['RB750Gr3', 1]]);
      const res = await post('/api/order', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Seleccione el método de pago.');
    },
  );

  it('takes the stock, empties the cart, mails the customer and lists the order', async () => {
    await fill([['RB750Gr3', 2]]);
    const before = await stockOf('RB750Gr3');
    const res = await post('/api/order', { payMethod: 'BANK_TRANSFER' });
    expect(res.statusCode).toBe(201);
    const { cart, ...order } = res.json();
    expect(cart).toEqual({
      emptied: true,
      removed: [{ productId: id.RB750Gr3, name: 'Router hEX', model: 'RB750Gr3', quantity: 2 }],
    });
    expect(order).toMatchObject({
      status: 'PENDING',
      payMethod: 'BANK_TRANSFER',
      totalItems: 2,
      quoteCustomId: null,
    });
    expect(order.customId).toMatch(/^ORD-\d{4}-\d{5}$/);
    expect(await stockOf('RB750Gr3')).toBe(before - 2);
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.userId, userId))).toEqual([]);
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order-created'));
    const mail = mails.find((m) => m.text.includes(order.customId))!;
    expect(mail.text).toContain('Transferencia bancaria');
    expect(mail.text.replace(/\s/g, ' ')).toContain(
      `Total a pagar: $ ${order.totalOrder.toLocaleString('es-CO')}`.replace(/,/g, '.'),
    );
    // 2 × 270.000 is above 10 UVT: the company withholds 2,5 % and the mail says so.
    expect(order).toMatchObject({ subtotal: 540_000, reteFuente: 13_500 });
    expect(mail.text.replace(/\s/g, ' ')).toContain(
      'menos $ 13.500 de las retenciones que usted practica',
    );
    expect(mail.text).toContain(NOT_AN_INVOICE);
    // No account configured: the mail says whom to ask for one, naming the order.
    expect(order.bankTransfer).toEqual({ accounts: [], receiptEmail: expect.any(String) });
    expect(mail.text).toContain(
      `Solicite los datos de la cuenta bancaria a ${order.bankTransfer.receiptEmail || 'nuestro correo de ventas'} indicando la orden ${order.customId}; después suba el comprobante de la transferencia en la orden`,
    );
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/order', headers: bearer(token) })
    ).json();
    expect(list).toEqual({ orders: [order], totalPages: 1 });
  });

  it('answers and mails the configured accounts for a transfer, and none for a card', async () => {
    const account = {
      bank: 'Bancolombia',
      accountType: 'AHORROS' as const,
      number: '123-456789-01',
      holder: 'Tienda de Prueba S.A.S.',
      holderNit: '900544472',
    };
    const [stored] = await t.app.db.select().from(siteConfig);
    const shopEmail = stored!.shopEmail;
    await t.app.db
      .update(siteConfig)
      .set({ bankAccounts: [account], shopEmail: 'pagos@tienda.co' });
    try {
      await fill([['RB750Gr3', 1]]);
      const transfer = (await post('/api/order', { payMethod: 'BANK_TRANSFER' })).json();
      expect(transfer.bankTransfer).toEqual({
        accounts: [account],
        receiptEmail: 'pagos@tienda.co',
      });
      await fill([['RB750Gr3', 1]]);
      const card = (await post('/api/order', { payMethod: 'CREDIT' })).json();
      expect(card.bankTransfer).toBeNull();

      const mails = await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'order-created'));
      const mailOf = (customId: string) => mails.find((m) => m.text.includes(customId))!;
      expect(mailOf(transfer.customId).text).toContain(
        'Bancolombia · Cuenta de ahorros N.º 123-456789-01 · Titular: Tienda de Prueba S.A.S. · NIT 900.544.472-2',
      );
      expect(mailOf(transfer.customId).text).toContain(
        `Suba el comprobante de la transferencia en la orden ${transfer.customId}, en la sección Órdenes de su cuenta, o envíelo a pagos@tienda.co`,
      );
      expect(mailOf(transfer.customId).html).toContain('123-456789-01');
      expect(mailOf(card.customId).text).not.toContain('123-456789-01');
      expect(mailOf(card.customId).text).toContain(NOT_AN_INVOICE);
    } finally {
      await t.app.db.update(siteConfig).set({ bankAccounts: [], shopEmail });
    }
  });

  it('writes nothing when a line lacks stock, and names the product', async () => {
    await fill([
      ['RB750Gr3', 1],
      ['CRS-LAST', 2],
    ]);
    // The cart took both units; another sale takes one before this order is placed.
    await t.app.db.update(products).set({ stock: 1 }).where(eq(products.id, id['CRS-LAST']!));
    const hex = await stockOf('RB750Gr3');
    const ordersBefore = (await t.app.db.select().from(orders)).length;
    const res = await post('/api/order', { payMethod: 'CREDIT' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'No hay unidades suficientes de Switch escaso (CRS-LAST) para completar la orden.',
    });
    expect(await stockOf('RB750Gr3')).toBe(hex);
    expect(await stockOf('CRS-LAST')).toBe(1);
    expect((await t.app.db.select().from(orders)).length).toBe(ordersBefore);
    expect(
      await t.app.db.select().from(cartItems).where(eq(cartItems.userId, userId)),
    ).toHaveLength(2);
  });

  it('answers five simultaneous requests with one Idempotency-Key with one order, identically', async () => {
    await fill([['RB750Gr3', 1]]);
    const before = await stockOf('RB750Gr3');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/order', { payMethod: 'DEBIT' }, { 'idempotency-key': key }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await stockOf('RB750Gr3')).toBe(before - 1);
    expect(await t.app.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(
      1,
    );
    const later = await post('/api/order', { payMethod: 'DEBIT' }, { 'idempotency-key': key });
    expect(later.body).toBe(answers[0]!.body);
  });

  it('refuses an Idempotency-Key reused with another request (422), on both routes', async () => {
    await fill([['RB750Gr3', 1]]);
    const key = randomUUID();
    const first = await post('/api/order', { payMethod: 'DEBIT' }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    await fill([['RB750Gr3', 1]]);
    const quote = (await post('/api/quote')).json();
    for (const [url, body] of [
      ['/api/order', { payMethod: 'CREDIT' }],
      ['/api/convert-quote', { id: quote.id, payMethod: 'DEBIT' }],
    ] as const) {
      const res = await post(url, body, { 'idempotency-key': key });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: ERRORS.IDEMPOTENCY_KEY_REUSED.message,
      });
    }
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);
  });
});

describe('POST /api/convert-quote', () => {
  const quoteOf = async (items: [string, number][]) => {
    await fill(items);
    const quote = (await post('/api/quote')).json();
    await t.app.db.delete(cartItems).where(eq(cartItems.userId, userId));
    return quote;
  };

  it('turns a quote into an order at the quote prices, even after a price change', async () => {
    const quote = await quoteOf([['RB750Gr3', 1]]);
    await t.app.db.update(products).set({ price: 999_999 }).where(eq(products.id, id.RB750Gr3!));
    try {
      const res = await post('/api/convert-quote', { id: quote.id, payMethod: 'BANK_TRANSFER' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        totalOrder: quote.totalQuote,
        subtotal: quote.subtotal,
        quoteCustomId: quote.customId,
        payMethod: 'BANK_TRANSFER',
      });
      const listed = (
        await t.app.inject({ method: 'GET', url: '/api/quote', headers: bearer(token) })
      ).json().quotes[0];
      expect(listed).toMatchObject({ status: 'CONVERTED', orderCustomId: res.json().customId });
    } finally {
      await t.app.db.update(products).set({ price: 250_000 }).where(eq(products.id, id.RB750Gr3!));
    }
  });

  it('answers five simultaneous conversions with one Idempotency-Key with one order, identically', async () => {
    const quote = await quoteOf([['RB750Gr3', 1]]);
    const before = await stockOf('RB750Gr3');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(
          '/api/convert-quote',
          { id: quote.id, payMethod: 'CREDIT' },
          { 'idempotency-key': key },
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.json().quoteCustomId).toBe(quote.customId);
    expect(await stockOf('RB750Gr3')).toBe(before - 1);
    expect(await t.app.db.select().from(orders).where(eq(orders.quoteId, quote.id))).toHaveLength(
      1,
    );
    const other = await post(
      '/api/convert-quote',
      { id: quote.id, payMethod: 'DEBIT' },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(ERRORS.IDEMPOTENCY_KEY_REUSED.message);
  });

  it('takes the quoted quantities out of the cart and says so; what was added beyond stays', async () => {
    await fill([
      ['RB750Gr3', 2],
      ['PC-1M', 3],
    ]);
    const quote = (await post('/api/quote')).json();
    await fill([['RB750Gr3', 1]]);
    const res = await post('/api/convert-quote', { id: quote.id, payMethod: 'CREDIT' });
    expect(res.statusCode).toBe(201);
    const change = res.json().cart;
    expect(change).toEqual({
      emptied: false,
      removed: [
        { productId: id.RB750Gr3, name: 'Router hEX', model: 'RB750Gr3', quantity: 2 },
        { productId: id['PC-1M'], name: 'Patch cord Cat 6', model: 'PC-1M', quantity: 3 },
      ].sort((a, b) => a.productId! - b.productId!),
    });
    expect(cartChangeMessage(change)).toContain('Router hEX (RB750Gr3) × 2');
    const left = await t.app.db.select().from(cartItems).where(eq(cartItems.userId, userId));
    expect(left.map((l) => [l.productId, l.quantity])).toEqual([[id.RB750Gr3, 1]]);
  });

  it('says the cart is empty when the conversion took everything it held', async () => {
    await fill([['RB750Gr3', 1]]);
    const quote = (await post('/api/quote')).json();
    const res = await post('/api/convert-quote', { id: quote.id, payMethod: 'CREDIT' });
    expect(res.json().cart.emptied).toBe(true);
    expect(cartChangeMessage(res.json().cart)).toBe('Su carrito quedó vacío.');
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.userId, userId))).toEqual([]);
  });

  it('keeps the cart after a quote', async () => {
    await fill([['RB750Gr3', 1]]);
    expect((await post('/api/quote')).statusCode).toBe(201);
    expect(
      await t.app.db.select().from(cartItems).where(eq(cartItems.userId, userId)),
    ).toHaveLength(1);
  });

  it('refuses converting twice', async () => {
    const quote = await quoteOf([['RB750Gr3', 1]]);
    expect(
      (await post('/api/convert-quote', { id: quote.id, payMethod: 'CREDIT' })).statusCode,
    ).toBe(201);
    const again = await post('/api/convert-quote', { id: quote.id, payMethod: 'CREDIT' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUOTE_CONVERTED');
  });

  it('refuses an expired quote', async () => {
    const quote = await quoteOf([['RB750Gr3', 1]]);
    await t.app.db
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, quote.id));
    const res = await post('/api/convert-quote', { id: quote.id, payMethod: 'CREDIT' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('QUOTE_EXPIRED');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/quote', headers: bearer(token) })).json()
        .quotes[0].status,
    ).toBe('EXPIRED');
  });

  it("answers 404 for another customer's quote", async () => {
    const quote = await quoteOf([['RB750Gr3', 1]]);
    const other = await login(t.app, await createUser(t.app.db));
    const res = await post('/api/convert-quote', { id: quote.id, payMethod: 'CREDIT' }, {}, other);
    expect(res.statusCode).toBe(404);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/quote', headers: bearer(other) })
    ).json();
    expect(list.quotes).toEqual([]);
  });

  it('asks for the payment method with the spec message', async () => {
    const res = await post('/api/convert-quote', { id: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Por favor, seleccione un método de pago.');
  });
});

describe('concurrency', () => {
  it('sells exactly the last 10 units to 50 customers ordering at once; the others get a clear 409', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const user = await createUser(t.app.db, { clientType: 'DISTRIBUTOR' });
        const session = await login(t.app, user);
        await fill([['LAST-10', 1]], session);
        return session;
      }),
    );
    const answers = await Promise.all(
      buyers.map((session) => post('/api/order', { payMethod: 'BANK_TRANSFER' }, {}, session)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe(
        'No hay unidades suficientes de Últimas unidades (LAST-10) para completar la orden.',
      );
    }
    expect(await stockOf('LAST-10')).toBe(0);
    // Ten orders with ten distinct, consecutive numbers.
    const numbers = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => Number(a.json().customId.slice(-5)))
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(10);
    expect(numbers.at(-1)! - numbers[0]!).toBe(9);
  });
});
