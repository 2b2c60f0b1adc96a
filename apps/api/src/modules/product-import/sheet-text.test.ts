import { eq } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createStaff, login, multipart } from '../../../test/factories';
import '../../lib/xlsx-quote-prefix';
import { SHEET_COLUMNS, type ColumnKey } from './columns';

/** Issue 34, item 15: products without a main image, descriptions as text, quote-prefixed cells. */
let t: TestApp;
let admin: Record<string, string>;
let brandId: number;
let redes: number;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Cells = Partial<Record<ColumnKey, unknown>>;

/** A sheet with only `keys` as columns, as a person who deleted the others would send it. */
function sheet(keys: ColumnKey[], rows: Cells[]): Buffer {
  const columns = SHEET_COLUMNS.filter((c) => keys.includes(c.key));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      columns.map((c) => c.header),
      ...rows.map((r) => columns.map((c) => r[c.key] ?? null)),
    ]),
    'Productos',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const REQUIRED = SHEET_COLUMNS.filter((c) => c.required).map((c) => c.key);

const product = (sku: string, over: Cells = {}): Cells => ({
  sku,
  name: `Router ${sku}`,
  model: 'RB-1',
  brand: 'Andina',
  category: 'Redes',
  description: 'Router de 5 puertos.',
  caracteristics: 'Gigabit',
  price: 100_000,
  vat: 19,
  stock: 4,
  ...over,
});

async function upload(data: Buffer, dryRun = false) {
  const body = multipart('productFile', 'productos.xlsx', XLSX_TYPE, data);
  return t.app.inject({
    method: 'POST',
    url: `/api/products/upload${dryRun ? '?dryRun=true' : ''}`,
    payload: body.payload,
    headers: { ...body.headers, ...admin },
  });
}

const stored = async (sku: string) =>
  (await t.app.db.select().from(products).where(eq(products.sku, sku)))[0]!;

async function exportedSheet() {
  const res = await t.app.inject({ method: 'GET', url: '/api/products/export', headers: admin });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { raw: res.rawPayload, sheet: book.getWorksheet('Productos')! };
}

const columnOf = (key: ColumnKey) => SHEET_COLUMNS.findIndex((c) => c.key === key) + 1;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_PRODUCTS'])));
  brandId = (await createBrand(t.app.db, 'Andina')).id;
  redes = (await createCategory(t.app.db, 'Redes')).id;
});
afterAll(() => t?.close());

describe('a product without a main image', () => {
  it('is created from a sheet that has no image column, and an update keeps a stored image', async () => {
    await createProducts(t.app.db, [
      {
        sku: 'IMG-OLD',
        name: 'Con imagen',
        model: 'M',
        brandId,
        categoryId: redes,
        images: { product_url: '/api/files/product/viejo.png', views_url: [] },
      },
    ]);
    const file = sheet(REQUIRED, [product('IMG-NEW'), product('IMG-OLD', { name: 'Con imagen' })]);
    expect(SHEET_COLUMNS.find((c) => c.key === 'mainImage')!.required).toBe(false);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, errorRows: 0 });
    expect((await stored('IMG-NEW')).images).toEqual({ product_url: '', views_url: [] });
    expect((await stored('IMG-OLD')).images.product_url).toBe('/api/files/product/viejo.png');
  });

  it('is created through the form API without `images`; a missing field says the form is incomplete', async () => {
    const body = {
      name: 'Sin imagen',
      model: 'SI-1',
      sku: 'API-NOIMG',
      price: 5_000,
      vat: 0.19,
      stock: 1,
      description: '<p>Algo</p>',
      caracteristics: ['Una'],
      brand: brandId,
      categories: [redes],
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: body,
      headers: admin,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().images).toEqual({ product_url: '', views_url: [] });
    const { name: _n, ...withoutName } = { ...body, sku: 'API-NONAME' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: withoutName,
      headers: admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'El formulario no está completo. Por favor, rellene todos los campos obligatorios.',
    );
  });
});

describe('descriptions and formula-like text in the catalogue sheet', () => {
  it('exports text (not HTML), marks formula-like cells quote-prefixed, and re-imports unchanged', async () => {
    await createProducts(t.app.db, [
      {
        sku: 'TXT-1',
        name: '+57 Router «hEX»',
        model: '=M1',
        caracteristics: ['Gigabit'],
        brandId,
        categoryId: redes,
        description:
          '<p>Router <strong>Gigabit</strong> &amp; PoE.</p><ul><li>5 puertos</li><li>RouterOS</li></ul>',
      },
    ]);
    const before = await stored('TXT-1');
    const { raw, sheet: exported } = await exportedSheet();
    const rows = exported.getSheetValues() as unknown[][];
    const at = rows.findIndex((r) => r?.[columnOf('sku')] === 'TXT-1');
    const row = exported.getRow(at);
    expect(row.getCell(columnOf('description')).value).toBe(
      'Router Gigabit & PoE.\n\n• 5 puertos\n• RouterOS',
    );
    // The text as typed, no apostrophe; the style keeps Excel from reading a formula.
    expect(row.getCell(columnOf('name')).value).toBe('+57 Router «hEX»');
    expect(row.getCell(columnOf('name')).style.quotePrefix).toBe(true);
    expect(row.getCell(columnOf('model')).value).toBe('=M1');
    expect(row.getCell(columnOf('model')).style.quotePrefix).toBe(true);
    expect(row.getCell(columnOf('sku')).style.quotePrefix).toBeUndefined();

    const preview = await upload(raw as Buffer, true);
    expect(preview.json()).toMatchObject({ updated: 0, errorRows: 0 });
    expect((await upload(raw as Buffer)).statusCode).toBe(200);
    // The formatting survives the round trip through text.
    expect((await stored('TXT-1')).description).toBe(before.description);
    expect((await stored('TXT-1')).name).toBe('+57 Router «hEX»');
  });

  it('turns plain text into escaped paragraphs and still sanitizes HTML', async () => {
    const file = sheet(REQUIRED, [
      product('TXT-PLAIN', {
        description: 'Primera línea\nsegunda <5 W & más\n\nOtro párrafo',
      }),
      product('TXT-HTML', {
        description: '<p onclick="x()">Hola <b>mundo</b></p><script>alert(1)</script>',
      }),
    ]);
    expect((await upload(file)).statusCode).toBe(200);
    expect((await stored('TXT-PLAIN')).description).toBe(
      '<p>Primera línea<br />segunda &lt;5 W &amp; más</p><p>Otro párrafo</p>',
    );
    expect((await stored('TXT-HTML')).description).toBe('<p>Hola <b>mundo</b></p>');
  });

  it('writes a changed text description over the stored HTML', async () => {
    await createProducts(t.app.db, [
      { sku: 'TXT-EDIT', name: 'Edit', model: 'E', brandId, categoryId: redes },
    ]);
    const file = sheet(REQUIRED, [
      product('TXT-EDIT', { name: 'Edit', model: 'E', description: 'Nueva' }),
    ]);
    const res = await upload(file);
    expect(res.json()).toMatchObject({ updated: 1 });
    expect((await stored('TXT-EDIT')).description).toBe('<p>Nueva</p>');
  });
});
