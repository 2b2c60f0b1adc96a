import ExcelJS from 'exceljs';
import { expect, test } from '../support/fixtures';

interface Category {
  id: number;
  name: string;
  level: 1 | 2;
  parentCategoryId: number | null;
}

// Staff holding ADMIN_PRODUCTS alone: the page must not lean on any other permission.
test.use({ viewport: { width: 1280, height: 900 }, staffPermissions: ['ADMIN_PRODUCTS'] });

test('an admin downloads the template, fills it with 20 products, previews, confirms and finds them', async ({
  signedInAsStaff: page,
}) => {
  const brand = ((await (await page.request.get('/api/brand')).json()) as { name: string }[])[0]!;
  const levelTwo = (
    (await (await page.request.get('/api/category?level=2')).json()) as Category[]
  )[0]!;
  const levelOne = (
    (await (await page.request.get('/api/category?level=1')).json()) as Category[]
  ).find((c) => c.id === levelTwo.parentCategoryId)!;

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
    Marca: () => brand.name,
    Categoría: () => levelOne.name,
    Subcategoría: () => levelTwo.name,
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

  await page.getByLabel('Archivo Excel').setInputFiles({
    name: 'productos-e2e.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await page.getByRole('button', { name: 'Revisar archivo' }).click();
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
