import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOGOTA_CODE,
  buyerTaxProfileOf,
  COLOMBIAN_TAX_RULES,
  computeTaxes,
  type ClientType,
  NO_TAX_FLAGS,
} from '@shop/shared';
import type { CustomerSnapshot } from '../../db/schema';
import { orders, products, profiles } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createStaff, createUser, login } from '../../../test/factories';
// Read back, the quote-prefix style shows as `style.quotePrefix` (the writer's own extension).
import '../../lib/xlsx-quote-prefix';

let t: TestApp;
let reporter: string;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FORMULA_NAME = '=HYPERLINK("http://malo.example","clic")';
const PHONE = '+57 601 555 0000';

const snapshot = (businessName: string): CustomerSnapshot => ({
  businessName,
  fullName: 'Persona de Prueba',
  identification: '900544472',
  isCompany: true,
  address: 'Calle 1 # 2-3',
  city: 'Bogotá, D.C.',
  email: 'compras@example.com',
  phone: '3105550000',
  clientType: 'DISTRIBUTOR',
});

/** What a public entity withheld from the order of the 25th. */
const WITHHELD = { reteFuente: 12_500, reteIVA: 14_250, reteICA: 5_520 };

let seq = 0;
async function insertOrder(
  userId: number,
  createdAt: string,
  total: number,
  o: {
    status?: 'CANCELED';
    businessName?: string;
    withheld?: { reteFuente: number; reteIVA: number; reteICA: number };
    /** The order's own figures, as the engine gave them; `total` is then ignored. */
    figures?: {
      subtotal: number;
      totalVAT: number;
      reteFuente: number;
      reteIVA: number;
      reteICA: number;
      total: number;
    };
  } = {},
) {
  await t.app.db.insert(orders).values({
    customId: `ORD-2026-9${String(++seq).padStart(4, '0')}`,
    userId,
    createdBy: userId,
    payMethod: 'BANK_TRANSFER',
    status: o.status ?? 'PENDING',
    subtotal: total,
    totalVAT: 0,
    reteFuente: 0,
    reteICA: 0,
    ...o.withheld,
    total,
    ...o.figures,
    totalItems: 2,
    customer: snapshot(o.businessName ?? 'Redes Andinas S.A.S.'),
    createdAt: new Date(createdAt),
  });
}

async function download(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(reporter) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, sheet: workbook.worksheets[0]! };
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  reporter = await login(t.app, await createStaff(db, ['ADMIN_REPORTS']));
  const buyer = await createUser(db);
  await db
    .update(profiles)
    .set({ fullName: FORMULA_NAME, contactPhone: PHONE })
    .where(eq(profiles.userId, buyer.id));
  // Tuesday 24 Nov 2026 in Bogotá (UTC-5): the week runs Monday 23 to Sunday 29.
  await insertOrder(buyer.id, '2026-11-25T04:30:00Z', 1_190_000, { businessName: '+57 Redes' }); // 24th 23:30
  await insertOrder(buyer.id, '2026-11-25T05:30:00Z', 500_000, { withheld: WITHHELD }); // 25th 00:30
  await insertOrder(buyer.id, '2026-11-23T15:00:00Z', 300_000); // Monday 23rd
  await insertOrder(buyer.id, '2026-11-24T15:00:00Z', 999_999, { status: 'CANCELED' });
  await insertOrder(buyer.id, '2026-11-30T15:00:00Z', 100_000); // next Monday
  await insertOrder(buyer.id, '2026-10-31T15:00:00Z', 70_000); // previous month
  const brand = await createBrand(db, 'MikroTik');
  const cat = await createCategory(db, 'Redes');
  await createProducts(db, [
    {
      name: 'Router hEX',
      model: 'RB750Gr3',
      brandId: brand.id,
      categoryId: cat.id,
      price: 289_900,
      stock: 3,
      minimumStock: 5,
    },
    {
      name: '-Switch 24 puertos',
      model: 'CRS326',
      brandId: brand.id,
      categoryId: cat.id,
      price: 1_250_000,
      stock: 40,
    },
  ]);
}, 60_000);

afterAll(() => t?.close());

describe('GET /api/reports/generate-sales', () => {
  it('takes the order at 23:30 Bogotá on the 24th into the 24th, not the 25th (UTC)', async () => {
    const { res, sheet } = await download('/api/reports/generate-sales?period=day&date=2026-11-24');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ventas-2026-11-24-dia.xlsx"',
    );
    // Header, one order, a blank line and the totals line.
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getCell('M2').value).toBe(1_190_000);
    const when = sheet.getCell('B2').value;
    expect(when).toBeInstanceOf(Date);
    // Written as the Bogotá wall-clock time.
    expect((when as Date).toISOString()).toBe('2026-11-24T23:30:00.000Z');
    // Text that reads as a formula keeps its characters, marked quote-prefixed instead.
    expect(sheet.getCell('C2').value).toBe('+57 Redes');
    expect(sheet.getCell('C2').style.quotePrefix).toBe(true);
    expect(sheet.getCell('A2').style.quotePrefix).toBeUndefined();
  });

  it('covers Monday to Sunday with typed money cells, a bold frozen header and a filter', async () => {
    const { res, sheet } = await download(
      '/api/reports/generate-sales?period=week&date=2026-11-24',
    );
    expect(res.headers['content-disposition']).toContain('ventas-2026-11-24-semana.xlsx');
    expect(sheet.rowCount).toBe(1 + 3 + 2);
    expect(sheet.getCell('A6').value).toBe('Total (3 órdenes)');
    expect(sheet.getCell('M6').value).toBe(1_990_000);
    expect(sheet.getCell('G6').value).toBe(6);
    expect(sheet.getCell('M2').numFmt).toBe('"$" #,##0');
    expect(typeof sheet.getCell('M3').value).toBe('number');
    expect(sheet.getCell('A1').value).toBe('Orden');
    expect(sheet.getCell('H1').value).toBe('Ventas antes de IVA');
    // ReteIVA sits between ReteFuente and ReteICA, read from each order's stored figures and summed.
    expect(['J1', 'K1', 'L1', 'M1'].map((c) => sheet.getCell(c).value)).toEqual([
      'ReteFuente',
      'ReteIVA',
      'ReteICA',
      'Total a pagar',
    ]);
    expect(['J4', 'K4', 'L4'].map((c) => sheet.getCell(c).value)).toEqual([12_500, 14_250, 5_520]);
    expect(['J6', 'K6', 'L6'].map((c) => sheet.getCell(c).value)).toEqual([12_500, 14_250, 5_520]);
    expect(sheet.getCell('K4').numFmt).toBe('"$" #,##0');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
  });

  it('covers the calendar month and leaves cancelled orders out', async () => {
    const { sheet } = await download('/api/reports/generate-sales?period=month&date=2026-11-24');
    expect(sheet.rowCount).toBe(1 + 4 + 2);
    expect(sheet.getCell('M7').value).toBe(2_090_000);
  });

  it.each([
    ['period=year&date=2026-11-24', 'El periodo debe ser'],
    ['period=day&date=2026-02-30', 'La fecha debe ser'],
    ['period=day&date=24/11/2026', 'La fecha debe ser'],
    ['period=day', 'La fecha debe ser'],
    ['period=day&date=2026-11-24&desde=2026-11-01', '«desde»'],
  ])('answers 400 in Spanish to %s', async (query, message) => {
    for (const path of ['generate-sales', 'sales-summary']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reports/${path}?${query}`,
        headers: bearer(reporter),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('GET /api/reports/sales-summary', () => {
  it('gives orders, revenue, average ticket and every day of the week for the chart', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/sales-summary?period=week&date=2026-11-24',
      headers: bearer(reporter),
    });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary).toMatchObject({
      period: 'week',
      from: '2026-11-23',
      to: '2026-11-29',
      orders: 3,
      revenue: 1_990_000,
      averageTicket: 663_333,
      withholdings: WITHHELD,
    });
    const none = { reteFuente: 0, reteIVA: 0, reteICA: 0 };
    expect(summary.days).toHaveLength(7);
    expect(summary.days.slice(0, 3)).toEqual([
      { date: '2026-11-23', orders: 1, revenue: 300_000, ...none },
      { date: '2026-11-24', orders: 1, revenue: 1_190_000, ...none },
      { date: '2026-11-25', orders: 1, revenue: 500_000, ...WITHHELD },
    ]);
  });

  it('answers zeros for a period without sales', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/sales-summary?period=day&date=2025-01-01',
      headers: bearer(reporter),
    });
    expect(res.json()).toMatchObject({ orders: 0, revenue: 0, averageTicket: 0 });
  });
});

describe('GET /api/reports/generate-clients', () => {
  it('lists every account with a registration date, formula-like text kept as quote-prefixed text', async () => {
    const { res, sheet } = await download('/api/reports/generate-clients');
    expect(res.headers['content-disposition']).toMatch(
      /filename="clientes-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const at = rows.findIndex((r) => r[3] === FORMULA_NAME);
    expect(at).toBeGreaterThanOrEqual(0);
    // The phone as typed, no apostrophe in the text; the style keeps Excel from evaluating it.
    expect(rows[at]![6]).toBe(PHONE);
    for (const column of ['C', 'F'])
      expect(sheet.getCell(`${column}${at + 2}`).style.quotePrefix).toBe(true);
    expect(rows.flat().some((v) => typeof v === 'string' && v.startsWith("'"))).toBe(false);
    expect(sheet.getCell('L2').value).toBeInstanceOf(Date);
    expect(typeof sheet.getCell('A2').value).toBe('number');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});

describe('GET /api/reports/generate-stock', () => {
  it('lists every product with typed price and stock and flags those below the minimum', async () => {
    const { res, sheet } = await download('/api/reports/generate-stock');
    expect(res.headers['content-disposition']).toMatch(/filename="inventario-.*\.xlsx"/);
    const seeded = await t.app.db.$count(products);
    expect(sheet.rowCount).toBe(1 + seeded);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const router = rows.find((r) => r[4] === 'Router hEX')!;
    expect(router[8]).toBe(289_900);
    expect(router[9]).toBe(0.19);
    expect(router[10]).toBe(3);
    expect(router[12]).toBe('Sí');
    const at = rows.findIndex((r) => r[4] === '-Switch 24 puertos');
    expect(sheet.getCell(`D${at + 2}`).style.quotePrefix).toBe(true);
    expect(sheet.getCell('H2').numFmt).toBe('"$" #,##0');
  });
});

describe('revenue does not depend on who withholds', () => {
  /** The same cart (two switches at 1.250.000 before IVA) bought on 2026-12-08 in Bogotá. */
  const figuresFor = (
    clientType: ClientType,
    legalPersonType: boolean,
    granContribuyente: boolean,
  ) => {
    const buyer = buyerTaxProfileOf({
      legalPersonType,
      flags: { ...NO_TAX_FLAGS, granContribuyente },
      municipalityCode: BOGOTA_CODE,
      municipalityName: 'Bogotá, D.C.',
    });
    const taxes = computeTaxes({
      lines: [{ unitPrice: 1_250_000, quantity: 2, ivaClass: 'GENERAL' }],
      buyer,
      seller: {
        regime: 'RESPONSABLE_IVA',
        autorretenedor: false,
        granContribuyente: false,
        municipalityCode: BOGOTA_CODE,
        city: 'Bogotá, D.C.',
      },
      date: '2026-12-08',
      rules: COLOMBIAN_TAX_RULES,
    });
    // As the order steps store them (checkout/steps.ts).
    return {
      subtotal: taxes.subtotal,
      totalVAT: taxes.totalVAT,
      reteFuente: taxes.reteFuente.amount,
      reteIVA: taxes.reteIVA.amount,
      reteICA: taxes.reteICA.amount,
      total: taxes.totalToPay,
    };
  };

  it('reports a natural person and a company buying the same cart with the same revenue', async () => {
    const person = figuresFor('CLIENT_FINAL', false, false);
    const company = figuresFor('DISTRIBUTOR', true, true);
    // The company, a gran contribuyente, withholds all three, so its Total a pagar is smaller.
    expect(person.total).toBe(2_975_000);
    expect(company.total).toBe(2_975_000 - company.reteFuente - company.reteIVA - company.reteICA);
    expect([company.reteFuente, company.reteIVA, company.reteICA].every((v) => v > 0)).toBe(true);
    const buyer = await createUser(t.app.db);
    // Tuesday 8 and Wednesday 9 December 2026, 10:00 in Bogotá.
    await insertOrder(buyer.id, '2026-12-08T15:00:00Z', 0, { figures: person });
    await insertOrder(buyer.id, '2026-12-09T15:00:00Z', 0, { figures: company });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/sales-summary?period=week&date=2026-12-08',
      headers: bearer(reporter),
    });
    const summary = res.json();
    expect(summary.days.slice(1, 3).map((d: { revenue: number }) => d.revenue)).toEqual([
      2_500_000, 2_500_000,
    ]);
    expect(summary).toMatchObject({
      orders: 2,
      revenue: 5_000_000,
      averageTicket: 2_500_000,
      withholdings: {
        reteFuente: company.reteFuente,
        reteIVA: company.reteIVA,
        reteICA: company.reteICA,
      },
    });
  });
});
