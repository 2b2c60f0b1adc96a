import { z } from 'zod';

/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const MAX_DB_INTEGER = 2_147_483_647;

/**
 * The one id schema of every body: a whole number from 1 to PostgreSQL's integer maximum, so no id
 * can overflow the database (which would answer 500).
 */
/** `what` names the thing with its article: "del producto", "de la cotización". */
export const idField = (what: string) =>
  z
    .number({ error: `El identificador ${what} debe ser un número entero.` })
    .int(`El identificador ${what} debe ser un número entero.`)
    .positive(`El identificador ${what} debe ser un número entero positivo.`)
    .max(MAX_DB_INTEGER, `El identificador ${what} no es válido.`);

/**
 * The same id written in a path or a query: digits only. '1e3', ' 7' or '0x10' would pass a plain
 * numeric coercion and reach the database as another id; here they are refused.
 */
export const idParam = (what: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    idField(what),
  );

/** A list of ids in a query, comma separated ('3,8,12'), each an id as above. */
export const idListParam = (message: string) =>
  z.string().transform((value, ctx) => {
    const ids = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!ids.every((s) => /^\d{1,10}$/.test(s) && Number(s) >= 1 && Number(s) <= MAX_DB_INTEGER)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return ids.map(Number);
  });
