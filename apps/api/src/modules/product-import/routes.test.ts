import { and, eq, inArray, sql } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IVA_CLASSES,
  IVA_CLASS_LABELS,
  ivaMismatchMessage,
  PRODUCT_INPUT_MESSAGES,
  MAX_LISTED_PREVIEW_ROWS,
  PRODUCT_UPLOAD_LIMITS,
  PRODUCT_UPLOAD_MESSAGES,
  type ProductUploadRow,
} from '@shop/shared';
import { auditLog, products } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createStaff, login, multipart, pdfBytes } from '../../../test/factories';
import { transactional } from '../../db/transactional';
import { AppError } from '../../lib/errors';
import { SHEET_COLUMNS } from './columns';
import { createProductImportRepository } from './repository';
import { createProductImportService } from './service';
import { declaredUncompressedBytes } from './zip-entries';

let t: TestApp;
let admin: Record<string, string>;
let brandId: number;
let redes: number;
let routers: number;
let energia: number;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = SHEET_COLUMNS.map((c) => c.header);

type Row = Partial<Record<(typeof SHEET_COLUMNS)[number]['key'], unknown>>;

let run = 0;
/** A good row for the template: SKU unique per test run. */
const row = (n: number, over: Row = {}): Row => ({
  sku: `IMP-${run}-${n}`,
  name: `Switch administrable ${n} puertos`,
  model: `SW-${n}`,
  brand: 'Andina Redes',
  category: 'Redes',
  subcategory: 'Routers',
  description: `<p>Equipo número ${n}, diseño en Bogotá.</p>`,
  caracteristics: 'Gigabit, PoE, Montaje en rack',
  price: 100_000 + n,
  vat: 19,
  stock: n % 50,
  minimumStock: 2,
  available: 'Sí',
  mainImage: `https://example.com/img/${n}.png`,
  extraImages: '',
  dataSheetURL: '',
  ...over,
});

const sheetOf = (rows: Row[]) =>
  XLSX.utils.aoa_to_sheet([
    HEADERS,
    ...rows.map((r) => SHEET_COLUMNS.map((c) => (r[c.key] === undefined ? null : r[c.key]))),
  ]);

function workbook(rows: Row[], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheetOf(rows), 'Productos');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

const upload = (data: Buffer, name = 'productos.xlsx', dryRun = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/upload${dryRun ? '?dryRun=true' : ''}`,
    ...(() => {
      const body = multipart('productFile', name, XLSX_TYPE, data);
      return { payload: body.payload, headers: { ...body.headers, ...admin } };
    })(),
  });

/** A re-imported export: every row listed is unchanged, and the listed and left out add up. */
function expectOnlyUnchanged(
  result: { rows: ProductUploadRow[]; rowsLeftOut: number },
  total: number,
) {
  expect(result.rows.length).toBeGreaterThan(0);
  expect(result.rows.filter((r) => r.kind !== 'unchanged')).toEqual([]);
  expect(result.rows.length + result.rowsLeftOut).toBe(total);
}

const countOf = async (skus: string[]) =>
  (await t.app.db.select({ id: products.id }).from(products).where(inArray(products.sku, skus)))
    .length;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_PRODUCTS'])));
  brandId = (await createBrand(t.app.db, 'Andina Redes')).id;
  redes = (await createCategory(t.app.db, 'Redes')).id;
  routers = (await createCategory(t.app.db, 'Routers', redes)).id;
  energia = (await createCategory(t.app.db, 'Energía')).id;
  await createCategory(t.app.db, 'UPS', energia);
});
afterAll(() => t?.close());

describe('Excel bulk upload', () => {
  it('imports a valid 1,000-row .xlsx: the preview writes nothing, the upload creates each with an audit entry', async () => {
    run++;
    const rows = Array.from({ length: 1000 }, (_, i) => row(i + 1));
    const skus = rows.map((r) => r.sku as string);
    const file = workbook(rows);

    const preview = await upload(file, 'catalogo.xlsx', true);
    expect(preview.statusCode).toBe(200);
    const { rows: listed, ...counts } = preview.json();
    expect(counts).toEqual({
      created: 1000,
      updated: 0,
      unchanged: 0,
      errorRows: 0,
      errors: [],
      rowsLeftOut: 1000 - MAX_LISTED_PREVIEW_ROWS,
    });
    // The first rows are listed, capped: a big sheet is not a big answer.
    expect(listed).toHaveLength(MAX_LISTED_PREVIEW_ROWS);
    expect(listed[0]).toEqual({
      row: 2,
      sku: skus[0],
      name: 'Switch administrable 1 puertos',
      kind: 'new',
      changes: [],
    });
    expect(await countOf(skus)).toBe(0);

    const res = await upload(file, 'catalogo.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1000, updated: 0 });
    expect(await countOf(skus)).toBe(1000);

    const [stored] = await t.app.db.select().from(products).where(eq(products.sku, skus[9]!));
    expect(stored).toMatchObject({
      name: 'Switch administrable 10 puertos',
      price: 100_010,
      vat: 0.19,
      stock: 10,
      minimumStock: 2,
      brandId,
      categoryId: redes,
      subcategoryId: routers,
      available: true,
      caracteristics: ['Gigabit', 'PoE', 'Montaje en rack'],
      system: 'Switch administrable 10 puertos',
    });
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(stored!.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'import',
      before: null,
      reason: 'Carga masiva desde el archivo «catalogo.xlsx»',
    });
    expect(entries[0]!.after).toMatchObject({ price: 100_010, brand: brandId });
  });

  it('imports nothing from 500 rows with 3 bad ones, naming each row (as Excel numbers it) and its reason', async () => {
    run++;
    const rows = Array.from({ length: 500 }, (_, i) => row(i + 1));
    rows[9] = row(10, { price: 'mil pesos' }); // Excel row 11
    rows[199] = row(200, { brand: 'Marca Fantasma' }); // row 201
    rows[449] = row(450, { category: 'Energía', subcategory: 'Routers' }); // row 451
    const skus = rows.map((r) => r.sku as string);

    const res = await upload(workbook(rows));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'PRODUCT_FILE_ROWS_INVALID',
      message: PRODUCT_UPLOAD_MESSAGES.rowsInvalid,
    });
    expect(res.json().issues).toEqual([
      {
        path: `fila 11 · Precio (COP) · IMP-${run}-10`,
        message: 'El precio debe ser un valor en pesos, entero y mayor o igual a 0.',
      },
      {
        path: `fila 201 · Marca · IMP-${run}-200`,
        message: 'La marca «Marca Fantasma» no existe. Créela en Marcas o corrija el nombre.',
      },
      {
        path: `fila 451 · Subcategoría · IMP-${run}-450`,
        message: 'La subcategoría «Routers» no existe dentro de «Energía».',
      },
    ]);
    expect(await countOf(skus)).toBe(0);
    const preview = await upload(workbook(rows), 'x.xlsx', true);
    expect(preview.json()).toMatchObject({ created: 497, errorRows: 3 });
    expect(preview.json().errors.map((e: { row: number }) => e.row)).toEqual([11, 201, 451]);
    expect(await countOf(skus)).toBe(0);
  });

  it('names missing required fields, a SKU twice in the sheet and a wrong Sí/No', async () => {
    run++;
    const res = await upload(
      workbook([
        row(1),
        row(2, { name: '', caracteristics: null, brand: '' }),
        row(1, { name: 'Otro' }),
        row(4, { available: 'Tal vez' }),
      ]),
      'x.xlsx',
      true,
    );
    expect(res.statusCode).toBe(200);
    const { errors, errorRows, created } = res.json();
    expect({ errorRows, created }).toEqual({ errorRows: 3, created: 1 });
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          row: 3,
          column: 'Nombre',
          reason: expect.stringMatching(/obligatorios/),
        }),
        expect.objectContaining({ row: 3, column: 'Características' }),
        expect.objectContaining({
          row: 3,
          column: 'Marca',
          reason: 'Escriba el nombre de la marca del producto.',
        }),
        expect.objectContaining({
          row: 4,
          column: 'SKU',
          reason: `El SKU «IMP-${run}-1» ya está en la fila 2 del archivo.`,
        }),
        expect.objectContaining({ row: 5, column: 'Disponible', reason: "Escriba 'Sí' o 'No'." }),
      ]),
    );
  });

  it('imports an .xls (BIFF8) file', async () => {
    run++;
    const rows = [
      row(1, { name: 'Cámara IP año 2026 ñandú' }),
      row(2, { available: 'No', subcategory: null }),
    ];
    const res = await upload(workbook(rows, 'biff8'), 'productos.xls');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 2 });
    const stored = await t.app.db
      .select()
      .from(products)
      .where(inArray(products.sku, [`IMP-${run}-1`, `IMP-${run}-2`]));
    expect(stored.map((p) => [p.name, p.available, p.subcategoryId]).sort()).toEqual([
      ['Cámara IP año 2026 ñandú', true, routers],
      ['Switch administrable 2 puertos', false, null],
    ]);
  });

  it('updates by SKU on a second upload, auditing only the touched fields', async () => {
    run++;
    const rows = [row(1), row(2), row(3)];
    expect((await upload(workbook(rows))).statusCode).toBe(200);
    const again = [
      row(1, { price: 123_456 }),
      row(2),
      row(3, { stock: 0, available: 'No' }),
      row(4),
    ];
    const preview = await upload(workbook(again), 'x.xlsx', true);
    expect(preview.json()).toMatchObject({ created: 1, updated: 2, unchanged: 1, errorRows: 0 });
    const res = await upload(workbook(again), 'x.xlsx');
    expect(res.statusCode).toBe(200);
    const [first] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.sku, `IMP-${run}-1`));
    expect(first!.price).toBe(123_456);
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(first!.id))));
    expect(entries.map((e) => [e.before, e.after])).toContainEqual([
      { price: 100_001 },
      { price: 123_456 },
    ]);
    const [third] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.sku, `IMP-${run}-3`));
    expect(third).toMatchObject({ stock: 0, available: false });
  });

  it('updates 2,500 products in bulk statements, all or nothing, with each search column and audit entry', async () => {
    run++;
    const rows = Array.from({ length: 2500 }, (_, i) => row(i + 1));
    const skus = rows.map((r) => r.sku as string);
    expect((await upload(workbook(rows))).json()).toMatchObject({ created: 2500 });
    // One row renamed (its search columns derived again), one with only its stock changed in the
    // same statement as the price rows: each row keeps the fields it did not change.
    const edited = rows.map((r, i) =>
      i === 2499
        ? { ...r, name: 'Router de borde Bogotá', model: 'RB5009UG' }
        : i === 2498
          ? { ...r, stock: 77 }
          : { ...r, price: (r.price as number) + 1 },
    );
    const file = workbook(edited);
    const ids = (
      await t.app.db.select({ id: products.id }).from(products).where(inArray(products.sku, skus))
    ).map((p) => String(p.id));
    const importAudits = async () =>
      (
        await t.app.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'product'), inArray(auditLog.entityId, ids)))
      ).length;

    // A failure after the products were written (here the audit) leaves every row as it was.
    const staff = await createStaff(t.app.db, ['ADMIN_PRODUCTS']);
    const failing = createProductImportService({
      audit: {
        ...t.app.audit,
        recordMany: () => Promise.reject(new Error('la auditoría falló')),
      },
      products: transactional(t.app.db, createProductImportRepository),
    });
    await expect(failing.upload(staff.id, 'precios.xlsx', file)).rejects.toThrow(
      'la auditoría falló',
    );
    const unchanged = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(
          inArray(products.sku, skus),
          sql`${products.price} = 100000 + split_part(${products.sku}, '-', 3)::int`,
        ),
      );
    expect(unchanged[0]!.n).toBe(2500);
    expect(await importAudits()).toBe(2500);

    const res = await upload(file, 'precios.xlsx');
    expect(res.json()).toMatchObject({ created: 0, updated: 2500, unchanged: 0 });
    const raised = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(
          inArray(products.sku, skus),
          sql`${products.price} = 100001 + split_part(${products.sku}, '-', 3)::int`,
        ),
      );
    expect(raised[0]!.n).toBe(2498);
    const [renamed] = await t.app.db.select().from(products).where(eq(products.sku, skus[2499]!));
    const [kept] = await t.app.db.select().from(products).where(eq(products.sku, skus[0]!));
    const [restocked] = await t.app.db.select().from(products).where(eq(products.sku, skus[2498]!));
    expect(restocked).toMatchObject({ stock: 77, price: 102_499 });
    expect(renamed).toMatchObject({
      name: 'Router de borde Bogotá',
      system: 'Router de borde Bogotá',
      model: 'RB5009UG',
      modelKey: 'rb5009ug',
      price: 102_500,
      caracteristics: ['Gigabit', 'PoE', 'Montaje en rack'],
    });
    expect(renamed!.searchText).toContain('router de borde bogota rb5009ug');
    expect(renamed!.updatedAt.getTime()).toBeGreaterThan(renamed!.createdAt.getTime());
    expect(kept).toMatchObject({
      system: 'Switch administrable 1 puertos',
      price: 100_002,
      stock: 1,
      searchText: expect.stringContaining('switch administrable 1 puertos sw-1'),
    });
    expect(await importAudits()).toBe(5000);
  });

  it('refuses no file, a renamed PDF, a text file, a wrong extension and an oversized file', async () => {
    const pdf = await upload(pdfBytes(), 'productos.xlsx');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(PRODUCT_UPLOAD_MESSAGES.invalid);
    const txt = await upload(Buffer.from('SKU;Nombre\nA;B\n'), 'productos.xls');
    expect(txt.json().message).toBe(PRODUCT_UPLOAD_MESSAGES.invalid);
    const ext = await upload(workbook([row(1)]), 'productos.csv');
    expect(ext.json().message).toBe(PRODUCT_UPLOAD_MESSAGES.invalid);
    const empty = await upload(Buffer.alloc(0), '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Por favor seleccione un archivo Excel.');
    const big = await upload(Buffer.alloc(PRODUCT_UPLOAD_LIMITS.maxBytes + 1, 1), 'grande.xlsx');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('El archivo Excel supera el tamaño máximo de 10 MB.');
  });

  it('refuses a zip that claims a huge uncompressed size before parsing it', async () => {
    const file = workbook([row(1)]);
    expect(declaredUncompressedBytes(file)).toBeGreaterThan(0);
    // Forge the first central-directory entry's uncompressed size to 4 GB - 2.
    const bomb = Buffer.from(file);
    const central = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0xfffffffe, central + 24);
    const res = await upload(bomb, 'bomba.xlsx', true);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PRODUCT_UPLOAD_MESSAGES.expanded);
  });

  it('refuses a sheet with more rows than the limit, saying the limit', async () => {
    run++;
    const many = Array.from({ length: PRODUCT_UPLOAD_LIMITS.maxRows + 1 }, (_, i) => [`MANY-${i}`]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADERS, ...many]), 'Productos');
    const res = await upload(
      XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }),
      'x.xlsx',
      true,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PRODUCT_UPLOAD_MESSAGES.tooManyRows);
  });

  it('serves the template: documented columns, frozen header, instructions; empty it imports nothing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products/upload/template',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Productos')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const help = book.getWorksheet('Instrucciones')!;
    expect(help.getRow(2).values).toEqual([undefined, 'SKU', 'Sí', expect.any(String), 'RB750GR3']);
    expect(help.getCell('C100').value).toBeNull();
    const notes = (help.getColumn(1).values as unknown[]).join('\n');
    expect(notes).toMatch(/columna opcional vacía o que no está en el archivo conserva el valor/);
    expect(help.getRow(11).values).toEqual([
      undefined,
      'IVA (%)',
      'Sí',
      expect.stringMatching(/solo 0 \(excluido\), 5 o 19/),
      19,
    ]);
    const again = await upload(res.rawPayload, 'plantilla.xlsx', true);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PRODUCT_UPLOAD_MESSAGES.empty);
  });

  it('exports the catalogue so that re-importing it changes nothing and loses nothing', async () => {
    run++;
    const long =
      `<p>${'Descripción larga con ñ y tildes: áéíóú. '.repeat(760)}</p>`.slice(0, 31_990) + '</p>';
    await createProducts(t.app.db, [
      {
        sku: `RT-${run}-1`,
        name: 'Antena sectorial Ñuñoa «5 GHz»',
        model: 'AS-5',
        brandId,
        categoryId: redes,
        subcategoryId: routers,
        description: long,
        caracteristics: ['Ganancia 17 dBi, 90°', 'Polarización dual'],
        price: 1_234_567,
        vat: 0.05,
        stock: 3,
        minimumStock: 7,
        available: false,
        dataSheetURL: 'https://example.com/ficha.pdf',
        images: {
          product_url: '/api/files/product/antena.png',
          views_url: ['https://example.com/a.png', 'https://example.com/b.png'],
        },
      },
      {
        sku: `RT-${run}-2`,
        name: 'Cable UTP',
        model: 'C6',
        brandId,
        categoryId: energia,
        caracteristics: ['Cat 6, 305 m'],
        price: 0,
        vat: 0,
      },
    ]);
    const before = await t.app.db.select().from(products).orderBy(products.id);

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/products/export',
      headers: admin,
    });
    expect(exported.statusCode).toBe(200);
    const preview = await upload(exported.rawPayload, 'catalogo.xlsx', true);
    expect(preview.json()).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: before.length,
      errorRows: 0,
      errors: [],
    });
    expectOnlyUnchanged(preview.json(), before.length);
    expect((await upload(exported.rawPayload, 'catalogo.xlsx')).statusCode).toBe(200);
    const after = await t.app.db.select().from(products).orderBy(products.id);
    expect(after).toEqual(before);
    const antenna = after.find((p) => p.sku === `RT-${run}-1`)!;
    expect(antenna.description.length).toBeGreaterThan(31_000);
    expect(antenna.caracteristics).toEqual(['Ganancia 17 dBi, 90°', 'Polarización dual']);
    expect(after.find((p) => p.sku === `RT-${run}-2`)!.caracteristics).toEqual(['Cat 6, 305 m']);
  });

  it('writes the row report as an .xlsx with a reason column', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/upload/report',
      headers: { ...admin, 'x-requested-with': 'fetch' },
      payload: {
        errors: [{ row: 7, sku: 'A-1', column: 'Marca', reason: 'La marca «X» no existe.' }],
      },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Fila',
      'SKU',
      'Columna',
      'Motivo',
    ]);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      7,
      'A-1',
      'Marca',
      'La marca «X» no existe.',
    ]);
  });
});

/** A workbook with only some columns, in the template's order. */
function workbookWith(keys: Array<(typeof SHEET_COLUMNS)[number]['key']>, rows: Row[]): Buffer {
  const columns = SHEET_COLUMNS.filter((c) => keys.includes(c.key));
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([
    columns.map((c) => c.header),
    ...rows.map((r) => columns.map((c) => (r[c.key] === undefined ? null : r[c.key]))),
  ]);
  XLSX.utils.book_append_sheet(book, sheet, 'Productos');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const REQUIRED_KEYS = SHEET_COLUMNS.filter((c) => c.required).map((c) => c.key);
const VAT_COLUMN = SHEET_COLUMNS.findIndex((c) => c.key === 'vat');

describe('Excel bulk upload: reviewer defects', () => {
  it('on update, an absent optional column or a blank optional cell keeps the stored value; defaults only on create', async () => {
    run++;
    const sku = `KEEP-${run}-1`;
    const kept = {
      subcategoryId: routers,
      minimumStock: 10,
      available: false,
      dataSheetURL: 'https://example.com/ficha.pdf',
      images: {
        product_url: 'https://example.com/img/1.png',
        views_url: ['https://example.com/a.png', 'https://example.com/b.png'],
      },
    };
    await createProducts(t.app.db, [
      {
        sku,
        name: 'Router de borde',
        model: 'RB-1',
        brandId,
        categoryId: redes,
        description: '<p>Router</p>',
        caracteristics: ['Gigabit'],
        price: 100_000,
        vat: 0.19,
        stock: 4,
        ...kept,
      },
    ]);
    const same = {
      sku,
      name: 'Router de borde',
      model: 'RB-1',
      brand: 'Andina Redes',
      category: 'Redes',
      description: '<p>Router</p>',
      caracteristics: 'Gigabit',
      vat: 19,
      stock: 4,
      mainImage: 'https://example.com/img/1.png',
    };

    // Only the required columns: nothing changes but the price.
    const onlyRequired = workbookWith(REQUIRED_KEYS, [
      { ...same, price: 120_000 },
      row(2, { sku: `KEEP-${run}-2` }),
    ]);
    const preview = await upload(onlyRequired, 'x.xlsx', true);
    expect(preview.json()).toMatchObject({ created: 1, updated: 1, unchanged: 0, errorRows: 0 });
    expect((await upload(onlyRequired, 'x.xlsx')).statusCode).toBe(200);
    const [updated] = await t.app.db.select().from(products).where(eq(products.sku, sku));
    expect(updated).toMatchObject({ price: 120_000, ...kept });
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(updated!.id))));
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ price: 100_000 }, { price: 120_000 }],
    ]);
    // A new product from the same sheet gets the create defaults.
    const [created] = await t.app.db
      .select()
      .from(products)
      .where(eq(products.sku, `KEEP-${run}-2`));
    expect(created).toMatchObject({
      minimumStock: 0,
      available: true,
      subcategoryId: null,
      dataSheetURL: null,
      images: { views_url: [] },
    });

    // Every column, the optional cells blank: the stored values stay, the row is unchanged.
    const blanks = workbook([
      {
        ...same,
        price: 120_000,
        subcategory: null,
        minimumStock: null,
        available: '',
        extraImages: '',
        dataSheetURL: '',
      },
    ]);
    expect((await upload(blanks, 'x.xlsx', true)).json()).toMatchObject({
      updated: 0,
      unchanged: 1,
    });
    // A new category with the subcategory blank: the old subcategory does not follow it.
    await upload(workbook([{ ...same, price: 120_000, category: 'Energía' }]), 'x.xlsx');
    const [moved] = await t.app.db.select().from(products).where(eq(products.sku, sku));
    expect(moved).toMatchObject({ categoryId: energia, subcategoryId: null, minimumStock: 10 });
  });

  it("reads an IVA cell formatted as a percentage ('19%' is 0.19) and refuses a rate other than 0, 5 or 19", async () => {
    run++;
    const sheet = sheetOf([
      row(1, { vat: 0.19 }),
      row(2, { vat: 0.05 }),
      row(3, { vat: 16 }),
      row(4, { vat: 0.19 }),
      row(5, { vat: '5%' }),
    ]);
    const at = (r: number) => XLSX.utils.encode_cell({ r, c: VAT_COLUMN });
    sheet[at(1)]!.z = '0%';
    sheet[at(2)]!.z = '0.00%';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Productos');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    const preview = await upload(file, 'iva.xlsx', true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ created: 3, errorRows: 2 });
    expect(preview.json().errors).toEqual([
      { row: 4, sku: `IMP-${run}-3`, column: 'IVA (%)', reason: PRODUCT_UPLOAD_MESSAGES.vat },
      // A plain 0.19 is 0.19 %: not a Colombian rate.
      { row: 5, sku: `IMP-${run}-4`, column: 'IVA (%)', reason: PRODUCT_UPLOAD_MESSAGES.vat },
    ]);
    expect(PRODUCT_UPLOAD_MESSAGES.vat).toMatch(/0 \(excluido\), 5 o 19/);

    const good = workbook([row(1, { vat: 19 }), row(2, { vat: '5%' })]);
    const goodSheet = XLSX.read(good, { type: 'buffer', cellNF: true });
    const withPercent = goodSheet.Sheets.Productos!;
    withPercent[XLSX.utils.encode_cell({ r: 1, c: VAT_COLUMN })] = { t: 'n', v: 0.19, z: '0%' };
    const file2 = XLSX.write(goodSheet, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect((await upload(file2, 'iva.xlsx')).statusCode).toBe(200);
    const stored = await t.app.db
      .select({ sku: products.sku, vat: products.vat })
      .from(products)
      .where(inArray(products.sku, [`IMP-${run}-1`, `IMP-${run}-2`]))
      .orderBy(products.sku);
    expect(stored.map((p) => p.vat)).toEqual([0.19, 0.05]);
    // The same cells in an .xls (BIFF8): the percentage format is read there too.
    const xls = XLSX.write(goodSheet, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect((await upload(xls, 'iva.xls', true)).json()).toMatchObject({
      unchanged: 2,
      errorRows: 0,
    });
  });

  it('refuses a sheet whose rows go on past the row limit after a gap, importing nothing', async () => {
    run++;
    const sheet = sheetOf([row(1), row(2)]);
    const far = SHEET_COLUMNS.map((c) => {
      const value = row(3)[c.key];
      return value === undefined ? null : value;
    });
    XLSX.utils.sheet_add_aoa(sheet, [far], { origin: `A${PRODUCT_UPLOAD_LIMITS.maxRows + 10}` });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Productos');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    for (const dryRun of [true, false]) {
      const res = await upload(file, 'hueco.xlsx', dryRun);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'PRODUCT_FILE_TOO_MANY_ROWS',
        message: PRODUCT_UPLOAD_MESSAGES.rowsBeyondLimit,
      });
    }
    expect(await countOf([1, 2, 3].map((n) => `IMP-${run}-${n}`))).toBe(0);
  });

  it('refuses a description that sanitizes to nothing as an incomplete row', async () => {
    run++;
    const file = workbook([
      row(1, { description: '<script>alert(1)</script>' }),
      row(2, { description: '<p><b>Seguro</b><script>alert(1)</script></p>' }),
    ]);
    const preview = await upload(file, 'x.xlsx', true);
    expect(preview.json()).toMatchObject({ created: 1, errorRows: 1 });
    expect(preview.json().errors).toEqual([
      {
        row: 2,
        sku: `IMP-${run}-1`,
        column: 'Descripción',
        reason: PRODUCT_INPUT_MESSAGES.incomplete,
      },
    ]);
    const res = await upload(file, 'x.xlsx');
    expect(res.statusCode).toBe(422);
    expect(await countOf([`IMP-${run}-1`, `IMP-${run}-2`])).toBe(0);
  });
});

describe('Excel bulk upload: a SKU is one code whatever its case', () => {
  it("updates 'REV-n' from a row 'rev-n', keeping the stored spelling, and refuses 'ab'/'AB' twice in a sheet", async () => {
    run++;
    const sku = `REV-${run}-1`;
    await createProducts(t.app.db, [
      {
        sku,
        name: 'Router de borde',
        model: 'RB-1',
        brandId,
        categoryId: redes,
        caracteristics: ['Gigabit'],
        price: 50_000,
        vat: 0.19,
      },
    ]);
    const [stored] = await t.app.db.select().from(products).where(eq(products.sku, sku));
    const file = workbook([row(1, { sku: sku.toLowerCase(), price: 77_000 })]);

    const preview = await upload(file, 'x.xlsx', true);
    expect(preview.json()).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 0,
      errorRows: 0,
      errors: [],
      rowsLeftOut: 0,
    });
    expect(preview.json().rows).toMatchObject([{ row: 2, sku: sku.toLowerCase(), kind: 'update' }]);
    const res = await upload(file, 'x.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, updated: 1 });
    const same = await t.app.db
      .select()
      .from(products)
      .where(sql`lower(${products.sku}) = ${sku.toLowerCase()}`);
    expect(same).toHaveLength(1);
    expect(same[0]).toMatchObject({ id: stored!.id, sku, price: 77_000 });

    const twice = await upload(
      workbook([row(2, { sku: `ab-${run}` }), row(3, { sku: `AB-${run}` })]),
      'x.xlsx',
      true,
    );
    expect(twice.json()).toMatchObject({ created: 1, errorRows: 1 });
    expect(twice.json().errors[0]).toMatchObject({
      row: 3,
      column: 'SKU',
      reason: `El SKU «AB-${run}» ya está en la fila 2 del archivo.`,
    });

    // The catalogue with this product still round-trips unchanged.
    const before = await t.app.db.select().from(products).orderBy(products.id);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/products/export',
      headers: admin,
    });
    const again = await upload(exported.rawPayload, 'catalogo.xlsx');
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: before.length });
    expect(await t.app.db.select().from(products).orderBy(products.id)).toEqual(before);
  });
});

describe("Excel bulk upload: the stock of a re-imported export ('Stock al exportar')", () => {
  const exportCatalogue = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/export', headers: admin });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  /** The export as an admin edits it in Excel: one product's Stock cell changed. */
  async function withStock(file: Buffer, sku: string, stock: number): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Productos')!;
    const header = sheet.getRow(1).values as unknown[];
    let edited = 0;
    sheet.eachRow((r) => {
      if (r.getCell(header.indexOf('SKU')).value !== sku) return;
      r.getCell(header.indexOf('Stock')).value = stock;
      edited++;
    });
    expect(edited).toBe(1);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  /** What an order does to the product row: units leave the stock. */
  const sell = (sku: string, units: number) =>
    t.app.db
      .update(products)
      .set({ stock: sql`${products.stock} - ${units}` })
      .where(eq(products.sku, sku));
  const stored = async (sku: string) =>
    (await t.app.db.select().from(products).where(eq(products.sku, sku)))[0]!;
  const stockAudits = async (id: number) =>
    (
      await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
    ).filter((e) => e.after !== null && 'stock' in (e.after as object));
  async function product(stock: number) {
    run++;
    const sku = `STK-${run}`;
    await createProducts(t.app.db, [
      {
        sku,
        name: 'Router',
        model: 'R1',
        brandId,
        categoryId: redes,
        caracteristics: ['Gigabit'],
        stock,
      },
    ]);
    return sku;
  }

  it('documents the column in the instructions as one not to modify', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exportCatalogue()) as unknown as ArrayBuffer);
    const help = book.getWorksheet('Instrucciones')!;
    const text = (help.getColumn(3).values as unknown[]).join('\n');
    expect(text).toMatch(/Stock al exportar|No la modifique/);
    expect((help.getColumn(1).values as unknown[]).join('\n')).toMatch(
      /'Stock al exportar'.*no la modifique/,
    );
  });

  it('re-importing an unchanged export after an order keeps the reduced stock', async () => {
    const sku = await product(10);
    const file = await exportCatalogue();
    await sell(sku, 2);
    const preview = await upload(file, 'catalogo.xlsx', true);
    expect(preview.json()).toMatchObject({ created: 0, updated: 0, errorRows: 0 });
    expect((await upload(file, 'catalogo.xlsx')).statusCode).toBe(200);
    const after = await stored(sku);
    expect(after.stock).toBe(8);
    expect(await stockAudits(after.id)).toEqual([]);
  });

  it('writes a stock edited in the sheet when no order happened since the export', async () => {
    const sku = await product(10);
    const file = await withStock(await exportCatalogue(), sku, 25);
    const preview = await upload(file, 'catalogo.xlsx', true);
    expect(preview.json()).toMatchObject({ created: 0, updated: 1, errorRows: 0 });
    expect((await upload(file, 'catalogo.xlsx')).json()).toMatchObject({ updated: 1 });
    const after = await stored(sku);
    expect(after.stock).toBe(25);
    expect((await stockAudits(after.id)).map((e) => [e.before, e.after])).toEqual([
      [{ stock: 10 }, { stock: 25 }],
    ]);
  });

  it('refuses a stock edited in the sheet after an order, naming both figures, writing nothing', async () => {
    const sku = await product(10);
    const other = await product(4);
    const file = await withStock(await withStock(await exportCatalogue(), sku, 30), other, 6);
    await sell(sku, 2);
    const preview = await upload(file, 'catalogo.xlsx', true);
    expect(preview.json()).toMatchObject({
      errorRows: 1,
      errors: [
        {
          sku,
          column: 'Stock',
          reason:
            'El stock cambió desde la exportación: era 10, ahora 8. Vuelva a exportar o corrija la fila.',
        },
      ],
    });
    const res = await upload(file, 'catalogo.xlsx');
    expect(res.statusCode).toBe(422);
    expect(res.json().issues[0].message).toMatch(/era 10, ahora 8/);
    expect((await stored(sku)).stock).toBe(8);
    expect((await stored(other)).stock).toBe(4);
  });

  it('an order placed while the file is read is seen by the locked check: the row is refused, nothing written', async () => {
    const sku = await product(10);
    const file = await withStock(await exportCatalogue(), sku, 30);
    const staff = await createStaff(t.app.db, ['ADMIN_PRODUCTS']);
    const real = transactional(t.app.db, createProductImportRepository);
    // The order lands after the file was parsed, just before the transaction that checks and writes.
    const service = createProductImportService({
      audit: t.app.audit,
      products: {
        ...real,
        inTransaction: async (work) => {
          await sell(sku, 2);
          return real.inTransaction(work);
        },
      },
    });
    const err = await service.upload(staff.id, 'catalogo.xlsx', file).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'PRODUCT_FILE_ROWS_INVALID', statusCode: 422 });
    expect((err as AppError).issues?.[0]?.message).toMatch(/era 10, ahora 8/);
    const after = await stored(sku);
    expect(after.stock).toBe(8);
    expect(await stockAudits(after.id)).toEqual([]);
  });

  it("refuses a 'Stock al exportar' that is not a whole number, naming the column", async () => {
    const sku = await product(10);
    const file = workbook([row(1, { sku, exportedStock: 'diez' })]);
    const preview = await upload(file, 'catalogo.xlsx', true);
    expect(preview.json()).toMatchObject({
      errorRows: 1,
      errors: [
        { sku, column: 'Stock al exportar', reason: expect.stringMatching(/no se modifica/) },
      ],
    });
  });

  it('keeps the absolute meaning of Stock for a sheet without the column (the template)', async () => {
    const sku = await product(10);
    await sell(sku, 2);
    const file = workbookWith(REQUIRED_KEYS, [
      row(1, { sku, name: 'Router', model: 'R1', subcategory: '', stock: 10 }),
    ]);
    expect((await upload(file, 'plantilla.xlsx')).statusCode).toBe(200);
    expect((await stored(sku)).stock).toBe(10);
  });
});

describe("Excel 'Clase de IVA' column", () => {
  const CLASS_COLUMN = SHEET_COLUMNS.findIndex((c) => c.key === 'ivaClass');
  const classesOf = async (skus: string[]) =>
    (
      await t.app.db
        .select({ sku: products.sku, vat: products.vat, ivaClass: products.ivaClass })
        .from(products)
        .where(inArray(products.sku, skus))
        .orderBy(products.sku)
    ).map(({ vat, ivaClass }) => [vat, ivaClass]);

  it('exports each class by its label and re-imports the export unchanged', async () => {
    run++;
    const skus = [`CL-${run}-1`, `CL-${run}-2`, `CL-${run}-3`];
    await createProducts(t.app.db, [
      {
        sku: skus[0],
        name: 'Portátil',
        model: 'P1',
        brandId,
        categoryId: redes,
        caracteristics: ['Uno'],
        ivaClass: 'COMPUTER',
      },
      {
        sku: skus[1],
        name: 'Celular',
        model: 'C1',
        brandId,
        categoryId: redes,
        caracteristics: ['Uno'],
        ivaClass: 'SMART_MOBILE',
      },
      {
        sku: skus[2],
        name: 'Libro',
        model: 'L1',
        brandId,
        categoryId: redes,
        caracteristics: ['Uno'],
        vat: 0,
        ivaClass: 'EXCLUDED',
      },
    ]);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/products/export',
      headers: admin,
    });
    const book = XLSX.read(exported.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Productos!);
    const bySku = new Map(rows.map((r) => [r.SKU, r]));
    expect(bySku.get(skus[0])).toMatchObject({
      'IVA (%)': 19,
      'Clase de IVA': IVA_CLASS_LABELS.COMPUTER,
    });
    expect(bySku.get(skus[1])!['Clase de IVA']).toBe(IVA_CLASS_LABELS.SMART_MOBILE);
    expect(bySku.get(skus[2])).toMatchObject({ 'IVA (%)': 0, 'Clase de IVA': 'Excluido de IVA' });
    const before = await t.app.db.select().from(products).orderBy(products.id);
    const preview = await upload(exported.rawPayload, 'catalogo.xlsx', true);
    expect(preview.json()).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: before.length,
      errorRows: 0,
      errors: [],
    });
    expectOnlyUnchanged(preview.json(), before.length);
    expect((await upload(exported.rawPayload, 'catalogo.xlsx')).statusCode).toBe(200);
    expect(await t.app.db.select().from(products).orderBy(products.id)).toEqual(before);
  });

  it('takes labels or codes in any case, derives the class from IVA (%) when blank, and keeps a capped class on 19', async () => {
    run++;
    const sku = (n: number) => `IMP-${run}-${n}`;
    const created = await upload(
      workbook([
        row(1, { ivaClass: 'computer', vat: null }),
        row(2, { ivaClass: IVA_CLASS_LABELS.SMART_MOBILE.toUpperCase() }),
        row(3, { vat: 5 }),
        row(4, { ivaClass: 'Excluido de IVA', vat: 0 }),
      ]),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(await classesOf([1, 2, 3, 4].map(sku))).toEqual([
      [0.19, 'COMPUTER'],
      [0.19, 'SMART_MOBILE'],
      [0.05, 'REDUCED'],
      [0, 'EXCLUDED'],
    ]);
    // Without the class (blank cell): 19 keeps the computer and the phone, 0 excludes the phone.
    const updated = await upload(
      workbook([row(1, { price: 5 }), row(2, { vat: 0 }), row(3, { vat: 19 })]),
    );
    expect(updated.json()).toMatchObject({ updated: 3, errorRows: 0 });
    expect(await classesOf([1, 2, 3].map(sku))).toEqual([
      [0.19, 'COMPUTER'],
      [0, 'EXCLUDED'],
      [0.19, 'GENERAL'],
    ]);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), sql`${auditLog.after} ->> 'ivaClass' = 'EXCLUDED'`))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      before: { vat: 0.19, ivaClass: 'SMART_MOBILE' },
      after: { vat: 0, ivaClass: 'EXCLUDED' },
    });
  });

  it('refuses an unknown class naming the row and the allowed values, and a class against its IVA (%)', async () => {
    run++;
    const preview = await upload(
      workbook([
        row(1),
        row(2, { ivaClass: 'Computador' }),
        row(3, { ivaClass: 'EXCLUDED', vat: 19 }),
      ]),
      'clases.xlsx',
      true,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ created: 1, errorRows: 2 });
    const [unknown, mismatch] = preview.json().errors;
    expect(unknown).toMatchObject({ row: 3, sku: `IMP-${run}-2`, column: 'Clase de IVA' });
    expect(unknown.reason).toContain('«Computador»');
    for (const c of IVA_CLASSES) {
      expect(unknown.reason).toContain(IVA_CLASS_LABELS[c]);
      expect(unknown.reason).toContain(c);
    }
    expect(mismatch).toEqual({
      row: 4,
      sku: `IMP-${run}-3`,
      column: 'Clase de IVA',
      reason: ivaMismatchMessage('EXCLUDED', 0.19),
    });
    expect(CLASS_COLUMN).toBeGreaterThan(SHEET_COLUMNS.findIndex((c) => c.key === 'vat'));
  });
});

describe('Excel bulk upload: the preview lists what each row does', () => {
  it('names a new row, an updated row with each changed column in words, and an unchanged row', async () => {
    run++;
    expect((await upload(workbook([row(1), row(2)]))).statusCode).toBe(200);
    const sheet = workbook([
      row(1, {
        category: 'Energía',
        subcategory: 'UPS',
        description: '<p>Nueva <b>descripción</b></p>',
        price: 135_000,
        stock: 12,
        mainImage: 'https://example.com/img/nueva.png',
      }),
      row(2),
      row(3),
    ]);

    const preview = await upload(sheet, 'x.xlsx', true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ created: 1, updated: 1, unchanged: 1, rowsLeftOut: 0 });
    // Labels are the sheet's headers, values as a person reads them: names, not ids; pesos with
    // their sign; the description's text without its HTML.
    expect(preview.json().rows).toEqual([
      {
        row: 2,
        sku: `IMP-${run}-1`,
        name: 'Switch administrable 1 puertos',
        kind: 'update',
        changes: [
          { field: 'category', label: 'Categoría', before: 'Redes', after: 'Energía' },
          { field: 'subcategory', label: 'Subcategoría', before: 'Routers', after: 'UPS' },
          {
            field: 'description',
            label: 'Descripción',
            before: 'Equipo número 1, diseño en Bogotá.',
            after: 'Nueva descripción',
          },
          {
            field: 'price',
            label: 'Precio (COP)',
            before: '$\u00a0100.001',
            after: '$\u00a0135.000',
          },
          { field: 'stock', label: 'Stock', before: '1', after: '12' },
          {
            field: 'mainImage',
            label: 'Imagen principal (URL)',
            before: 'https://example.com/img/1.png',
            after: 'https://example.com/img/nueva.png',
          },
        ],
      },
      {
        row: 3,
        sku: `IMP-${run}-2`,
        name: 'Switch administrable 2 puertos',
        kind: 'unchanged',
        changes: [],
      },
      {
        row: 4,
        sku: `IMP-${run}-3`,
        name: 'Switch administrable 3 puertos',
        kind: 'new',
        changes: [],
      },
    ]);
  });

  it('lists the changed rows of a long sheet before the unchanged ones, saying how many are left out', async () => {
    run++;
    const rows = Array.from({ length: MAX_LISTED_PREVIEW_ROWS + 100 }, (_, i) => row(i + 1));
    expect((await upload(workbook(rows))).statusCode).toBe(200);
    const last = rows.length;
    rows[last - 1] = row(last, { available: 'No', extraImages: 'https://example.com/a.png' });

    const preview = (await upload(workbook(rows), 'x.xlsx', true)).json();
    expect(preview).toMatchObject({ updated: 1, unchanged: last - 1, rowsLeftOut: 100 });
    expect(preview.rows).toHaveLength(MAX_LISTED_PREVIEW_ROWS);
    // Sheet order: the one update (the last row of the sheet) comes last, after 499 unchanged.
    expect(preview.rows.at(-1)).toEqual({
      row: last + 1,
      sku: `IMP-${run}-${last}`,
      name: `Switch administrable ${last} puertos`,
      kind: 'update',
      changes: [
        { field: 'available', label: 'Disponible', before: 'Sí', after: 'No' },
        {
          field: 'extraImages',
          label: 'Imágenes adicionales (URL)',
          before: '',
          after: 'https://example.com/a.png',
        },
      ],
    });
    expect(preview.rows.slice(0, -1).every((r: ProductUploadRow) => r.kind === 'unchanged')).toBe(
      true,
    );
  });
});
