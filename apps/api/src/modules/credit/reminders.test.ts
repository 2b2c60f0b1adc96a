import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bogotaDate, formatCop, formatDueDate } from '@shop/shared';
import { mailOutbox, orders, siteConfig } from '../../db/schema';
import type { Tx } from '../../db/client';
import { transactional } from '../../db/transactional';
import { buildTestApp, type TestApp } from '../../../test/app';
import { creditShop, type Buyer, type CreditShop } from '../../../test/credit-fixtures';
import { createCreditReminders } from './reminders';
import { createCreditRepository } from './repository';

let t: TestApp;
let shop: CreditShop;
let company: Buyer;
const today = bogotaDate();

/** Reminders as every process runs them, on the day a test says. */
const sweep = () =>
  createCreditReminders({
    credit: transactional(t.app.db, createCreditRepository),
    // The orders module's store, as far as reminders use it: the order row, locked.
    orders: {
      within: (tx: Tx) => ({
        lockOrder: async (id: number) =>
          (await tx.select().from(orders).where(eq(orders.id, id)).for('update'))[0],
      }),
    },
    outbox: t.app.outbox,
    config: async () => (await t.app.db.select().from(siteConfig).where(eq(siteConfig.id, 1)))[0]!,
    daysBefore: 3,
  });

beforeAll(async () => {
  t = await buildTestApp();
  shop = await creditShop(t);
  company = await shop.buyer();
  await shop.saveLine(company.id, { limit: 10_000_000 });
});
afterAll(() => t?.close());

const placeDueOn = async (dueOn: string) => {
  await shop.fill(company, [['U6-LR', 1]]);
  const order = (await shop.order(company)).json();
  await shop.setDueOn(order.id, dueOn);
  return order as { id: number; customId: string; totalOrder: number };
};
const mailsOf = async (kind: string, ...customIds: string[]) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((m) =>
    customIds.some((id) => m.subject.includes(id)),
  );

describe('the reminders of orders on credit (docs/payments.md, "Company credit")', () => {
  it('mails once three days before the due date, with two sweeps running at once', async () => {
    const soon = await placeDueOn(addDays(today, 3));
    const later = await placeDueOn(addDays(today, 4));
    const reminders = [sweep(), sweep()];

    const sent = await Promise.all(reminders.map((r) => r.remind(today)));
    expect(sent[0]! + sent[1]!).toBe(1);
    expect(await Promise.all(reminders.map((r) => r.remind(today)))).toEqual([0, 0]);

    const mails = await mailsOf('credit-due-soon', soon.customId, later.customId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: company.email,
      subject: expect.stringContaining(
        `la orden ${soon.customId} vence el ${formatDueDate(addDays(today, 3))}`,
      ),
    });
    expect(mails[0]!.text).toContain(`Saldo por pagar: ${formatCop(soon.totalOrder)}`);
  });

  it('mails once more when the order becomes overdue, and never about a paid order', async () => {
    const overdue = await placeDueOn(addDays(today, -1));
    const paid = await placeDueOn(addDays(today, -2));
    await shop.receive(paid.id, paid.totalOrder, today);

    const [a, b] = await Promise.all([sweep().remind(today), sweep().remind(today)]);
    expect(a + b).toBe(1);
    const subjects = async () =>
      (await mailsOf('credit-overdue', overdue.customId, paid.customId)).map((m) => m.subject);
    expect(await subjects()).toEqual([
      expect.stringContaining(`la orden ${overdue.customId} está vencida`),
    ]);
    // The next day's sweep mails nothing more about it.
    await sweep().remind(addDays(today, 1));
    expect(await subjects()).toHaveLength(1);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, overdue.id));
    expect(row!.paymentStatus).toBe('UNPAID');
  });
});
