import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCop, formatNit } from '@shop/shared';
import { products, siteConfig } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createUser, login } from '../../../test/factories';

let t: TestApp;
let owner: string;
let quote: { id: number; customId: string; totalQuote: number };
let order: { id: number; customId: string; totalOrder: number };

/** The text of a PDF, through poppler's pdftotext (installed by .ci/run). */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\u00a0/g, ' ');

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  await db
    .update(siteConfig)
    .set({
      shopNit: '901234567',
      shopAddress: 'Carrera 7 # 71-21',
      shopCity: 'Bogotá, D.C.',
      shopEmail: 'ventas@example.com',
    })
    .where(eq(siteConfig.id, 1));
  const brand = await createBrand(db, 'Hikvision');
  const cat = await createCategory(db, 'Seguridad electrónica');
  await createProducts(db, [
    {
      name: 'Cámara IP domo 4 MP',
      model: 'DS-2CD1143G2-I',
      brandId: brand.id,
      categoryId: cat.id,
      price: 320_000,
      stock: 50,
    },
  ]);
  const [product] = await db.select().from(products);
  owner = await login(t.app, await createUser(db, { clientType: 'DISTRIBUTOR' }));
  const add = () =>
    t.app.inject(
      json(
        'PATCH',
        '/api/shopping-cart/add',
        { items: [{ productId: product!.id, quantity: 2 }] },
        bearer(owner),
      ),
    );
  await add();
  quote = (await t.app.inject(json('POST', '/api/quote', undefined, bearer(owner)))).json();
  order = (
    await t.app.inject(json('POST', '/api/order', { payMethod: 'BANK_TRANSFER' }, bearer(owner)))
  ).json();
});
afterAll(() => t?.close());

const download = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api/quote/:id and /api/order/:id', () => {
  it("gives the owner the quote as a PDF named after its id, with the customer's NIT and the total", async () => {
    const res = await download(`/api/quote/${quote.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${quote.customId}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(quote.customId);
    expect(text).toContain('900.544.472-2');
    expect(text).toContain(formatNit('901234567'));
    expect(text).toContain(formatCop(quote.totalQuote).replace(/\u00a0/g, ' '));
    expect(text).toContain('Cámara IP domo 4 MP');
  });

  it('gives the order with its status and payment method', async () => {
    const res = await download(`/api/order/${order.id}`, owner);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(order.customId);
    expect(text).toContain('Transferencia bancaria');
    expect(text).toContain('Pendiente');
  });

  // Who else may download it (ADMIN_ORDERS staff) and who gets 404 is test/reliability/authorization-matrix.test.ts.
  it('refuses an id that is not a number', async () => {
    expect((await download('/api/order/abc', owner)).statusCode).toBe(400);
  });
});
