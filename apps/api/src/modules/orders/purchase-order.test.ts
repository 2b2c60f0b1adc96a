import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_ORDER_MESSAGES } from '@shop/shared';
import { mailOutbox, orders, products } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createStaff, createUser, login, pdfText } from '../../../test/factories';

// The customer's own purchase-order number (issue 35): taken on both ways of placing an order,
// checked by one schema, stored, and shown wherever the order is.

let t: TestApp;
let owner: string;
let other: string;
let staff: string;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const brand = await createBrand(db, 'Ubiquiti');
  const cat = await createCategory(db, 'Redes');
  await createProducts(db, [
    {
      name: 'Access point U6',
      model: 'U6-LITE',
      brandId: brand.id,
      categoryId: cat.id,
      price: 450_000,
      stock: 100,
    },
  ]);
  productId = (await db.select().from(products))[0]!.id;
  owner = await login(t.app, await createUser(db, { clientType: 'DISTRIBUTOR' }));
  other = await login(t.app, await createUser(db, { clientType: 'DISTRIBUTOR' }));
  staff = await login(t.app, await createStaff(db, ['ADMIN_ORDERS']));
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, as = owner) =>
  t.app.inject(json('POST', url, payload, bearer(as)));
const read = (url: string, as = owner) => t.app.inject({ method: 'GET', url, headers: bearer(as) });
const fillCart = () =>
  t.app.inject(
    json('PATCH', '/api/shopping-cart/add', { items: [{ productId, quantity: 1 }] }, bearer(owner)),
  );

describe('the purchase order of an order from the cart', () => {
  let order: { id: number; customId: string; purchaseOrder: string | null };

  beforeAll(async () => {
    await fillCart();
    const res = await post('/api/order', {
      payMethod: 'BANK_TRANSFER',
      purchaseOrder: '  OC-2026/0042 #7  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    order = res.json();
  });

  it('is stored trimmed and answered with the order and its detail', async () => {
    expect(order.purchaseOrder).toBe('OC-2026/0042 #7');
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.purchaseOrder).toBe('OC-2026/0042 #7');
    const detail = await read(`/api/orders/${order.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().purchaseOrder).toBe('OC-2026/0042 #7');
    const staffDetail = await read(`/api/orders/${order.id}/admin`, staff);
    expect(staffDetail.json().purchaseOrder).toBe('OC-2026/0042 #7');
  });

  it('is not shown to another customer', async () => {
    const res = await read(`/api/orders/${order.id}`, other);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('OC-2026/0042');
    const pdf = await read(`/api/order/${order.id}`, other);
    expect(pdf.statusCode).toBe(404);
    const list = await read('/api/order', other);
    expect(list.body).not.toContain('OC-2026/0042');
  });

  it('is printed on the PDF and written in the confirmation mail', async () => {
    const pdf = await read(`/api/order/${order.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Orden de compra: OC-2026/0042 #7');
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order-created'));
    const mail = mails.find((m) => m.text.includes(order.customId))!;
    expect(mail.text).toContain('Orden de compra: OC-2026/0042 #7');
    expect(mail.html).toContain('Orden de compra: OC-2026/0042 #7');
  });

  it('finds the order in the staff history by part of it', async () => {
    const res = await read(`/api/history?customer=${encodeURIComponent('2026/0042')}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().history.map((h: { customId: string }) => h.customId)).toEqual([
      order.customId,
    ]);
  });

  it('finds the order on the payments screen by part of it, and shows it in the row', async () => {
    const payments = await login(t.app, await createStaff(t.app.db, ['ADMIN_PAYMENTS']));
    const res = await read(`/api/payments?search=${encodeURIComponent('0042 #7')}`, payments);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payments).toEqual([
      expect.objectContaining({ customId: order.customId, purchaseOrder: 'OC-2026/0042 #7' }),
    ]);
  });
});

describe('the purchase order and the Idempotency-Key', () => {
  it('replays the order for the same number, and refuses the key with another one (422)', async () => {
    await fillCart();
    const headers = { ...bearer(owner), 'idempotency-key': 'po-key-0001' };
    const send = (purchaseOrder: string) =>
      t.app.inject(
        json('POST', '/api/order', { payMethod: 'BANK_TRANSFER', purchaseOrder }, headers),
      );
    const first = await send('OC-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(' OC-1 ');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const other = await send('OC-2');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('the purchase order in the status mail', () => {
  it('is repeated when staff change the status', async () => {
    await fillCart();
    const order = (
      await post('/api/order', { payMethod: 'BANK_TRANSFER', purchaseOrder: 'OC 77' })
    ).json();
    const res = await t.app.inject(
      json('PATCH', `/api/order/${order.id}`, { status: 'PROCESSING' }, bearer(staff)),
    );
    expect(res.statusCode, res.body).toBe(200);
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order-status'));
    const mail = mails.find((m) => m.text.includes(order.customId))!;
    expect(mail.text).toContain('Orden de compra: OC 77');
  });
});

describe('the purchase order of a converted quote', () => {
  it('is stored with the order the quote becomes', async () => {
    await fillCart();
    const quote = (await post('/api/quote', undefined)).json();
    const res = await post('/api/convert-quote', {
      id: quote.id,
      payMethod: 'BANK_TRANSFER',
      purchaseOrder: 'OC 981',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().purchaseOrder).toBe('OC 981');
    expect((await read(`/api/orders/${res.json().id}`)).json().purchaseOrder).toBe('OC 981');
  });
});

describe('a purchase order left out', () => {
  it.each([undefined, '', '   '])('%j stores none', async (purchaseOrder) => {
    await fillCart();
    const res = await post('/api/order', { payMethod: 'BANK_TRANSFER', purchaseOrder });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().purchaseOrder).toBeNull();
    const pdf = await read(`/api/order/${res.json().id}`);
    expect(pdfText(pdf.rawPayload)).not.toContain('Orden de compra:');
  });
});

describe('a bad purchase order', () => {
  it.each([
    ['one over 40 characters', 'A'.repeat(41), PURCHASE_ORDER_MESSAGES.tooLong],
    [
      'characters outside letters, digits and - _ / . #',
      'OC<script>',
      PURCHASE_ORDER_MESSAGES.badCharacters,
    ],
    ['a line break', 'OC\n12', PURCHASE_ORDER_MESSAGES.badCharacters],
    ['a number instead of text', 42, PURCHASE_ORDER_MESSAGES.badCharacters],
  ])(
    'refuses %s with 400 and a Spanish message, ordering nothing',
    async (_, purchaseOrder, message) => {
      await fillCart();
      const before = (await t.app.db.select().from(orders)).length;
      for (const [url, body] of [
        ['/api/order', { payMethod: 'BANK_TRANSFER', purchaseOrder }],
        ['/api/convert-quote', { id: 1, payMethod: 'BANK_TRANSFER', purchaseOrder }],
      ] as const) {
        const res = await post(url, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toContain(message);
      }
      expect((await t.app.db.select().from(orders)).length).toBe(before);
    },
  );

  it('accepts exactly 40 characters', async () => {
    await fillCart();
    const res = await post('/api/order', {
      payMethod: 'BANK_TRANSFER',
      purchaseOrder: 'Ñ'.repeat(40),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().purchaseOrder).toBe('Ñ'.repeat(40));
  });
});
