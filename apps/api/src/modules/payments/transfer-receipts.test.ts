import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bogotaDate, formatCop, TRANSFER_MESSAGES, TRANSFER_RECEIPT_MAX_BYTES } from '@shop/shared';
import {
  auditLog,
  mailOutbox,
  orders,
  paymentRefunds,
  paymentsReceived,
  transferReceipts,
} from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { insertOrder } from '../../../test/document-factories';
import { createStaff, createUser, login, multipart, pdfBytes } from '../../../test/factories';
import { JPEG_IMAGE, PNG_IMAGE } from '../../../test/image-fixtures';

let t: TestApp;
let staff: string;
let customer: { id: number; token: string };
let other: string;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await login(t.app, await createStaff(t.app.db, ['ADMIN_PAYMENTS']));
  other = await login(t.app, await createUser(t.app.db));
});
afterAll(() => t?.close());

beforeEach(async () => {
  const user = await createUser(t.app.db);
  customer = { id: user.id, token: await login(t.app, user) };
});

/** A transfer order of the customer for `total` pesos. */
const orderOf = async (total = 1_000_000, o: { payMethod?: 'CREDIT' } = {}) => {
  const order = await insertOrder(t.app.db, { userId: customer.id, createdAt: new Date(), total });
  if (o.payMethod) await t.app.db.update(orders).set(o).where(eq(orders.id, order.id));
  return order;
};

const upload = (orderId: number, name: string, data: Buffer, token = customer.token) => {
  const body = multipart('receiptFile', name, 'application/pdf', data);
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/transfer-receipts`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

const uploaded = async (orderId: number, data = pdfBytes('Comprobante Bancolombia')) => {
  const res = await upload(orderId, 'comprobante.pdf', data);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; mimeType: string; status: string; fileName: string };
};

const asStaff = (url: string, payload?: unknown) =>
  t.app.inject(json(payload === undefined ? 'GET' : 'POST', url, payload, bearer(staff)));
const confirm = (id: number, amount: number, receivedOn = bogotaDate()) =>
  asStaff(`/api/transfer-receipts/${id}/confirm`, {
    amount,
    receivedOn,
    reason: 'Consignación vista en el extracto',
  });
const reject = (id: number, reason = 'El comprobante es de otra orden') =>
  asStaff(`/api/transfer-receipts/${id}/reject`, { reason });

const orderRow = async (id: number) =>
  (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailsTo = async (kind: string, customId: string) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((m) =>
    m.subject.includes(customId),
  );

describe('POST /api/orders/{id}/transfer-receipts', () => {
  it('keeps a PDF receipt, private, and puts an unpaid order in verification', async () => {
    const order = await orderOf();
    const receipt = await uploaded(order.id);
    expect(receipt).toMatchObject({ mimeType: 'application/pdf', status: 'PENDING' });
    expect((await orderRow(order.id)).paymentStatus).toBe('PENDING');
    const [row] = await t.app.db
      .select()
      .from(transferReceipts)
      .where(eq(transferReceipts.id, receipt.id));
    expect(row!.storageKey).toMatch(/^transfer-receipts\/[0-9a-f-]{36}\.pdf$/);
    expect(row!.uploadedBy).toBe(customer.id);

    const file = await t.app.inject(
      json(
        'GET',
        `/api/orders/${order.id}/transfer-receipts/${receipt.id}`,
        undefined,
        bearer(customer.token),
      ),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="comprobante-${receipt.id}.pdf"`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(pdfBytes('Comprobante Bancolombia'))).toBe(true);
  });

  it('judges the file by its bytes: a .pdf holding a PNG is a PNG, a JPEG is a JPEG', async () => {
    const order = await orderOf();
    const png = await uploaded(order.id, PNG_IMAGE);
    expect(png).toMatchObject({ mimeType: 'image/png', fileName: 'comprobante.png' });
    const jpeg = await upload(order.id, 'foto', JPEG_IMAGE);
    expect(jpeg.json()).toMatchObject({ mimeType: 'image/jpeg', fileName: 'foto.jpg' });
    const file = await t.app.inject(
      json(
        'GET',
        `/api/orders/${order.id}/transfer-receipts/${png.id}`,
        undefined,
        bearer(customer.token),
      ),
    );
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('cleans the name the browser sent of folders and control characters', async () => {
    const order = await orderOf();
    const res = await upload(order.id, 'C:\\fakepath\\pago\u202e de  marzo.pdf', PNG_IMAGE);
    expect(res.json().fileName).toBe('pago de marzo.png');
  });

  it.each([
    ['a text file named .pdf', Buffer.from('Transferencia de $1.000.000 a la cuenta 123')],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
  ])('refuses %s, naming the accepted types', async (_what, data) => {
    const order = await orderOf();
    const res = await upload(order.id, 'comprobante.pdf', data);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TRANSFER_RECEIPT_INVALID',
      message: TRANSFER_MESSAGES.notAccepted,
      issues: [{ path: 'receiptFile', message: TRANSFER_MESSAGES.notAccepted }],
    });
    expect(
      await t.app.db.select().from(transferReceipts).where(eq(transferReceipts.orderId, order.id)),
    ).toEqual([]);
    expect((await orderRow(order.id)).paymentStatus).toBe('UNPAID');
  });

  it('refuses a PDF that runs a script when opened', async () => {
    const order = await orderOf();
    const active = Buffer.from(
      pdfBytes()
        .toString('latin1')
        .replace(
          '/Type /Catalog',
          '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
        ),
      'latin1',
    );
    const res = await upload(order.id, 'comprobante.pdf', active);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TRANSFER_MESSAGES.unsafePdf);
  });

  it('refuses a file over 5 MB with 413 and a file missing with 400', async () => {
    const order = await orderOf();
    const big = Buffer.concat([PNG_IMAGE, Buffer.alloc(TRANSFER_RECEIPT_MAX_BYTES)]);
    const res = await upload(order.id, 'comprobante.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'TRANSFER_RECEIPT_TOO_LARGE',
      message: TRANSFER_MESSAGES.tooLarge,
    });
    const none = multipart('otroCampo', 'x.pdf', 'application/pdf', pdfBytes());
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/transfer-receipts`,
      payload: none.payload,
      headers: { ...none.headers, ...bearer(customer.token) },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('TRANSFER_RECEIPT_REQUIRED');
  });

  it('takes none for an order paid otherwise, cancelled or already paid', async () => {
    const card = await orderOf(1_000_000, { payMethod: 'CREDIT' });
    const canceled = await orderOf();
    await t.app.db.update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, canceled.id));
    const paid = await orderOf();
    await t.app.db
      .update(orders)
      .set({ amountPaid: 1_000_000, paymentStatus: 'PAID', paidAt: new Date() })
      .where(eq(orders.id, paid.id));
    for (const [order, message] of [
      [card, TRANSFER_MESSAGES.notTransfer],
      [canceled, TRANSFER_MESSAGES.canceled],
      [paid, TRANSFER_MESSAGES.alreadyPaid],
    ] as const) {
      const res = await upload(order.id, 'comprobante.pdf', pdfBytes());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'TRANSFER_RECEIPT_NOT_ACCEPTED', message });
      const list = await t.app.inject(
        json('GET', `/api/orders/${order.id}/transfer-receipts`, undefined, bearer(customer.token)),
      );
      expect(list.json().uploadRefusal).toBe(message);
    }
  });

  it("answers 404 to another customer on upload, list and download, and leaves A's order alone", async () => {
    const order = await orderOf();
    const receipt = await uploaded(order.id);
    const before = await orderRow(order.id);
    const calls = [
      await upload(order.id, 'comprobante.pdf', pdfBytes(), other),
      await t.app.inject(
        json('GET', `/api/orders/${order.id}/transfer-receipts`, undefined, bearer(other)),
      ),
      await t.app.inject(
        json(
          'GET',
          `/api/orders/${order.id}/transfer-receipts/${receipt.id}`,
          undefined,
          bearer(other),
        ),
      ),
    ];
    expect(calls.map((c) => c.statusCode)).toEqual([404, 404, 404]);
    expect(await orderRow(order.id)).toEqual(before);
    // A receipt of another order under A's own order id does not exist either.
    const mine = await orderOf();
    const mixed = await t.app.inject(
      json(
        'GET',
        `/api/orders/${mine.id}/transfer-receipts/${receipt.id}`,
        undefined,
        bearer(customer.token),
      ),
    );
    expect(mixed.statusCode).toBe(404);
  });
});

describe('GET /api/orders/{id}/transfer-receipts', () => {
  it("lists the order's receipts newest first with their status and the rejection's reason", async () => {
    const order = await orderOf();
    const first = await uploaded(order.id);
    expect((await reject(first.id, 'El monto no coincide con la orden')).statusCode).toBe(200);
    const second = await uploaded(order.id, PNG_IMAGE);
    const res = await t.app.inject(
      json('GET', `/api/orders/${order.id}/transfer-receipts`, undefined, bearer(customer.token)),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderId: order.id,
      paymentStatus: 'PENDING',
      total: 1_000_000,
      amountPaid: 0,
      uploadRefusal: null,
      receipts: [
        { id: second.id, status: 'PENDING', reason: null },
        { id: first.id, status: 'REJECTED', reason: 'El monto no coincide con la orden' },
      ],
    });
  });
});

describe('staff review of transfer receipts', () => {
  it('lists the pending ones oldest first, with the order and what it already received', async () => {
    const order = await orderOf(800_000);
    const older = await uploaded(order.id);
    const newer = await uploaded(order.id, PNG_IMAGE);
    const res = await asStaff('/api/transfer-receipts?limit=100');
    expect(res.statusCode).toBe(200);
    const mine = res.json().receipts.filter((r: { orderId: number }) => r.orderId === order.id);
    expect(mine.map((r: { id: number }) => r.id)).toEqual([older.id, newer.id]);
    expect(mine[0]).toMatchObject({
      order: { id: order.id, customId: order.customId, total: 800_000, amountPaid: 0 },
      customer: { name: 'Laura Gómez', businessName: 'Redes Andinas S.A.S.' },
    });
    const file = await asStaff(`/api/transfer-receipts/${newer.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_IMAGE)).toBe(true);
  });

  it('confirms the whole amount: paid, paidAt set, one ledger row, audit and "Pago recibido"', async () => {
    const order = await orderOf(1_000_000);
    const receipt = await uploaded(order.id);
    const res = await confirm(receipt.id, 1_000_000, '2026-01-15');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'CONFIRMED',
      amount: 1_000_000,
      receivedOn: '2026-01-15',
      order: { paymentStatus: 'PAID', amountPaid: 1_000_000 },
    });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'PAID', amountPaid: 1_000_000 });
    expect(row.paidAt).toBeInstanceOf(Date);
    const ledger = await t.app.db
      .select()
      .from(paymentsReceived)
      .where(eq(paymentsReceived.orderId, order.id));
    expect(ledger).toEqual([
      expect.objectContaining({ source: 'TRANSFER', amount: 1_000_000, receivedOn: '2026-01-15' }),
    ]);
    const [decided] = await t.app.db
      .select()
      .from(transferReceipts)
      .where(eq(transferReceipts.id, receipt.id));
    expect(decided!.receivedPaymentId).toBe(ledger[0]!.id);
    expect(decided!.decidedBy).toBe(ledger[0]!.recordedBy);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)));
    expect(audit).toContainEqual(
      expect.objectContaining({
        entity: 'order',
        action: 'payment',
        reason: 'Consignación vista en el extracto',
        before: { paymentStatus: 'PENDING', amountPaid: 0 },
      }),
    );
    const [mail] = await mailsTo('payment-received', order.customId);
    expect(mail!.text).toContain(`Recibimos ${formatCop(1_000_000)} de la orden ${order.customId}`);
    expect(mail!.text).toContain('La orden está pagada');
  });

  it('a partial confirmation leaves the order partly paid, a second one completes it', async () => {
    const order = await orderOf(1_000_000);
    const first = await uploaded(order.id);
    expect((await confirm(first.id, 400_000)).statusCode).toBe(200);
    let row = await orderRow(order.id);
    expect(row).toMatchObject({
      paymentStatus: 'PARTIALLY_PAID',
      amountPaid: 400_000,
      paidAt: null,
    });
    const [partial] = await mailsTo('payment-received', order.customId);
    expect(partial!.text).toContain(`Falta por pagar ${formatCop(600_000)}.`);

    const second = await uploaded(order.id, PNG_IMAGE);
    // Money already arrived: a new receipt does not send the order back to PENDING.
    expect((await orderRow(order.id)).paymentStatus).toBe('PARTIALLY_PAID');
    const tooMuch = await confirm(second.id, 600_001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().issues).toEqual([
      { path: 'amount', message: TRANSFER_MESSAGES.tooMuch(600_000) },
    ]);
    expect((await confirm(second.id, 600_000)).statusCode).toBe(200);
    row = await orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'PAID', amountPaid: 1_000_000 });
    expect(row.paidAt).toBeInstanceOf(Date);
  });

  it('rejects with a reason the customer receives, and the order goes back to unpaid', async () => {
    const order = await orderOf();
    const receipt = await uploaded(order.id);
    const res = await reject(receipt.id, 'El comprobante no muestra el número de la cuenta');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', amount: null });
    expect((await orderRow(order.id)).paymentStatus).toBe('UNPAID');
    const [mail] = await mailsTo('transfer-receipt-rejected', order.customId);
    expect(mail!.to).toBe('laura@example.com');
    expect(mail!.text).toContain('Motivo: El comprobante no muestra el número de la cuenta');
    expect(mail!.text).toContain('Puede subir un nuevo comprobante en la sección Órdenes');
  });

  it('keeps the order PENDING while another receipt still waits', async () => {
    const order = await orderOf();
    const first = await uploaded(order.id);
    await uploaded(order.id, PNG_IMAGE);
    expect((await reject(first.id)).statusCode).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('PENDING');
  });

  it('answers 409 to a second decision on the same receipt, and counts its money once', async () => {
    const order = await orderOf(1_000_000);
    const receipt = await uploaded(order.id);
    expect((await confirm(receipt.id, 300_000)).statusCode).toBe(200);
    for (const again of [await confirm(receipt.id, 300_000), await reject(receipt.id)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'TRANSFER_RECEIPT_DECIDED',
        message: TRANSFER_MESSAGES.decided,
      });
    }
    expect((await orderRow(order.id)).amountPaid).toBe(300_000);
  });

  it('counts one of two confirmations of one receipt sent at the same time', async () => {
    const order = await orderOf(1_000_000);
    const receipt = await uploaded(order.id);
    const answers = await Promise.all([
      confirm(receipt.id, 500_000),
      confirm(receipt.id, 500_000),
      confirm(receipt.id, 500_000),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await orderRow(order.id)).amountPaid).toBe(500_000);
    const ledger = await t.app.db
      .select()
      .from(paymentsReceived)
      .where(eq(paymentsReceived.orderId, order.id));
    expect(ledger).toHaveLength(1);
    expect(await mailsTo('payment-received', order.customId)).toHaveLength(1);
  });

  it('refuses to confirm for an order already covered, so it is rejected instead', async () => {
    const order = await orderOf(1_000_000);
    const first = await uploaded(order.id);
    const second = await uploaded(order.id, PNG_IMAGE);
    expect((await confirm(first.id, 1_000_000)).statusCode).toBe(200);
    const res = await confirm(second.id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TRANSFER_ORDER_PAID');
    expect((await reject(second.id, 'La orden ya estaba pagada')).statusCode).toBe(200);
    const [mail] = await mailsTo('transfer-receipt-rejected', order.customId);
    // The order takes no more receipts: the mail says whom to write to instead.
    expect(mail!.text).toContain('Si tiene dudas, responda a este correo');
  });

  it('records money confirmed after the order was cancelled as a refund to make', async () => {
    const order = await orderOf(1_000_000);
    const receipt = await uploaded(order.id);
    await t.app.db.update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, order.id));
    expect((await confirm(receipt.id, 1_000_000)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      paymentStatus: 'REFUND_DUE',
      amountPaid: 1_000_000,
    });
    const [refund] = await t.app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id));
    expect(refund).toMatchObject({ status: 'DUE', amount: 1_000_000 });
  });

  it.each([
    [{ amount: 0, receivedOn: '2026-01-15', reason: 'Visto' }, 'amount', TRANSFER_MESSAGES.amount],
    [
      { amount: 10.5, receivedOn: '2026-01-15', reason: 'Visto' },
      'amount',
      TRANSFER_MESSAGES.amount,
    ],
    [
      { amount: 10, receivedOn: '2026-02-30', reason: 'Visto' },
      'receivedOn',
      TRANSFER_MESSAGES.receivedOn,
    ],
    [
      { amount: 10, receivedOn: '2999-01-01', reason: 'Visto' },
      'receivedOn',
      TRANSFER_MESSAGES.receivedOnFuture,
    ],
    [
      { amount: 10, receivedOn: '2026-01-15', reason: ' ' },
      'reason',
      TRANSFER_MESSAGES.confirmReason,
    ],
  ])('refuses the confirmation %j in Spanish', async (body, path, message) => {
    const order = await orderOf();
    const receipt = await uploaded(order.id);
    const res = await asStaff(`/api/transfer-receipts/${receipt.id}/confirm`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('answers 404 for a receipt that does not exist', async () => {
    expect((await confirm(999_999, 1)).statusCode).toBe(404);
    expect((await asStaff('/api/transfer-receipts/999999')).statusCode).toBe(404);
  });
});
