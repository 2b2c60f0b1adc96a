import { z } from 'zod';

/**
 * The one paging contract of every list (docs/architecture.md, "Paging" and departure 6): people
 * count pages from 1, the wire sends `offset = page - 1` (a page index, not a row count) with
 * `limit` rows per page, and each list answers its items under its own key with `totalPages`.
 */

/** The highest page index accepted; beyond it a list would only answer empty pages. */
export const MAX_PAGE_INDEX = 100_000;

export interface PageRequest {
  /** Page index, 0 for the first page. */
  offset: number;
  /** Rows per page. */
  limit: number;
}

interface PageQueryOptions {
  /**
   * The page size when the client sends none; each list has its own (docs/architecture.md,
   * "Contract: constants and limits").
   */
  defaultLimit: number;
  /** The largest page size a client may ask for. */
  maxLimit?: number;
}

const PAGE_MESSAGE = 'La página debe ser un número entero.';
const LIMIT_MESSAGE = 'El límite debe ser un número entero.';

/**
 * A whole number written in a query string with digits only (a sign is let through, so that the
 * range check can say what is wrong): '0x1', '1e1', ' 1' or '' would pass
 * a plain numeric coercion as another number; here they reach `schema` as text and are refused.
 */
export const digitsParam = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d{1,13}$/.test(value) ? Number(value) : value),
    schema,
  );

/**
 * `?offset=&limit=` of a list, with that list's default and largest page size. Unknown parameters
 * are refused by name, as unknown body fields are.
 */
export function pageQuerySchema({ defaultLimit, maxLimit = 100 }: PageQueryOptions) {
  const limitRange = `El límite debe estar entre 1 y ${maxLimit}.`;
  return z.strictObject({
    offset: digitsParam(
      z
        .number({ error: PAGE_MESSAGE })
        .int(PAGE_MESSAGE)
        .min(0, 'La página debe ser 1 o mayor.')
        .max(MAX_PAGE_INDEX, 'La página solicitada no existe.'),
    ).default(0),
    limit: digitsParam(
      z
        .number({ error: LIMIT_MESSAGE })
        .int(LIMIT_MESSAGE)
        .min(1, limitRange)
        .max(maxLimit, limitRange),
    ).default(defaultLimit),
  });
}

/** `{ <itemsKey>: [...], totalPages }`, the answer of a list under the spec's name for its items. */
export function pageResponseSchema<K extends string, T extends z.ZodType>(itemsKey: K, item: T) {
  const shape = { [itemsKey]: z.array(item), totalPages: z.number().int().min(0) } as {
    [P in K]: z.ZodArray<T>;
  } & { totalPages: z.ZodNumber };
  return z.object(shape);
}

export interface PageWindow {
  /** Rows to read. */
  limit: number;
  /** Rows to skip in SQL: the page index times the page size. */
  offset: number;
  /** How many pages `total` rows fill; 0 when there are none. */
  totalPages: (total: number) => number;
}

/**
 * The SQL window of a page and the page count of a total. A page past the last one is an empty
 * window, not an error: the list answers no items and the real `totalPages`, and the client offers
 * a way back.
 */
export function pageWindow({ offset, limit }: PageRequest): PageWindow {
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw new RangeError(`Invalid page index: ${offset}`);
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`Invalid limit: ${limit}`);
  return {
    limit,
    offset: offset * limit,
    totalPages: (total) => Math.ceil(total / limit),
  };
}

export { pageQuery } from './page-query';
