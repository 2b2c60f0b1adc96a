import { anyOf, json, on } from '../fake-api';
import { auditApi } from './audit';

/** GET /api/products/admin, the dashboard's product list: one page, whatever the query. */
export const adminProductsApi = (page: {
  products: unknown[];
  total: number;
  totalPages: number;
}) => on('GET', '/api/products/admin', () => json(page));

/** One product as the dashboard edits it, with its trail. */
export const adminProductApi = (product: { id: number }, trail: unknown[] = []) =>
  anyOf(
    on('GET', `/api/products/${product.id}/admin`, () => json(product)),
    auditApi(`/api/products/${product.id}/audit`, trail),
  );

/** The Excel upload: a dry run answers `preview`, the real one `done`; the report is a workbook. */
export const productUploadApi = (preview: unknown, done: unknown) =>
  anyOf(
    on('POST', '/api/products/upload', (call) =>
      json(call.url.searchParams.get('dryRun') === 'true' ? preview : done),
    ),
    on(
      'POST',
      '/api/products/upload/report',
      () => new Response('PK', { headers: { 'Content-Type': 'application/octet-stream' } }),
    ),
  );
