import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';
import { placeOrder } from '../support/orders';

// The header rows of the three reports (apps/api/src/modules/reports/service.ts).
const CLIENT_HEADERS = [
  'ID',
  'Correo',
  'Nombre completo',
  'Razón social',
  'Identificación (NIT/CC)',
  'Teléfono',
  'Tipo de cliente',
  'Estado',
  'Persona jurídica',
  'Municipio',
  'Departamento',
  'Fecha de registro',
];
const SALE_HEADERS = [
  'Orden',
  'Fecha',
  'Cliente',
  'Identificación',
  'Estado',
  'Medio de pago',
  'Unidades',
  'Ventas antes de IVA',
  'IVA',
  'ReteFuente',
  'ReteIVA',
  'ReteICA',
  'Total a pagar',
];
const STOCK_HEADERS = [
  'ID',
  'SKU',
  'Modelo',
  'Producto',
  'Marca',
  'Categoría',
  'Subcategoría',
  'Precio base (sin IVA)',
  'IVA',
  'Stock',
  'Stock mínimo',
  'Bajo el mínimo',
  'Disponible',
];

const bogotaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

/** '$ 1.234.567' as the page prints whole pesos, whatever space it puts after the sign. */
const copPattern = (pesos: number) =>
  new RegExp(`\\$\\s?${pesos.toLocaleString('es-CO').replace(/\./g, '\\.')}(?!\\d)`);

/** Presses a report's button and opens the file it saves with exceljs. */
async function downloadReport(page: Page, report: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Descargar Excel de ${report}` }).click(),
  ]);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Archivo descargado.' }).first(),
  ).toBeVisible();
  return { name: download.suggestedFilename(), ...(await readSheet(download)) };
}

async function readSheet(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const cells = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1);
  return {
    headers: cells(sheet.getRow(1)),
    rows: sheet.getRows(2, Math.max(0, sheet.rowCount - 1))?.map(cells) ?? [],
  };
}

// Staff holding ADMIN_REPORTS alone: the page must not lean on any other permission.
test.use({ viewport: { width: 1280, height: 900 }, staffPermissions: ['ADMIN_REPORTS'] });

test('an admin sees today’s order in the sales of the period and downloads the three reports', async ({
  playwright,
  customer,
  signedInAsStaff: page,
}) => {
  // A customer orders first, so today's sales hold at least this order.
  const buyer = await playwright.request.newContext();
  const signedIn = await buyer.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: { email: customer.email, password: customer.password },
  });
  expect(signedIn.ok()).toBe(true);
  const order = await placeOrder(buyer);
  await buyer.post('/api/auth/logout', { headers: WRITE_HEADERS });
  await buyer.dispose();

  const today = bogotaToday();

  // The menu leads to the page; it opens on this month, counted from today.
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Opciones' })
    .getByRole('link', { name: 'Reportes' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reportes');
  await expect(page.getByLabel('Periodo', { exact: true })).toHaveValue('month');
  await expect(page.getByLabel('Fecha', { exact: true })).toHaveValue(today);
  await expect(page.getByRole('img', { name: /^Ventas antes de IVA por día, / })).toBeVisible();

  // The chart's day and the figures are the server's sales of today, this order among them.
  await page.getByLabel('Periodo', { exact: true }).selectOption('day');
  await expect(page).toHaveURL(new RegExp(`\\?period=day&date=${today}$`));
  const summaryAnswer = await page.request.get(
    `/api/reports/sales-summary?period=day&date=${today}`,
  );
  const summary = (await summaryAnswer.json()) as { orders: number; revenue: number };
  // Sales before IVA: the order's subtotal, whatever the buyer withheld.
  expect(summary.revenue).toBeGreaterThanOrEqual(order.subtotal);
  const figures = page.getByRole('region', { name: 'Ventas del periodo' });
  await expect(figures.getByRole('definition').first()).toHaveText(copPattern(summary.revenue));
  const todayRow = figures.getByRole('table').getByRole('row').nth(1);
  await expect(todayRow).toContainText(String(summary.orders));
  await expect(todayRow).toContainText(copPattern(summary.revenue));

  const sales = await downloadReport(page, 'Ventas');
  expect(sales.name).toBe(`ventas-${today}-dia.xlsx`);
  expect(sales.headers).toEqual(SALE_HEADERS);
  const sold = sales.rows.find((row) => row[0] === order.customId);
  expect(sold, `${order.customId} in the sales file`).toBeDefined();
  expect(sold![7]).toBe(order.subtotal);
  expect(sold![12]).toBe(order.totalOrder);

  const clients = await downloadReport(page, 'Clientes');
  expect(clients.name).toBe(`clientes-${today}.xlsx`);
  expect(clients.headers).toEqual(CLIENT_HEADERS);
  expect(clients.rows.map((row) => row[1])).toContain(customer.email);

  const stock = await downloadReport(page, 'Stock');
  expect(stock.name).toBe(`inventario-${today}.xlsx`);
  expect(stock.headers).toEqual(STOCK_HEADERS);
  expect(stock.rows.length).toBeGreaterThan(0);

  const loggedOut = await page.request.post('/api/auth/logout', { headers: WRITE_HEADERS });
  expect(loggedOut.ok()).toBe(true);
});
