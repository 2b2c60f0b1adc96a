import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCop } from '@shop/shared';
import { orders } from '../../db/schema';
import { transactional } from '../../db/transactional';
import { buildTestApp, type TestApp } from '../../../test/app';
import { snapshot } from '../../../test/document-factories';
import { creditShop, type CreditShop } from '../../../test/credit-fixtures';
import { createCreditRepository } from './repository';
import { createCreditService } from './service';

let t: TestApp;
let shop: CreditShop;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await creditShop(t);
});
afterAll(() => t?.close());

const owedBy = async (userId: number) =>
  (await t.app.db.select().from(orders).where(eq(orders.userId, userId)))
    .filter((o) => o.payMethod === 'COMPANY_CREDIT')
    .reduce((n, o) => n + o.total, 0);

describe('the limit under concurrency (docs/payments.md, "Company credit")', () => {
  it('accepts at most the limit of 21 orders placed at once, from the cart and from quotes', async () => {
    const company = await shop.buyer();
    // Twenty quotes of one unit each, then a cart of another product at the same price: every
    // order below costs the same, so exactly five fit the limit whatever order they run in.
    await shop.fill(company, [['U6-LR', 1]]);
    const quotes: { id: number; totalQuote: number }[] = [];
    for (let i = 0; i < 20; i++)
      quotes.push((await shop.call('POST', '/api/quote', company.token)).json());
    await shop.takeOut(company, [['U6-LR', 1]]);
    await shop.fill(company, [['U6-LR-2', 1]]);
    const each = quotes[0]!.totalQuote;
    expect(new Set(quotes.map((q) => q.totalQuote))).toEqual(new Set([each]));
    const limit = 5 * each + Math.floor(each / 2);
    await shop.saveLine(company.id, { limit });

    const answers = await Promise.all([
      ...quotes.map((q, i) =>
        shop.call(
          'POST',
          '/api/convert-quote',
          company.token,
          { id: q.id, payMethod: 'COMPANY_CREDIT' },
          { 'idempotency-key': `credito-cotizacion-${i}-${company.id}` },
        ),
      ),
      shop.order(company),
    ]);

    const accepted = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(accepted).toHaveLength(5);
    const acceptedTotal = accepted.reduce((n, a) => n + (a.json().totalOrder as number), 0);
    expect(acceptedTotal).toBeLessThanOrEqual(limit);
    expect(await owedBy(company.id)).toBe(acceptedTotal);
    // Every refusal says what was still available when it was checked.
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('CREDIT_LIMIT_EXCEEDED');
      expect(r.json().message).toContain(`su crédito disponible: ${formatCop(limit - 5 * each)}`);
    }
  });

  it('holds on the line lock alone: 20 transactions of one company, no other lock between them', async () => {
    // The checkout also serializes one customer's requests (an advisory lock); this calls the
    // credit check directly, so only the line's row lock stands between the 20 transactions.
    const company = await shop.buyer();
    await shop.saveLine(company.id, { limit: 1_000_000 });
    const credit = createCreditService({
      credit: transactional(t.app.db, createCreditRepository),
      audit: { record: async () => true },
    });
    const place = (i: number) =>
      t.app.db.transaction(async (tx) => {
        const total = 150_000 + i * 1_000;
        const { dueOn } = await credit.reserve(tx, company.id, total);
        // The transaction stays open a moment after its check, as a real order's does.
        await new Promise((r) => setTimeout(r, 5));
        await tx.insert(orders).values({
          customId: `ORD-CONCURRENTE-${company.id}-${i}`,
          userId: company.id,
          createdBy: company.id,
          payMethod: 'COMPANY_CREDIT',
          dueOn,
          customer: snapshot(),
          subtotal: total,
          totalVAT: 0,
          reteFuente: 0,
          reteICA: 0,
          total,
          totalItems: 1,
        });
        return total;
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => place(i)));
    const placed = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const sum = placed.reduce((n, v) => n + v, 0);
    expect(sum).toBeLessThanOrEqual(1_000_000);
    // Six orders of about 150.000 fit a limit of 1.000.000; the rest were refused by the check.
    expect(placed.length).toBeGreaterThanOrEqual(6);
    expect(await owedBy(company.id)).toBe(sum);
    for (const o of outcomes)
      if (o.status === 'rejected')
        expect((o.reason as { code: string }).code).toBe('CREDIT_LIMIT_EXCEEDED');
  });
});
