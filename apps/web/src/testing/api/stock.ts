import { json, on } from '../fake-api';

/** GET /api/products/low/stock: one page holding `products`, whatever the query. */
export const lowStockApi = (products: unknown[], totalPages: number) =>
  on('GET', '/api/products/low/stock', () => json({ products, totalPages }));
