import { index, pgTable, text } from 'drizzle-orm/pg-core';

/** DIVIPOLA (DANE): the official list of Colombian municipalities. */
export const municipalities = pgTable(
  'municipalities',
  {
    daneCode: text().primaryKey(),
    region: text().notNull(),
    departmentDaneCode: text().notNull(),
    department: text().notNull(),
    name: text().notNull(),
    // Lower-case, accent-free "name department", filled by the loader, so search needs no extension.
    searchText: text().notNull(),
  },
  (t) => [index('municipalities_department_idx').on(t.departmentDaneCode)],
);
