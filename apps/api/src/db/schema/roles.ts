import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const permissions = pgTable('permissions', {
  name: text().primaryKey(),
  description: text().notNull(),
});

export const roles = pgTable('roles', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
  permissions: text().array().notNull().default([]),
});
