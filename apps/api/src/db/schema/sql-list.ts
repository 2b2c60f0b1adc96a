import { sql } from 'drizzle-orm';

/** `'A', 'B'`: the values of a check constraint's `in (…)`, written into the migration as SQL. */
export const inList = (values: readonly (string | number)[]) =>
  sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '));
