import type { z } from 'zod';
import { isPriceSort, type ProductListQuerySchema } from '@shop/shared';
import { badRequest, type Issue } from '../../lib/errors';

export type ListQuery = z.output<typeof ProductListQuerySchema>;

export const PRICE_NEEDS_SESSION =
  'Inicie sesión para ordenar o filtrar por precio: los precios solo se muestran a clientes registrados.';

/**
 * Every list parameter that reads the price: sorting or bounding by it would reveal the price
 * ranking to someone who may not see prices. Refused rather than ignored, so an API client learns
 * why its order or filter did not apply instead of getting a silently different list.
 */
export function refuseAnonymousPriceQuery(query: ListQuery): void {
  const issues: Issue[] = [];
  if (isPriceSort(query.sort)) issues.push({ path: 'sort', message: PRICE_NEEDS_SESSION });
  if (query.minPrice !== undefined) issues.push({ path: 'minPrice', message: PRICE_NEEDS_SESSION });
  if (query.maxPrice !== undefined) issues.push({ path: 'maxPrice', message: PRICE_NEEDS_SESSION });
  if (issues.length > 0) throw badRequest(PRICE_NEEDS_SESSION, issues);
}
