import { z } from 'zod';

/** Which way a list runs: `asc` from A, the smallest or the oldest; `desc` the other way. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SORT_MESSAGES = {
  key: 'No se puede ordenar la lista por ese campo.',
  order: 'El orden debe ser asc (ascendente) o desc (descendente).',
} as const;

/**
 * `?sort=&order=` of a list: `sort` only one of the list's own keys (each names a column its
 * repository orders by, never raw SQL), `order` ascending unless told. Without `sort` the list keeps
 * its own order.
 */
export const sortQueryShape = <K extends string>(keys: readonly [K, ...K[]]) => ({
  sort: z.enum(keys, { error: SORT_MESSAGES.key }).optional(),
  order: z.enum(SORT_ORDERS, { error: SORT_MESSAGES.order }).default('asc'),
});

/** The sort a list asks its repository for: a key of its own and a direction. */
export interface SortRequest<K extends string> {
  sort?: K | undefined;
  order: SortOrder;
}
