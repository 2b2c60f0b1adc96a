import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLOMBIAN_TAX_RULES, type TaxRuleTable } from '@shop/shared';
import { mailOutbox, siteConfig, taxNotices } from '../../db/schema';
import { transactional } from '../../db/transactional';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createTaxNoticeRepository } from './repository';
import { createTaxReminderService } from './service';

/**
 * Far years, so the reminder the running app checks at start (for today's date) never meets the
 * ones these tests send: the table has a UVT for every year up to `lastYear`.
 */
const tableUpTo = (lastYear: number): TaxRuleTable => ({
  ...COLOMBIAN_TAX_RULES,
  uvt: Array.from({ length: lastYear - 2024 }, (_, i) => ({
    year: 2025 + i,
    value: 50_000 + i * 1_000,
    source: 'UVT de prueba',
  })),
});

let t: TestApp;
let table = tableUpTo(2040);
let reminders: ReturnType<typeof createTaxReminderService>;
const mailsOf = (year: number) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'uvt-missing'), like(mailOutbox.subject, `%UVT de ${year}%`)));
const setNotificationEmail = (notificationEmail: string | null) =>
  t.app.db.update(siteConfig).set({ notificationEmail }).where(eq(siteConfig.id, 1));

beforeAll(async () => {
  t = await buildTestApp();
  reminders = createTaxReminderService({
    notices: transactional(t.app.db, createTaxNoticeRepository),
    taxRules: { rules: async () => table },
    // The site settings as the config module's port reads them: the one row.
    siteConfig: {
      get: async () => (await t.app.db.select().from(siteConfig).where(eq(siteConfig.id, 1)))[0],
    },
    outbox: t.app.outbox,
  });
});
afterAll(() => t?.close());
beforeEach(async () => {
  table = tableUpTo(2040);
  await t.app.db.delete(taxNotices).where(eq(taxNotices.year, 2041));
  await t.app.db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'uvt-missing'), like(mailOutbox.subject, '%UVT de 2041%')));
  await setNotificationEmail('contabilidad@tienda.co');
});

describe('the UVT reminder (docs/taxes.md, "UVT")', () => {
  it('mails staff once from 1 December that next year’s UVT is missing', async () => {
    expect(await reminders.remind('2040-11-30')).toBe(0);
    expect(await reminders.remind('2040-12-01')).toBe(1);
    // Every hour, every process: still one mail.
    expect(
      await Promise.all([reminders.remind('2040-12-01'), reminders.remind('2040-12-02')]),
    ).toEqual([0, 0]);
    const [mail, ...more] = await mailsOf(2041);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: 'contabilidad@tienda.co',
      subject: 'Falta la UVT de 2041 en las reglas de impuestos',
    });
    expect(mail!.text).toContain('antes del 1 de enero');
  });

  it('mails again when the year begins without it: documents use the earlier UVT', async () => {
    await reminders.remind('2040-12-01');
    expect(await reminders.remind('2041-01-02')).toBe(1);
    const texts = (await mailsOf(2041)).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts).toContainEqual(
      expect.stringMatching(
        /^Falta la UVT de 2041: las cotizaciones y órdenes de hoy se calculan con la de 2040/,
      ),
    );
  });

  it('waits for a notification address, and says nothing once the UVT is registered', async () => {
    await setNotificationEmail(null);
    expect(await reminders.remind('2040-12-01')).toBe(0);
    expect(await t.app.db.select().from(taxNotices).where(eq(taxNotices.year, 2041))).toEqual([]);

    table = tableUpTo(2041);
    await setNotificationEmail('contabilidad@tienda.co');
    expect(await reminders.remind('2040-12-01')).toBe(0);
  });
});
