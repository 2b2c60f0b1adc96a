import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { snapshot } from '../../../test/document-factories';
import { createUser } from '../../../test/factories';
import { createReportsRepository } from './repository';
import { createReportsService, type ReportFile } from './service';
import { createXlsxWriter } from './xlsx-pool';

let t: TestApp;

const xlsx = createXlsxWriter();

/** Writes the report as the route does (from the worker thread) and reads the workbook back. */
async function written(report: ReportFile) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await xlsx.write(out, report);
  await finished(out);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

beforeAll(async () => {
  t = await buildTestApp();
  const buyer = await createUser(t.app.db);
  // 23 orders on 2026-03-10 in Bogotá: groups of three share one instant down to the microsecond,
  // so pages of 4 end inside a group; one cancelled order is no sale.
  await t.app.db.insert(orders).values(
    Array.from({ length: 23 }, (_, i) => ({
      customId: `ORD-2026-8${String(i + 1).padStart(4, '0')}`,
      userId: buyer.id,
      createdBy: buyer.id,
      payMethod: 'BANK_TRANSFER' as const,
      status: i === 5 ? ('CANCELED' as const) : ('PENDING' as const),
      subtotal: 100_000 * (i + 1),
      totalVAT: 19_000 * (i + 1),
      reteFuente: i,
      reteICA: 0,
      reteIVA: 0,
      total: 119_000 * (i + 1) - i,
      totalItems: i + 1,
      customer: snapshot(),
      createdAt: sql`'2026-03-10 15:00:00.123456+00'::timestamptz + ${Math.floor(i / 3)} * interval '1 second'`,
    })),
  );
}, 60_000);

afterAll(async () => {
  await xlsx.close();
  await t?.close();
});

describe('sales report read page by page and written in a worker thread', () => {
  it('writes every sale once, in time order, with the totals of all pages', async () => {
    const service = createReportsService(createReportsRepository(t.app.db), undefined, 4);
    const report = await service.sales({ period: 'day', date: '2026-03-10' });
    const sheet = await written(report);

    const sold = Array.from({ length: 23 }, (_, i) => i).filter((i) => i !== 5);
    // Header, 22 sales, a blank line and the totals line.
    expect(sheet.rowCount).toBe(1 + 22 + 2);
    const ids = sheet.getColumn(1).values.slice(2, 24);
    expect(ids).toEqual(sold.map((i) => `ORD-2026-8${String(i + 1).padStart(4, '0')}`));
    expect(sheet.getCell('A25').value).toBe('Total (22 órdenes)');
    const sum = (f: (i: number) => number) => sold.reduce((s, i) => s + f(i), 0);
    expect(sheet.getCell('G25').value).toBe(sum((i) => i + 1));
    expect(sheet.getCell('H25').value).toBe(sum((i) => 100_000 * (i + 1)));
    expect(sheet.getCell('J25').value).toBe(sum((i) => i));
    expect(sheet.getCell('M25').value).toBe(sum((i) => 119_000 * (i + 1) - i));
    expect(sheet.autoFilter).toBeTruthy();
  });

  it('stops when the client leaves mid-download, and the next report is written whole', async () => {
    const service = createReportsService(createReportsRepository(t.app.db), undefined, 4);
    // Nobody reads this download: it fills up, then the client goes away.
    const out = new PassThrough({ highWaterMark: 1 });
    const writing = xlsx.write(out, await service.sales({ period: 'day', date: '2026-03-10' }));
    setTimeout(() => out.destroy(), 200);
    await expect(writing).rejects.toThrow('closed before its end');
    const sheet = await written(await service.sales({ period: 'day', date: '2026-03-10' }));
    expect(sheet.rowCount).toBe(1 + 22 + 2);
  });

  it('writes a header and a zero totals line for a period without sales', async () => {
    const service = createReportsService(createReportsRepository(t.app.db), undefined, 4);
    const report = await service.sales({ period: 'day', date: '2026-03-11' });
    const sheet = await written(report);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('A3').value).toBe('Total (0 órdenes)');
    expect(sheet.getCell('M3').value).toBe(0);
  });
});
