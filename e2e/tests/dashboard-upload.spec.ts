import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

interface Category {
  id: number;
  name: string;
  level: 1 | 2;
  parentCategoryId: number | null;
}

// Staff holding ADMIN_PRODUCTS alone: the page must not lean on any other permission.
test.use({ viewport: { width: 1280, height: 900 }, staffPermissions: ['ADMIN_PRODUCTS'] });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A brand, and a level-2 category with its parent, as the sheet names them. */
async function catalogueNames(page: Page) {
  const brand = ((await (await page.request.get('/api/brand')).json()) as { name: string }[])[0]!;
  const levelTwo = (
    (await (await page.request.get('/api/category?level=2')).json()) as Category[]
  )[0]!;
  const levelOne = (
    (await (await page.request.get('/api/category?level=1')).json()) as Category[]
  ).find((c) => c.id === levelTwo.parentCategoryId)!;
  return { brand: brand.name, category: levelOne.name, subcategory: levelTwo.name };
}

/** Chooses the sheet and asks for the preview. */
async function review(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('Archivo Excel').setInputFiles({ name, mimeType: XLSX_TYPE, buffer });
  await page.getByRole('button', { name: 'Revisar archivo' }).click();
}

test('an admin downloads the template, fills it with 20 products, previews, confirms and finds them', async ({
  signedInAsStaff: page,
}) => {
  const names = await catalogueNames(page);

  await page.goto('/dashboard/admin-products/upload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carga masiva de productos');
  await expect(page.getByText('Archivos .xlsx o .xls de hasta 10 MB.')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar plantilla' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('plantilla-productos.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('Productos')!;
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  expect(headers.slice(0, 3)).toEqual(['SKU', 'Nombre', 'Modelo']);
  expect(book.getWorksheet('Instrucciones')).toBeDefined();

  const run = Date.now().toString(36).toUpperCase();
  const skus = Array.from({ length: 20 }, (_, i) => `E2E-${run}-${i + 1}`);
  const values: Record<string, (i: number) => string | number> = {
    SKU: (i) => skus[i]!,
    Nombre: (i) => `Conmutador de carga masiva ${run} número ${i + 1}`,
    Modelo: (i) => `CM-${i + 1}`,
    Marca: () => names.brand,
    Categoría: () => names.category,
    Subcategoría: () => names.subcategory,
    Descripción: (i) => `<p>Producto ${i + 1} cargado desde Excel, diseño en Medellín.</p>`,
    Características: () => '8 puertos, Gigabit',
    'Precio (COP)': (i) => 150_000 + i * 1_000,
    'IVA (%)': () => 19,
    Stock: () => 12,
    'Stock mínimo': () => 2,
    Disponible: () => 'Sí',
    'Imagen principal (URL)': (i) => `https://example.com/e2e/${i + 1}.png`,
  };
  skus.forEach((_, i) => {
    sheet.addRow(headers.map((h) => values[h]?.(i) ?? null));
  });
  const filled = Buffer.from(await book.xlsx.writeBuffer());

  await review(page, 'productos-e2e.xlsx', filled);
  await expect(page.getByText('20 nuevos, 0 actualizados, 0 filas con errores')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar carga' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Archivo Excel subido correctamente.' }).first(),
  ).toBeVisible();

  // The storefront's search finds them, with their prices to the peso.
  const found = await page.request.get(
    `/api/products?searchTerm=${encodeURIComponent(`conmutador ${run}`)}&limit=40`,
  );
  expect(found.ok()).toBe(true);
  const listed = JSON.stringify(await found.json());
  for (const sku of [skus[0], skus[9], skus[19]]) expect(listed).toContain(sku);
});

test('the preview lists each row: a new product, a changed one with old and new values, one unchanged', async ({
  signedInAsStaff: page,
}) => {
  const names = await catalogueNames(page);
  const template = await page.request.get('/api/products/upload/template');
  expect(template.ok()).toBe(true);
  const templateBytes = Buffer.from(await template.body());
  const run = Date.now().toString(36).toUpperCase();
  const product = (sku: string, price: number, stock: number) => ({
    SKU: `E2E-${run}-${sku}`,
    Nombre: `Enrutador de vista previa ${run} ${sku}`,
    Modelo: `VP-${sku}`,
    Marca: names.brand,
    Categoría: names.category,
    Subcategoría: names.subcategory,
    Descripción: 'Enrutador para la vista previa de la carga.',
    Características: '4 puertos, Gigabit',
    'Precio (COP)': price,
    'IVA (%)': 19,
    Stock: stock,
  });
  /** The template with these products under its header. */
  const sheetWith = async (products: Record<string, string | number>[]) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(templateBytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Productos')!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    for (const p of products) sheet.addRow(headers.map((h) => p[h] ?? null));
    return Buffer.from(await book.xlsx.writeBuffer());
  };

  await page.goto('/dashboard/admin-products/upload');
  await review(
    page,
    'primera.xlsx',
    await sheetWith([product('A', 120_000, 8), product('B', 90_000, 3)]),
  );
  await expect(page.getByText('2 nuevos, 0 actualizados, 0 filas con errores')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar carga' }).click();
  await expect(page.getByText('2 productos creados y 0 actualizados.')).toBeVisible();

  await review(
    page,
    'segunda.xlsx',
    await sheetWith([product('A', 135_000, 12), product('B', 90_000, 3), product('C', 50_000, 1)]),
  );
  await expect(
    page.getByText('1 nuevo, 1 actualizado, 0 filas con errores, 1 producto sin cambios'),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Cambios por fila' });
  const rowOf = (sku: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `E2E-${run}-${sku}` }) });
  await expect(rowOf('A').getByText('Actualiza')).toBeVisible();
  await expect(rowOf('A').getByRole('listitem')).toHaveText([
    /^Precio \(COP\): \$\s120\.000 → pasa a \$\s135\.000$/,
    'Stock: 8 → pasa a 12',
  ]);
  await expect(rowOf('B').getByText('Sin cambios')).toBeVisible();
  await expect(rowOf('C').getByText('Nuevo')).toBeVisible();

  await page.getByRole('button', { name: 'Confirmar carga' }).click();
  await expect(page.getByText('1 producto creado y 1 actualizado (1 sin cambios).')).toBeVisible();
});
