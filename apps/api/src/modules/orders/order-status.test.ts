import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orders, products } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { insertOrder } from '../../../test/document-factories';
import { createStaff, createUser, login } from '../../../test/factories';

let t: TestApp;
let admin: string;
let adminId: number;
let userId: number;
let camera: number;
let router: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const brand = await createBrand(db, 'Hikvision');
  const cat = await createCategory(db, 'Seguridad electrónica');
  await createProducts(db, [
    { name: 'Cámara domo', model: 'DS-2CD', brandId: brand.id, categoryId: cat.id, stock: 10 },
    { name: 'Router', model: 'RB750', brandId: brand.id, categoryId: cat.id, stock: 10 },
  ]);
  [camera, router] = (await db.select({ id: products.id }).from(products).orderBy(products.id)).map(
    (p) => p.id,
  ) as [number, number];
  userId = (await createUser(db)).id;
  const staff = await createStaff(db, ['ADMIN_ORDERS']);
  adminId = staff.id;
  admin = await login(t.app, staff);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.app.db.delete(mailOutbox);
});

const stockOf = async () =>
  Object.fromEntries(
    (
      await t.app.db
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .where(inArray(products.id, [camera, router]))
    ).map((p) => [p.id, p.stock]),
  ) as Record<number, number>;

const newOrder = () =>
  insertOrder(t.app.db, {
    userId,
    createdAt: new Date(),
    customer: { email: 'compras@norte.co', fullName: 'Pedro Ruiz' },
    lines: [
      { productId: camera, quantity: 3 },
      { productId: router, quantity: 2 },
    ],
  });

const patch = (id: number, body: unknown, token = admin) =>
  t.app.inject(json('PATCH', `/api/order/${id}`, body, bearer(token)));

const auditRows = (orderId: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))));

describe('PATCH /api/order/:id', () => {
  it('cancelling gives the stock back, records who, before, after and why, and mails the customer', async () => {
    const order = await newOrder();
    const before = await stockOf();
    const res = await patch(order.id, { status: 'CANCELED', comments: 'El cliente desistió.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: order.id,
      customId: order.customId,
      status: 'CANCELED',
      changed: true,
    });
    expect(await stockOf()).toEqual({
      [camera]: before[camera]! + 3,
      [router]: before[router]! + 2,
    });
    expect(await auditRows(order.id)).toEqual([
      expect.objectContaining({
        actorUserId: adminId,
        action: 'order_status',
        before: { status: 'PENDING' },
        after: { status: 'CANCELED' },
        reason: 'El cliente desistió.',
      }),
    ]);
    const mails = await t.app.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'order-status', to: 'compras@norte.co' });
    expect(mails[0]!.subject).toContain(`su orden ${order.customId} está en estado Cancelado`);
    expect(mails[0]!.text).toContain('ahora está Cancelado');
    expect(mails[0]!.text).toContain('Comentarios: El cliente desistió.');
  });

  it('the same status again writes nothing: no stock, no audit entry, no mail', async () => {
    const order = await newOrder();
    await patch(order.id, { status: 'CANCELED' });
    await t.app.db.delete(mailOutbox);
    const before = await stockOf();
    const again = await patch(order.id, { status: 'CANCELED' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'CANCELED', changed: false });
    expect(await stockOf()).toEqual(before);
    expect(await auditRows(order.id)).toHaveLength(1);
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('a status that is not CANCELED leaves the stock alone', async () => {
    const order = await newOrder();
    const before = await stockOf();
    expect((await patch(order.id, { status: 'SENT' })).json()).toMatchObject({ changed: true });
    expect(await stockOf()).toEqual(before);
    expect((await auditRows(order.id))[0]).toMatchObject({
      before: { status: 'PENDING' },
      after: { status: 'SENT' },
      reason: null,
    });
    expect((await t.app.db.select().from(mailOutbox))[0]!.text).toContain('ahora está Enviado');
  });

  it('reopening a cancelled order takes the stock again, and a new cancellation returns it again', async () => {
    const order = await newOrder();
    const start = await stockOf();
    await patch(order.id, { status: 'CANCELED' });
    const reopened = await patch(order.id, { status: 'PROCESSING' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await stockOf()).toEqual(start);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'PROCESSING', stockReturnedAt: null });
    await patch(order.id, { status: 'CANCELED' });
    expect(await stockOf()).toEqual({ [camera]: start[camera]! + 3, [router]: start[router]! + 2 });
    expect(await auditRows(order.id)).toHaveLength(3);
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(3);
  });

  it('refuses to reopen when the stock is gone, naming the product, and changes nothing', async () => {
    const order = await newOrder();
    await patch(order.id, { status: 'CANCELED' });
    await t.app.db.delete(mailOutbox);
    await t.app.db.update(products).set({ stock: 1 }).where(eq(products.id, router));
    const before = await stockOf();
    const res = await patch(order.id, { status: 'PENDING' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `No hay unidades suficientes de Producto ${router} (MOD-${router}) para reabrir la orden ${order.customId}.`,
    });
    expect(await stockOf()).toEqual(before);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('CANCELED');
    expect(await auditRows(order.id)).toHaveLength(1);
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(0);
    await t.app.db.update(products).set({ stock: 10 }).where(eq(products.id, router));
  });

  it('simultaneous cancellations give the stock back once', async () => {
    const order = await newOrder();
    const before = await stockOf();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => patch(order.id, { status: 'CANCELED' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().changed)).toHaveLength(1);
    expect(await stockOf()).toEqual({
      [camera]: before[camera]! + 3,
      [router]: before[router]! + 2,
    });
    expect(await auditRows(order.id)).toHaveLength(1);
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it.each([
    [{ status: 'LOST' }, 'Seleccione un estado válido para la orden.'],
    [{}, 'Seleccione un estado válido para la orden.'],
    [
      { status: 'SENT', comments: 'x'.repeat(501) },
      'Los comentarios admiten hasta 500 caracteres.',
    ],
  ])('refuses %j with a message', async (body, message) => {
    const order = await newOrder();
    const res = await patch(order.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await patch(999_999, { status: 'SENT' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No encontramos la orden solicitada.');
  });
});

describe('GET /api/order/:id/audit', () => {
  it("reads the order's status changes newest first: who, from, to and why, paged", async () => {
    const order = await newOrder();
    await patch(order.id, { status: 'PROCESSING' });
    await patch(order.id, { status: 'SENT', comments: 'Guía 7001 de Servientrega.' });

    const res = await t.app.inject(
      json('GET', `/api/order/${order.id}/audit?limit=1`, undefined, bearer(admin)),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalPages).toBe(2);
    expect(body.entries).toEqual([
      expect.objectContaining({
        actor: { id: adminId, email: expect.any(String) },
        entity: 'order',
        entityId: String(order.id),
        action: 'order_status',
        before: { status: 'PROCESSING' },
        after: { status: 'SENT' },
        reason: 'Guía 7001 de Servientrega.',
      }),
    ]);
    const second = await t.app.inject(
      json('GET', `/api/order/${order.id}/audit?limit=1&offset=1`, undefined, bearer(admin)),
    );
    expect(second.json().entries[0]).toMatchObject({
      before: { status: 'PENDING' },
      after: { status: 'PROCESSING' },
      reason: null,
    });
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await t.app.inject(
      json('GET', '/api/order/999999/audit', undefined, bearer(admin)),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No encontramos la orden solicitada.');
  });
});
