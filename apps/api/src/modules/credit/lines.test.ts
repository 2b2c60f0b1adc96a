import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  bogotaDate,
  CREDIT_MESSAGES,
  ERRORS,
  formatCop,
  formatDueDate,
} from '@shop/shared';
import { auditLog, creditLines, mailOutbox, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { creditShop, type CreditShop } from '../../../test/credit-fixtures';

let t: TestApp;
let shop: CreditShop;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await creditShop(t);
});
afterAll(() => t?.close());

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\u00a0/g, ' ');

describe('PUT /api/auth/{id}/credit: staff grant, change and suspend a line', () => {
  it('grants a company a line with a reason, audited, and answers what it may order', async () => {
    const company = await shop.buyer();
    const res = await shop.saveLine(company.id, { limit: 5_000_000, termDays: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      changed: true,
      message: CREDIT_MESSAGES.saved,
      eligible: true,
      line: { limit: 5_000_000, termDays: 60, status: 'ACTIVE', owed: 0, available: 5_000_000 },
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(company.id)), eq(auditLog.action, 'client_credit')));
    expect(entry).toMatchObject({
      entity: 'user',
      before: null,
      after: { creditLimit: 5_000_000, creditTermDays: 60, creditStatus: 'ACTIVE' },
      reason: 'Estudio de crédito aprobado',
    });

    const again = await shop.saveLine(company.id, { limit: 5_000_000, termDays: 60 });
    expect(again.json()).toMatchObject({ changed: false, message: CREDIT_MESSAGES.noChanges });
    const read = await shop.call('GET', `/api/auth/${company.id}/credit`, shop.clientsStaff);
    expect(read.json()).toMatchObject({ eligible: true, line: { limit: 5_000_000 } });
  });

  it('refuses a natural person, a missing reason and a term the shop does not offer', async () => {
    const person = await shop.buyer(false);
    const refused = await shop.saveLine(person.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CREDIT_COMPANY_ONLY',
      message: CREDIT_MESSAGES.companyOnly,
    });
    expect(
      await t.app.db.select().from(creditLines).where(eq(creditLines.userId, person.id)),
    ).toEqual([]);
    const read = await shop.call('GET', `/api/auth/${person.id}/credit`, shop.clientsStaff);
    expect(read.json()).toEqual({ eligible: false, line: null });

    const company = await shop.buyer();
    const noReason = await shop.saveLine(company.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toContainEqual({
      path: 'reason',
      message: CREDIT_MESSAGES.reason,
    });
    const term = await shop.saveLine(company.id, { termDays: 45 as 30 });
    expect(term.json().issues).toContainEqual({ path: 'termDays', message: CREDIT_MESSAGES.term });
  });

  it('is for staff with ADMIN_CLIENTS only, and a client that does not exist is 404', async () => {
    const company = await shop.buyer();
    const asCustomer = await shop.call('GET', `/api/auth/${company.id}/credit`, company.token);
    expect(asCustomer.statusCode).toBe(403);
    const missing = await shop.call('GET', '/api/auth/999999/credit', shop.clientsStaff);
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/pay-methods and an order on credit', () => {
  it('never offers credit to a natural person, and refuses it when sent', async () => {
    const person = await shop.buyer(false);
    const options = await shop.call('GET', '/api/pay-methods', person.token);
    expect(options.json()).toEqual({ methods: ['BANK_TRANSFER'], credit: null });
    await shop.fill(person, [['U6-LR', 1]]);
    const res = await shop.order(person);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CREDIT_NOT_GRANTED',
      message: CREDIT_MESSAGES.personRefused,
    });
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, person.id))).toEqual([]);
  });

  it('refuses a company without a line', async () => {
    const company = await shop.buyer();
    expect((await shop.call('GET', '/api/pay-methods', company.token)).json().credit).toBeNull();
    await shop.fill(company, [['U6-LR', 1]]);
    const res = await shop.order(company);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CREDIT_NOT_GRANTED',
      message: ERRORS.CREDIT_NOT_GRANTED.message,
    });
  });

  it('accepts an order within the limit: unpaid, no payment window, due on its day plus the term', async () => {
    const company = await shop.buyer();
    await shop.saveLine(company.id, { limit: 2_000_000, termDays: 60 });
    const options = (await shop.call('GET', '/api/pay-methods', company.token)).json();
    expect(options).toEqual({
      methods: ['BANK_TRANSFER', 'COMPANY_CREDIT'],
      credit: { limit: 2_000_000, owed: 0, available: 2_000_000, termDays: 60 },
    });

    await shop.fill(company, [['U6-LR', 2]]);
    const res = await shop.order(company);
    expect(res.statusCode).toBe(201);
    const order = res.json();
    const dueOn = addDays(bogotaDate(), 60);
    expect(order).toMatchObject({
      payMethod: 'COMPANY_CREDIT',
      paymentStatus: 'UNPAID',
      amountPaid: 0,
      payBy: null,
      dueOn,
    });
    const after = (await shop.call('GET', '/api/pay-methods', company.token)).json().credit;
    expect(after).toEqual({
      limit: 2_000_000,
      owed: order.totalOrder,
      available: 2_000_000 - order.totalOrder,
      termDays: 60,
    });

    // The due date is on the order's mail and its PDF.
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-created'), eq(mailOutbox.to, company.email)));
    expect(mail!.text).toContain(`vence el ${formatDueDate(dueOn)}`);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/${order.id}`,
      headers: { authorization: `Bearer ${company.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(new RegExp(`Fecha de vencimiento\\s+${formatDueDate(dueOn)}`));
    expect(text).toContain(`vence el ${formatDueDate(dueOn)}`);
  });

  it('refuses an order over what is available, naming the available amount in pesos', async () => {
    const company = await shop.buyer();
    await shop.saveLine(company.id, { limit: 1_234_567 });
    await shop.fill(company, [['UDM-PRO', 3]]);
    const res = await shop.order(company);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CREDIT_LIMIT_EXCEEDED');
    expect(res.json().message).toContain(`su crédito disponible: ${formatCop(1_234_567)}`);
    expect(formatCop(1_234_567).replace(/\u00a0/g, ' ')).toBe('$ 1.234.567');
    // Nothing was written: the cart still holds the lines.
    const cart = await shop.call('GET', '/api/shopping-cart', company.token);
    expect(cart.json().items).toHaveLength(1);
  });

  it('stops new orders on a suspended line, and keeps what is owed owed', async () => {
    const company = await shop.buyer();
    await shop.saveLine(company.id, { limit: 3_000_000 });
    await shop.fill(company, [['U6-LR', 1]]);
    const placed = (await shop.order(company)).json();

    const suspended = await shop.saveLine(company.id, {
      limit: 3_000_000,
      status: 'SUSPENDED',
      reason: 'Mora en otra obligación',
    });
    expect(suspended.json()).toMatchObject({
      message: CREDIT_MESSAGES.suspendedDone,
      line: { status: 'SUSPENDED', owed: placed.totalOrder, available: 0 },
    });
    expect((await shop.call('GET', '/api/pay-methods', company.token)).json()).toEqual({
      methods: ['BANK_TRANSFER'],
      credit: null,
    });
    await shop.fill(company, [['U6-LR', 1]]);
    const res = await shop.order(company);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CREDIT_SUSPENDED',
      message: CREDIT_MESSAGES.suspended,
    });
  });
});
