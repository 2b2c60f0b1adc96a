import * as XLSX from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  bogotaDate,
  CREDIT_MESSAGES,
  formatCop,
  type OrderStatus,
  type PayMethod,
  type PaymentStatus,
} from '@shop/shared';
import { auditLog, mailOutbox, orders, paymentsReceived } from '../../db/schema';
import { transactional } from '../../db/transactional';
import { buildTestApp, type TestApp } from '../../../test/app';
import { creditShop, type CreditShop } from '../../../test/credit-fixtures';
import { snapshot } from '../../../test/document-factories';
import { createCreditRepository } from './repository';
import { createCreditService } from './service';

let t: TestApp;
let shop: CreditShop;
const today = bogotaDate();

beforeAll(async () => {
  t = await buildTestApp();
  shop = await creditShop(t);
});
afterAll(() => t?.close());

let sequence = 0;
/** An order written straight into the database, due `daysAgo` days before today. */
async function creditOrder(
  userId: number,
  o: {
    total: number;
    daysPastDue: number;
    amountPaid?: number;
    status?: OrderStatus;
    payMethod?: PayMethod;
    paymentStatus?: PaymentStatus;
  },
) {
  const [row] = await t.app.db
    .insert(orders)
    .values({
      customId: `ORD-CARTERA-${++sequence}-${userId}`,
      userId,
      createdBy: userId,
      payMethod: o.payMethod ?? 'COMPANY_CREDIT',
      status: o.status ?? 'PENDING',
      paymentStatus: o.paymentStatus ?? (o.amountPaid ? 'PARTIALLY_PAID' : 'UNPAID'),
      amountPaid: o.amountPaid ?? 0,
      dueOn: addDays(today, -o.daysPastDue),
      customer: snapshot(),
      subtotal: o.total,
      totalVAT: 0,
      reteFuente: 0,
      reteICA: 0,
      total: o.total,
      totalItems: 1,
      createdAt: new Date(Date.now() - 120 * 86_400_000),
    })
    .returning();
  return row!;
}

const receivables = async () =>
  (await shop.call('GET', '/api/receivables', shop.paymentsStaff)).json();
const rowOf = async (userId: number) =>
  (await receivables()).companies.find((c: { userId: number }) => c.userId === userId);

describe('POST /api/payments/{id}/received: staff record what a company paid', () => {
  it('takes partial payments off what is owed, then marks the order paid once covered', async () => {
    const company = await shop.buyer();
    await shop.saveLine(company.id, { limit: 3_000_000 });
    await shop.fill(company, [['U6-LR', 2]]);
    const order = (await shop.order(company)).json();
    const total = order.totalOrder as number;

    const first = await shop.receive(order.id, 100_000, today, 'Transferencia 4521');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      paymentStatus: 'PARTIALLY_PAID',
      amountPaid: 100_000,
      paidAt: null,
      received: [expect.objectContaining({ source: 'STAFF', amount: 100_000, receivedOn: today })],
    });
    expect(first.json().received[0].recordedBy).toMatch(/@example\.com$/);
    const options = (await shop.call('GET', '/api/pay-methods', company.token)).json();
    expect(options.credit).toMatchObject({
      owed: total - 100_000,
      available: 3_000_000 - total + 100_000,
    });
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'payment-received'), eq(mailOutbox.to, company.email)));
    expect(mail!.text).toContain(`Recibimos ${formatCop(100_000)} de la orden ${order.customId}`);
    expect(mail!.text).toContain(`Falta por pagar ${formatCop(total - 100_000)}.`);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id))));
    expect(entry).toMatchObject({
      action: 'payment',
      before: { paymentStatus: 'UNPAID', amountPaid: 0 },
      after: { paymentStatus: 'PARTIALLY_PAID', amountPaid: 100_000, received: 100_000 },
      reason: 'Transferencia 4521',
    });

    const rest = await shop.receive(order.id, total - 100_000, today);
    expect(rest.json()).toMatchObject({ paymentStatus: 'PAID', amountPaid: total });
    expect(rest.json().paidAt).not.toBeNull();
    expect((await rowOf(company.id)).owed).toBe(0);
  });

  it('refuses more than is owed, naming what is owed, and writes nothing', async () => {
    const company = await shop.buyer();
    await shop.saveLine(company.id, { limit: 3_000_000 });
    await shop.fill(company, [['U6-LR', 1]]);
    const order = (await shop.order(company)).json();
    await shop.receive(order.id, 50_000, today);
    const owed = order.totalOrder - 50_000;

    const res = await shop.receive(order.id, owed + 1, today);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_ABOVE_OWED',
      message: CREDIT_MESSAGES.aboveOwed(owed),
    });
    expect(res.json().message).toContain(formatCop(owed));
    expect(res.json().issues).toEqual([
      { path: 'amount', message: CREDIT_MESSAGES.aboveOwed(owed) },
    ]);
    const rows = await t.app.db
      .select()
      .from(paymentsReceived)
      .where(eq(paymentsReceived.orderId, order.id));
    expect(rows.map((r) => r.amount)).toEqual([50_000]);
  });

  it('refuses an order of another method, a day in the future and a missing reason', async () => {
    const company = await shop.buyer();
    await shop.saveLine(company.id, { limit: 3_000_000 });
    await shop.fill(company, [['U6-LR', 1]]);
    const transfer = (await shop.order(company, 'BANK_TRANSFER')).json();
    const other = await shop.receive(transfer.id, 1_000, today);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'ORDER_NOT_PAYABLE',
      message: CREDIT_MESSAGES.notCreditOrder,
    });

    await shop.fill(company, [['U6-LR', 1]]);
    const order = (await shop.order(company)).json();
    const future = await shop.receive(order.id, 1_000, addDays(today, 1));
    expect(future.statusCode).toBe(400);
    expect(future.json().issues).toEqual([
      { path: 'receivedOn', message: CREDIT_MESSAGES.receivedInFuture },
    ]);
    const noReason = await shop.receive(order.id, 1_000, today, '');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toContainEqual({
      path: 'reason',
      message: CREDIT_MESSAGES.paymentReason,
    });
    const missing = await shop.receive(999_999, 1_000, today);
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/receivables: the cartera by age', () => {
  it('puts each order in its bucket by days past due: 0 is al día, then 1-30, 31-60, 61-90, > 90', async () => {
    const company = await shop.buyer();
    await shop.saveLine(company.id, { limit: 2_000_000, termDays: 60 });
    const due = async (daysPastDue: number, total: number, amountPaid = 0) =>
      creditOrder(company.id, { daysPastDue, total, amountPaid });
    await due(-5, 256_000); // not yet due
    await due(0, 1_000); // due today: al día
    await due(1, 2_000);
    await due(30, 4_000);
    await due(31, 8_000);
    await due(60, 16_000);
    await due(61, 32_000);
    await due(90, 64_000);
    await due(91, 128_000, 28_000); // partly paid: 100.000 owed
    // Not owed: paid, cancelled, or paid otherwise.
    await creditOrder(company.id, {
      daysPastDue: 40,
      total: 7_777,
      amountPaid: 7_777,
      paymentStatus: 'PAID',
    });
    await creditOrder(company.id, { daysPastDue: 40, total: 5_555, status: 'CANCELED' });
    await creditOrder(company.id, { daysPastDue: 40, total: 3_333, payMethod: 'BANK_TRANSFER' });

    const owed = 256_000 + 1_000 + 2_000 + 4_000 + 8_000 + 16_000 + 32_000 + 64_000 + 100_000;
    const row = await rowOf(company.id);
    expect(row).toMatchObject({
      businessName: 'Persona de Prueba',
      nit: '900.544.472-2',
      status: 'ACTIVE',
      termDays: 60,
      limit: 2_000_000,
      owed,
      available: 2_000_000 - owed,
      overdue: owed - 257_000,
      ageing: {
        current: 257_000,
        days1to30: 6_000,
        days31to60: 24_000,
        days61to90: 96_000,
        over90: 100_000,
      },
    });

    const detail = await shop.call('GET', `/api/receivables/${company.id}`, shop.paymentsStaff);
    expect(detail.statusCode).toBe(200);
    const open = detail.json().orders as { daysPastDue: number; bucket: string; owed: number }[];
    expect(open.map((o) => [o.daysPastDue, o.bucket])).toEqual([
      [91, 'over90'],
      [90, 'days61to90'],
      [61, 'days61to90'],
      [60, 'days31to60'],
      [31, 'days31to60'],
      [30, 'days1to30'],
      [1, 'days1to30'],
      [0, 'current'],
      [-5, 'current'],
    ]);
    expect(open[0]!.owed).toBe(100_000);
  });

  it('answers the same figures as a workbook with a totals line', async () => {
    const answer = await receivables();
    const res = await shop.call('GET', '/api/reports/generate-receivables', shop.paymentsStaff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="cartera-${answer.asOf}.xlsx"`,
    );
    const book = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Cartera']!, { header: 1 });
    expect(rows[0]).toEqual([
      'Razón social',
      'NIT',
      'Correo',
      'Línea',
      'Plazo (días)',
      'Cupo',
      'Saldo',
      'Disponible',
      'Vencido',
      'Al día',
      '1-30 días',
      '31-60 días',
      '61-90 días',
      'Más de 90 días',
    ]);
    const figures = (c: {
      limit: number;
      owed: number;
      available: number;
      overdue: number;
      ageing: Record<string, number>;
    }) => [c.limit, c.owed, c.available, c.overdue, ...Object.values(c.ageing)];
    const companies = answer.companies as Parameters<typeof figures>[0][];
    expect(companies.length).toBeGreaterThan(1);
    expect(rows.slice(1, 1 + companies.length).map((r) => r.slice(5))).toEqual(
      companies.map(figures),
    );
    const totals = rows.at(-1)!;
    expect(totals[0]).toBe(`Total (${companies.length} empresas)`);
    expect(totals.slice(5)).toEqual(figures(answer.totals));
    expect(answer.totals.owed).toBe(companies.reduce((n, c) => n + c.owed, 0));
  });

  it('counts a day as overdue only after the due date, at a fixed date', async () => {
    const company = await shop.buyer();
    await shop.saveLine(company.id, { limit: 1_000_000 });
    const order = await creditOrder(company.id, { daysPastDue: 0, total: 90_000 });
    await shop.setDueOn(order.id, '2031-03-15');
    const credit = createCreditService({
      credit: transactional(t.app.db, createCreditRepository),
      audit: { record: async () => true },
    });
    const on = async (day: string) => (await credit.companyReceivable(company.id, day)).company;
    expect(await on('2031-03-14')).toMatchObject({ overdue: 0, ageing: { current: 90_000 } });
    expect(await on('2031-03-15')).toMatchObject({ overdue: 0, ageing: { current: 90_000 } });
    expect(await on('2031-03-16')).toMatchObject({
      overdue: 90_000,
      ageing: { days1to30: 90_000 },
    });
    expect(await on('2031-06-14')).toMatchObject({ overdue: 90_000, ageing: { over90: 90_000 } });
  });

  it('is for ADMIN_PAYMENTS, and a client without a line is 404', async () => {
    const company = await shop.buyer();
    expect((await shop.call('GET', '/api/receivables', company.token)).statusCode).toBe(403);
    expect((await shop.call('GET', '/api/receivables', shop.clientsStaff)).statusCode).toBe(403);
    const none = await shop.call('GET', `/api/receivables/${company.id}`, shop.paymentsStaff);
    expect(none.statusCode).toBe(404);
  });
});
