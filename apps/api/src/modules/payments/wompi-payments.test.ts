import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { connectPostgres } from '../../db/client';
import {
  gatewayEvents,
  mailOutbox,
  orders,
  paymentAttempts,
  paymentTransitions,
  products,
  siteConfig,
} from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createStaff, createUser, login } from '../../../test/factories';
import { until } from '../../../test/until';
import { startStandin, useStandinKeys, type Standin } from '../../../test/wompi';

let t: TestApp;
let standin: Standin;
let shopUrl: string;
let productId: number;

beforeAll(async () => {
  standin = await startStandin();
  t = await buildTestApp({
    wompi: standin.endpoints,
    // The sweeps run often and ask about an attempt 5 s old, so a lost event is found within a
    // test while the tests that deliver events themselves finish before the sweep asks.
    paymentSweeps: { everyMs: 250, reconcileAfterMs: 5_000, recheckEveryMs: 0, pendingGraceMs: 0 },
  });
  const db = t.app.db;
  await db.update(siteConfig).set({ minimumPurchase: 0 }).where(eq(siteConfig.id, 1));
  await useStandinKeys(db, standin);
  const brand = await createBrand(db, 'MikroTik');
  const category = await createCategory(db, 'Redes');
  await createProducts(db, [
    {
      name: 'Router hEX',
      model: 'RB750Gr3',
      brandId: brand.id,
      categoryId: category.id,
      price: 250_000,
      stock: 100,
    },
  ]);
  productId = (await db.select().from(products))[0]!.id;
  shopUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await standin.control.updateSettings({
    eventsUrl: `${shopUrl}/api/payments/wompi/events`,
    dropEvents: false,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await standin?.stop();
});

let token: string;
beforeEach(async () => {
  token = await login(t.app, await createUser(t.app.db, { clientType: 'DISTRIBUTOR' }));
  await standin.control.updateSettings({ dropEvents: false });
});

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject(json(method, url, payload, bearer(token)));

/** An order of `quantity` routers paid by `payMethod`, placed from the cart. */
async function placeOrder(payMethod = 'CREDIT', quantity = 1) {
  await t.app.inject(
    json('PATCH', '/api/shopping-cart/add', { items: [{ productId, quantity }] }, bearer(token)),
  );
  const res = await call('POST', '/api/order', { payMethod });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; customId: string; totalOrder: number; payBy: string | null };
}

async function startAttempt(orderId: number) {
  const res = await call('POST', `/api/orders/${orderId}/payments`);
  expect(res.statusCode).toBe(201);
  return res.json() as { reference: string; checkoutUrl: string };
}

const orderRow = async (id: number) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsOf = async (kind: string, customId: string) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((m) =>
    m.subject.includes(customId),
  );
const paid = async (id: number) => (await orderRow(id)).paymentStatus === 'PAID';

describe('paying an order online through Wompi', () => {
  it('sends the customer to a checkout the gateway accepts, for the "Total a pagar" in cents', async () => {
    const order = await placeOrder();
    expect(order.payBy).not.toBeNull();
    const { reference, checkoutUrl } = await startAttempt(order.id);
    const url = new URL(checkoutUrl);
    expect(reference).toBe(`${order.customId}-P1`);
    expect(url.searchParams.get('amount-in-cents')).toBe(String(order.totalOrder * 100));
    expect(url.searchParams.get('currency')).toBe('COP');
    expect(url.searchParams.get('redirect-url')).toMatch(new RegExp(`/orders/${order.id}/pago$`));
    expect((await fetch(checkoutUrl)).status).toBe(200);
    // The signature covers the amount: a customer who edits it meets a refusal.
    url.searchParams.set('amount-in-cents', '100');
    expect((await fetch(url)).status).toBeGreaterThanOrEqual(400);
    // Leaving the checkout and coming back reuses the attempt rather than opening a second one.
    expect((await startAttempt(order.id)).reference).toBe(reference);
  });

  it('pays an approved card: paidAt set once, one "Pago recibido", the return confirms the same', async () => {
    const order = await placeOrder();
    const { reference } = await startAttempt(order.id);
    const tx = await standin.control.createTransaction({
      reference,
      amountInCents: order.totalOrder * 100,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    await until(() => paid(order.id), 'the approval event');
    const row = await orderRow(order.id);
    expect(row.amountPaid).toBe(order.totalOrder);
    expect(row.paidAt).not.toBeNull();
    const back = await call('POST', `/api/orders/${order.id}/payment/confirm`, {
      transactionId: tx.id,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ paymentStatus: 'PAID', canPayOnline: false });
    expect((await orderRow(order.id)).paidAt).toEqual(row.paidAt);
    expect(await mailsOf('payment-received', order.customId)).toHaveLength(1);
    const list = (await call('GET', '/api/order')).json().orders;
    expect(list.find((o: { id: number }) => o.id === order.id)).toMatchObject({
      paymentStatus: 'PAID',
      amountPaid: order.totalOrder,
    });
  });

  it('tells the customer of a decline and takes a new attempt, with a new reference, that is approved', async () => {
    const order = await placeOrder('DEBIT');
    const first = await startAttempt(order.id);
    await standin.control.createTransaction({
      reference: first.reference,
      amountInCents: order.totalOrder * 100,
      method: 'CARD',
      outcome: 'DECLINED',
    });
    await until(
      async () => (await mailsOf('payment-failed', order.customId)).length === 1,
      'the decline',
    );
    const payment = (await call('GET', `/api/orders/${order.id}/payment`)).json();
    expect(payment).toMatchObject({ paymentStatus: 'UNPAID', canPayOnline: true, canceled: false });
    expect(payment.attempts[0]).toMatchObject({ reference: first.reference, status: 'DECLINED' });
    const second = await startAttempt(order.id);
    expect(second.reference).toBe(`${order.customId}-P2`);
    await standin.control.createTransaction({
      reference: second.reference,
      amountInCents: order.totalOrder * 100,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    await until(() => paid(order.id), 'the approval of the retry');
    expect(await mailsOf('payment-received', order.customId)).toHaveLength(1);
  });

  it('holds a PSE payment as pending after the return, and pays it by the event alone', async () => {
    const order = await placeOrder('PSE');
    const { reference } = await startAttempt(order.id);
    const tx = await standin.control.createTransaction({
      reference,
      amountInCents: order.totalOrder * 100,
      method: 'PSE',
      outcome: 'PENDING',
    });
    const back = await call('POST', `/api/orders/${order.id}/payment/confirm`, {
      transactionId: tx.id,
    });
    expect(back.json()).toMatchObject({ paymentStatus: 'PENDING', canPayOnline: false });
    expect((await call('POST', `/api/orders/${order.id}/payments`)).json().code).toBe(
      'PAYMENT_IN_PROGRESS',
    );
    await standin.control.settleTransaction(tx.id, 'APPROVED');
    await until(() => paid(order.id), 'the PSE approval event');
    const [transition] = await t.app.db
      .select()
      .from(paymentTransitions)
      .where(
        and(eq(paymentTransitions.transactionId, tx.id), eq(paymentTransitions.status, 'APPROVED')),
      );
    expect(transition!.source).toBe('event');
  });

  it('finds an approval whose event was lost through the reconciliation', async () => {
    await standin.control.updateSettings({ dropEvents: true });
    const order = await placeOrder('NEQUI');
    const { reference } = await startAttempt(order.id);
    const tx = await standin.control.createTransaction({
      reference,
      amountInCents: order.totalOrder * 100,
      method: 'NEQUI',
      outcome: 'PENDING',
    });
    await standin.control.settleTransaction(tx.id, 'APPROVED');
    await until(() => paid(order.id), 'the reconciliation');
    const applied = await t.app.db
      .select()
      .from(paymentTransitions)
      .where(eq(paymentTransitions.transactionId, tx.id));
    expect(applied.map((a) => a.source)).toEqual(expect.arrayContaining(['reconciliation']));
    expect(applied.every((a) => a.source === 'reconciliation')).toBe(true);
    expect(await mailsOf('payment-received', order.customId)).toHaveLength(1);
  });
});

describe('the events endpoint', () => {
  let second: FastifyInstance | undefined;
  let secondUrl: string | undefined;
  let closeSecond = async () => {};

  beforeAll(async () => {
    // A second shop process on the same PostgreSQL, as behind a load balancer.
    if (!t.databaseUrl) return;
    const database = connectPostgres(t.databaseUrl);
    second = await buildApp({
      db: database.db,
      readDb: database.readDb,
      dataDir: t.dataDir,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000000',
      wompi: standin.endpoints,
      logger: false,
    });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
    closeSecond = async () => {
      await second!.close();
      await database.close();
    };
  });
  afterAll(() => closeSecond());

  it('applies an event delivered five times, all at once, to two processes: one change, one mail', async () => {
    await standin.control.updateSettings({ dropEvents: true });
    const order = await placeOrder();
    const { reference } = await startAttempt(order.id);
    const tx = await standin.control.createTransaction({
      reference,
      amountInCents: order.totalOrder * 100,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    const targets = [shopUrl, secondUrl ?? shopUrl].map((u) => `${u}/api/payments/wompi/events`);
    const results = await standin.control.deliverEvent(tx.id, {
      times: 5,
      concurrently: true,
      to: targets,
    });
    expect(results.length).toBeGreaterThanOrEqual(5);
    expect(results.every((r) => r.httpStatus === 200)).toBe(true);
    expect(await paid(order.id)).toBe(true);
    expect((await orderRow(order.id)).amountPaid).toBe(order.totalOrder);
    expect(
      await t.app.db
        .select()
        .from(paymentTransitions)
        .where(eq(paymentTransitions.transactionId, tx.id)),
    ).toHaveLength(1);
    expect(await mailsOf('payment-received', order.customId)).toHaveLength(1);
    // Every delivery was stored as it arrived, and all but one were repetitions.
    const stored = await t.app.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.transactionId, tx.id));
    expect(stored.filter((e) => e.outcome === 'APPLIED')).toHaveLength(1);
    expect(stored.filter((e) => e.outcome === 'DUPLICATE')).toHaveLength(results.length - 1);
  });

  it('refuses a forged checksum and changes nothing', async () => {
    await standin.control.updateSettings({ dropEvents: true });
    const order = await placeOrder();
    const { reference } = await startAttempt(order.id);
    const tx = await standin.control.createTransaction({
      reference,
      amountInCents: order.totalOrder * 100,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    for (const tamper of ['checksum', 'amount'] as const) {
      const [result] = await standin.control.deliverEvent(tx.id, { tamper });
      expect(result!.httpStatus).toBe(400);
    }
    expect((await orderRow(order.id)).paymentStatus).toBe('UNPAID');
    const refused = await t.app.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.outcome, 'BAD_CHECKSUM'));
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(refused.every((e) => e.body.includes(tx.id))).toBe(true);
  });

  it('refuses a signed event whose amount differs from the attempt', async () => {
    await standin.control.updateSettings({ dropEvents: true });
    const order = await placeOrder();
    const { reference } = await startAttempt(order.id);
    const tx = await standin.control.createTransaction({
      reference,
      amountInCents: 100_00,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    const [result] = await standin.control.deliverEvent(tx.id);
    expect(result!.httpStatus).toBe(422);
    expect((await orderRow(order.id)).paymentStatus).toBe('UNPAID');
    // The return naming that transaction is refused too.
    const back = await call('POST', `/api/orders/${order.id}/payment/confirm`, {
      transactionId: tx.id,
    });
    expect(back.statusCode).toBe(404);
  });

  it('answers 200 to an event for a reference the shop never made, and records it', async () => {
    await standin.control.updateSettings({ dropEvents: true });
    const tx = await standin.control.createTransaction({
      reference: 'OTRA-TIENDA-1',
      amountInCents: 50_000_00,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    const [result] = await standin.control.deliverEvent(tx.id);
    expect(result!.httpStatus).toBe(200);
    const [stored] = await t.app.db
      .select()
      .from(gatewayEvents)
      .where(eq(gatewayEvents.transactionId, tx.id));
    expect(stored!.outcome).toBe('UNKNOWN_REFERENCE');
  });
});

describe('the payment window of an online order', () => {
  it('cancels an order unpaid past its window, gives its stock back once and tells the customer', async () => {
    const stockOf = async () =>
      (await t.app.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
    const before = await stockOf();
    const order = await placeOrder('CREDIT', 3);
    expect(await stockOf()).toBe(before - 3);
    await t.app.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    await until(async () => (await orderRow(order.id)).paymentStatus === 'EXPIRED', 'the expiry');
    // Several more sweeps run meanwhile; none gives the units back again.
    await new Promise((r) => setTimeout(r, 1000));
    const row = await orderRow(order.id);
    expect(row.status).toBe('CANCELED');
    expect(await stockOf()).toBe(before);
    expect(await mailsOf('order-expired', order.customId)).toHaveLength(1);
    expect((await call('POST', `/api/orders/${order.id}/payments`)).json().code).toBe(
      'ORDER_NOT_PAYABLE',
    );
    // The return page explains it: cancelled, nothing to pay.
    expect((await call('GET', `/api/orders/${order.id}/payment`)).json()).toMatchObject({
      paymentStatus: 'EXPIRED',
      canPayOnline: false,
      canceled: true,
    });
  });

  it('keeps an order the gateway approved before the window closed, even without its event', async () => {
    await standin.control.updateSettings({ dropEvents: true });
    const order = await placeOrder();
    const { reference } = await startAttempt(order.id);
    await standin.control.createTransaction({
      reference,
      amountInCents: order.totalOrder * 100,
      method: 'CARD',
      outcome: 'APPROVED',
    });
    await t.app.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    await until(() => paid(order.id), 'the reconciliation before the expiry');
    expect((await orderRow(order.id)).status).not.toBe('CANCELED');
  });
});

describe('online methods without keys', () => {
  it('are not offered and are refused at checkout', async () => {
    const [config] = await t.app.db.select().from(siteConfig);
    await t.app.db.update(siteConfig).set({ wompi: null }).where(eq(siteConfig.id, 1));
    try {
      expect((await call('GET', '/api/pay-methods')).json().methods).toEqual(['BANK_TRANSFER']);
      await t.app.inject(
        json(
          'PATCH',
          '/api/shopping-cart/add',
          { items: [{ productId, quantity: 1 }] },
          bearer(token),
        ),
      );
      const res = await call('POST', '/api/order', { payMethod: 'PSE' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ONLINE_PAYMENTS_UNAVAILABLE');
    } finally {
      await t.app.db.update(siteConfig).set({ wompi: config!.wompi }).where(eq(siteConfig.id, 1));
    }
    expect((await call('GET', '/api/pay-methods')).json().methods).toEqual([
      'CREDIT',
      'DEBIT',
      'PSE',
      'NEQUI',
      'BANK_TRANSFER',
    ]);
  });

  it("answers 404 for the payment of another customer's order", async () => {
    const order = await placeOrder();
    const other = await login(t.app, await createUser(t.app.db));
    for (const [method, url] of [
      ['GET', `/api/orders/${order.id}/payment`],
      ['POST', `/api/orders/${order.id}/payments`],
    ] as const) {
      const res = await t.app.inject(json(method, url, undefined, bearer(other)));
      expect(res.statusCode).toBe(404);
    }
    expect(
      await t.app.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)),
    ).toHaveLength(0);
  });
});

describe('cancelling a paid order', () => {
  let staff: string;
  beforeAll(async () => {
    staff = await login(t.app, await createStaff(t.app.db, ['ADMIN_ORDERS', 'ADMIN_PAYMENTS']));
  });
  const asStaff = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject(json(method, url, payload, bearer(staff)));

  async function paidOrder(payMethod: string, method: 'CARD' | 'PSE') {
    await standin.control.updateSettings({ dropEvents: false });
    const order = await placeOrder(payMethod);
    const { reference } = await startAttempt(order.id);
    const tx = await standin.control.createTransaction({
      reference,
      amountInCents: order.totalOrder * 100,
      method,
      outcome: method === 'PSE' ? 'PENDING' : 'APPROVED',
    });
    if (method === 'PSE') await standin.control.settleTransaction(tx.id, 'APPROVED');
    await until(() => paid(order.id), 'the approval');
    return order;
  }

  it('voids an approved card payment at the gateway: the order shows it refunded', async () => {
    const order = await paidOrder('CREDIT', 'CARD');
    const res = await asStaff('PATCH', `/api/order/${order.id}`, { status: 'CANCELED' });
    expect(res.statusCode).toBe(200);
    await until(
      async () => (await orderRow(order.id)).paymentStatus === 'REFUNDED',
      'the void to be applied',
    );
    const detail = (await asStaff('GET', `/api/payments/${order.id}`)).json();
    expect(detail).toMatchObject({
      paymentStatus: 'REFUNDED',
      amountPaid: 0,
      refund: { status: 'VOIDED', amount: order.totalOrder, automatic: true },
    });
    expect(detail.attempts[0]).toMatchObject({ status: 'VOIDED' });
    expect(await mailsOf('payment-refunded', order.customId)).toHaveLength(1);
    // The order's payment row keeps when it was paid.
    expect((await orderRow(order.id)).paidAt).not.toBeNull();
  });

  it('records a PSE payment as a refund to make by hand, which staff then record with how', async () => {
    const order = await paidOrder('PSE', 'PSE');
    await asStaff('PATCH', `/api/order/${order.id}`, { status: 'CANCELED' });
    await until(
      async () => (await orderRow(order.id)).paymentStatus === 'REFUND_DUE',
      'the refund to be recorded',
    );
    const listed = (await asStaff('GET', '/api/payments?paymentStatus=REFUND_DUE')).json();
    expect(listed.payments.map((p: { orderId: number }) => p.orderId)).toContain(order.id);
    const short = await asStaff('POST', `/api/payments/${order.id}/refund`, { note: 'ok' });
    expect(short.statusCode).toBe(400);
    const done = await asStaff('POST', `/api/payments/${order.id}/refund`, {
      note: 'Transferencia a la cuenta del cliente, comprobante 8812',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      paymentStatus: 'REFUNDED',
      amountPaid: 0,
      refund: { status: 'DONE', note: 'Transferencia a la cuenta del cliente, comprobante 8812' },
    });
    const again = await asStaff('POST', `/api/payments/${order.id}/refund`, {
      note: 'Otra vez, por error',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REFUND_NOT_DUE');
    expect(await mailsOf('payment-refunded', order.customId)).toHaveLength(1);
  });
});
