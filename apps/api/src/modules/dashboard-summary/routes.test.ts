import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bogotaDate, type DashboardSummary } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { insertOrder, insertQuote } from '../../../test/document-factories';
import { createStaff, createUser, login } from '../../../test/factories';
import { orders, users } from '../../db/schema';

let t: TestApp;
let everything: Record<string, string>;
let buyer: number;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  buyer = (await createUser(t.app.db)).id;
  everything = bearer(
    await login(
      t.app,
      await createStaff(t.app.db, ['ADMIN_ORDERS', 'ADMIN_CLIENTS', 'ADMIN_STOCK']),
    ),
  );
});
afterAll(() => t?.close());

const summary = async (headers: Record<string, string>) => {
  const res = await t.app.inject(json('GET', '/api/dashboard/summary', undefined, headers));
  return { status: res.statusCode, body: res.json() as DashboardSummary & { message?: string } };
};

describe('GET /api/dashboard/summary', () => {
  it("adds an order placed now to today's and the month's sales, and a cancelled one to neither", async () => {
    const before = (await summary(everything)).body;
    expect(before.today).toBe(bogotaDate(new Date()));
    expect(before.monthStart).toBe(`${before.today.slice(0, 7)}-01`);

    await insertOrder(t.app.db, { userId: buyer, createdAt: new Date(), total: 1_190_000 });
    const cancelled = await insertOrder(t.app.db, {
      userId: buyer,
      createdAt: new Date(),
      total: 500_000,
    });
    await t.app.db.update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, cancelled.id));
    // Placed 40 days ago: no longer this month's, and not today's either.
    await insertOrder(t.app.db, {
      userId: buyer,
      createdAt: new Date(Date.now() - 40 * DAY_MS),
      total: 70_000,
    });

    const after = (await summary(everything)).body;
    expect(after.sales!.today).toEqual({
      orders: before.sales!.today.orders + 1,
      total: before.sales!.today.total + 1_190_000,
    });
    expect(after.sales!.month).toEqual({
      orders: before.sales!.month.orders + 1,
      total: before.sales!.month.total + 1_190_000,
    });
    // Two new 'Pendiente' orders (the cancelled one is not among them, the old one is).
    expect(after.ordersToProcess).toBe(before.ordersToProcess! + 2);
  });

  it('counts the valid quotes expiring within 3 days, not later ones, converted or expired', async () => {
    const before = (await summary(everything)).body.quotesExpiring!;
    const now = Date.now();
    const quote = (validUntil: number) =>
      insertQuote(t.app.db, {
        userId: buyer,
        createdAt: new Date(now - DAY_MS),
        validUntil: new Date(validUntil),
      });
    await quote(now + 2 * DAY_MS);
    await quote(now + 10 * DAY_MS);
    await quote(now - DAY_MS);
    const converted = await quote(now + DAY_MS);
    await insertOrder(t.app.db, { userId: buyer, createdAt: new Date(), quoteId: converted.id });

    expect((await summary(everything)).body.quotesExpiring).toBe(before + 1);
  });

  it("counts what the card's link lists: the history's valid quotes expiring by the same day", async () => {
    await insertQuote(t.app.db, {
      userId: buyer,
      createdAt: new Date(),
      validUntil: new Date(Date.now() + DAY_MS),
    });
    const { quotesExpiring, quotesExpireBy, today } = (await summary(everything)).body;
    expect(quotesExpireBy > today).toBe(true);
    const listed = await t.app.inject(
      json(
        'GET',
        `/api/history?type=quote&status=OPEN&expiresBy=${quotesExpireBy}&limit=100`,
        undefined,
        everything,
      ),
    );
    expect(listed.statusCode).toBe(200);
    const { history } = listed.json() as { history: { customId: string }[] };
    expect(quotesExpiring).toBeGreaterThan(0);
    expect(history).toHaveLength(quotesExpiring!);
  });

  it('counts the accounts waiting for activation and the requests waiting', async () => {
    const before = (await summary(everything)).body.accounts!;
    await createUser(t.app.db, { clientStatus: 'PENDING' });
    const asking = await createUser(t.app.db);
    await t.app.db
      .update(users)
      .set({ requestedClientType: 'TECHNICAL' })
      .where(eq(users.id, asking.id));

    const after = (await summary(everything)).body.accounts!;
    expect(after.toActivate).toBe(before.toActivate + 1);
    expect(after.typeRequests).toBe(before.typeRequests + 1);
  });

  it('counts the products at or under their minimum stock', async () => {
    const before = (await summary(everything)).body.lowStock!;
    const brand = await createBrand(t.app.db, 'Resumen');
    const category = await createCategory(t.app.db, 'Resumen');
    const base = { brandId: brand.id, categoryId: category.id };
    await createProducts(t.app.db, [
      { ...base, name: 'Agotado', model: 'R-0', stock: 0, minimumStock: 0 },
      { ...base, name: 'En el mínimo', model: 'R-1', stock: 4, minimumStock: 4 },
      { ...base, name: 'Sobrado', model: 'R-2', stock: 40, minimumStock: 4 },
    ]);
    expect((await summary(everything)).body.lowStock).toBe(before + 2);
  });

  it('answers only the figures of the permissions held', async () => {
    const reports = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_REPORTS'])));
    const { status, body } = await summary(reports);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['monthStart', 'quotesExpireBy', 'sales', 'today']);

    const images = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_IMAGES'])));
    expect(Object.keys((await summary(images)).body).sort()).toEqual([
      'monthStart',
      'quotesExpireBy',
      'today',
    ]);
  });

  it('refuses a customer and an anonymous caller', async () => {
    const customer = await createUser(t.app.db);
    const asCustomer = await summary(bearer(await login(t.app, customer)));
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.message).toMatch(/permiso/i);
    expect((await summary({})).status).toBe(401);
  });
});
