import { PassThrough } from 'node:stream';
import { and, asc, count, eq, gt, gte, lt } from 'drizzle-orm';
import { PRODUCT_UPLOAD_FIELD } from '@shop/shared';
import type { Db } from '../apps/api/src/db/client';
import { orders, products } from '../apps/api/src/db/schema';
import { createProductImportRepository } from '../apps/api/src/modules/product-import/repository';
import { writeProductWorkbook } from '../apps/api/src/modules/product-import/workbook';
import { bogotaMonth, generateOrders } from '../apps/api/scripts/generate-orders';

/** A past month no real order falls in: the monthly sales report over it holds only these. */
export const REPORT_MONTH = '2025-06';
export const REPORT_ORDERS = 100_000;
export const QUOTE_LINES = 25;
export const IMPORT_ROWS = 10_000;

const json = (headers: Record<string, string>) => ({
  ...headers,
  'content-type': 'application/json',
  'x-requested-with': 'fetch',
});

/** Tops the report month up to REPORT_ORDERS orders, none cancelled, so every call finds them. */
export async function ensureReportOrders(db: Db): Promise<void> {
  const { from, to } = bogotaMonth(REPORT_MONTH);
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, new Date(from)), lt(orders.createdAt, new Date(to))));
  const missing = REPORT_ORDERS - (row?.n ?? 0);
  if (missing > 0)
    await generateOrders(db, { orders: missing, month: REPORT_MONTH, seed: 15, cancelled: 0 });
}

/**
 * A quote of QUOTE_LINES lines made the way a customer makes one (cart, then quote), with the
 * cart emptied again afterwards; answers its id.
 */
export async function createQuote(baseUrl: string, customer: Record<string, string>, db: Db) {
  const picked = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.available, true), gt(products.stock, 5)))
    .orderBy(asc(products.id))
    .limit(QUOTE_LINES);
  const items = picked.map((p) => ({ productId: p.id, quantity: 2 }));
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: json(customer),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ id: number }>;
  };
  await send('PATCH', '/api/shopping-cart/add', { items });
  const quote = await send('POST', '/api/quote');
  await send('PATCH', '/api/shopping-cart/remove', { items });
  return quote.id;
}

/**
 * An export of IMPORT_ROWS products with every price raised by 100 pesos: the admin's round trip
 * (export, edit prices in Excel, upload), so each run updates every row.
 */
export async function importWorkbook(db: Db): Promise<Buffer> {
  const rows = (await createProductImportRepository(db).catalogue())
    .slice(0, IMPORT_ROWS)
    .map((p) => ({ ...p, price: p.price + 100 }));
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeProductWorkbook(out, rows);
  await new Promise((r) => out.end(r));
  return Buffer.concat(chunks);
}

/** The upload as the dashboard sends it (multipart, one file). */
export async function uploadWorkbook(baseUrl: string, admin: Record<string, string>, file: Buffer) {
  const form = new FormData();
  form.append(PRODUCT_UPLOAD_FIELD, new Blob([file]), 'precios.xlsx');
  const response = await fetch(`${baseUrl}/api/products/upload`, {
    method: 'POST',
    headers: { ...admin, 'x-requested-with': 'fetch' },
    body: form,
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`Importación: ${response.status} ${body.slice(0, 500)}`);
  return JSON.parse(body) as { created: number; updated: number; unchanged: number };
}
