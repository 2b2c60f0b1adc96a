import { z } from 'zod';
import { lineText } from './fields';
import { pageQuerySchema, pageResponseSchema } from './paging';

/**
 * Rows per page of the stock monitor: 30, or 20 while searching (docs/architecture.md,
 * "Contract: constants and limits").
 */
export const LOW_STOCK_PAGE_SIZE = 30;
export const LOW_STOCK_SEARCH_PAGE_SIZE = 20;

/** The page size the monitor uses for a search term (blank or absent: no search). */
export const lowStockPageSize = (searchTerm?: string) =>
  searchTerm?.trim() ? LOW_STOCK_SEARCH_PAGE_SIZE : LOW_STOCK_PAGE_SIZE;

const page = pageQuerySchema({ defaultLimit: LOW_STOCK_PAGE_SIZE });

/**
 * GET /api/products/low/stock. Without `limit` the page size follows the spec: 30, or 20 when
 * `searchTerm` is given. The old client joins words with '+'; both that and spaces are accepted.
 */
export const LowStockQuerySchema = z.strictObject({
  offset: page.shape.offset,
  limit: page.shape.limit.unwrap().optional(),
  searchTerm: z
    .string()
    .transform((v) => v.replace(/\+/g, ' '))
    .pipe(lineText(100))
    .optional(),
});
export type LowStockQuery = z.input<typeof LowStockQuerySchema>;

/** A product at or under its minimum stock, as the monitor lists it. */
export const LowStockProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  model: z.string(),
  /** The brand's name. */
  brand: z.string(),
  stock: z.number().int(),
  minimumStock: z.number().int(),
  available: z.boolean(),
});
export type LowStockProduct = z.infer<typeof LowStockProductSchema>;

export const LowStockListSchema = pageResponseSchema('products', LowStockProductSchema);
export type LowStockList = z.infer<typeof LowStockListSchema>;

export const STOCK_MESSAGES = {
  listFailed: 'Error al cargar los productos con bajo stock.',
  empty: 'Ningún producto está en su stock mínimo o por debajo. Todo en orden.',
  noMatch: 'Ningún producto con bajo stock coincide con la búsqueda.',
  outOfStock: 'Agotado',
} as const;
