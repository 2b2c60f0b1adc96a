import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { ICA_PLACE_BASES, IVA_CAP_KINDS, RETEICA_AGENTS, WITHHOLDING_KINDS } from '@shop/shared';
import { municipalities } from './municipalities';
import { inList } from './sql-list';

/**
 * The dated tax rules of docs/taxes.md, read whole by the tax engine and replaced whole by
 * PUT /api/tax-rules. Issued quotes and orders keep a copy of the rules they applied, so editing
 * these rows never changes a document.
 */
export const taxUvt = pgTable('tax_uvt', {
  year: integer().primaryKey(),
  value: integer().notNull(),
  source: text().notNull(),
});

export const taxWithholdingRules = pgTable(
  'tax_withholding_rules',
  {
    id: serial().primaryKey(),
    kind: text({ enum: WITHHOLDING_KINDS }).notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    /** A fraction of the base: 0.025 for 2.5 %. */
    rate: numeric({ precision: 7, scale: 5, mode: 'number' }).notNull(),
    baseUvt: numeric({ precision: 9, scale: 2, mode: 'number' }).notNull(),
    source: text().notNull(),
  },
  (t) => [
    unique('tax_withholding_rules_kind_date').on(t.kind, t.validFrom),
    check('tax_withholding_rules_kind_check', sql`${t.kind} in (${inList(WITHHOLDING_KINDS)})`),
  ],
);

export const taxIvaCaps = pgTable(
  'tax_iva_caps',
  {
    id: serial().primaryKey(),
    kind: text({ enum: IVA_CAP_KINDS }).notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    capUvt: numeric({ precision: 9, scale: 2, mode: 'number' }).notNull(),
    source: text().notNull(),
  },
  (t) => [
    unique('tax_iva_caps_kind_date').on(t.kind, t.validFrom),
    check('tax_iva_caps_kind_check', sql`${t.kind} in (${inList(IVA_CAP_KINDS)})`),
  ],
);

export const taxReteIcaRules = pgTable(
  'tax_reteica_rules',
  {
    id: serial().primaryKey(),
    /** DIVIPOLA code; null is the default for municipalities without their own row. */
    municipalityCode: text().references(() => municipalities.daneCode),
    validFrom: date({ mode: 'string' }).notNull(),
    perMil: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull(),
    baseUvt: numeric({ precision: 9, scale: 2, mode: 'number' }).notNull(),
    agents: text({ enum: RETEICA_AGENTS }).notNull(),
    source: text().notNull(),
  },
  (t) => [
    unique('tax_reteica_rules_place_date').on(t.municipalityCode, t.validFrom).nullsNotDistinct(),
    check('tax_reteica_rules_agents_check', sql`${t.agents} in (${inList(RETEICA_AGENTS)})`),
  ],
);

/** Where the shop's sales cause ICA from each date (docs/taxes.md, "Where ICA is caused"). */
export const taxIcaPlaceRules = pgTable(
  'tax_ica_place_rules',
  {
    id: serial().primaryKey(),
    validFrom: date({ mode: 'string' }).notNull().unique(),
    basis: text({ enum: ICA_PLACE_BASES }).notNull(),
    source: text().notNull(),
  },
  (t) => [
    check('tax_ica_place_rules_basis_check', sql`${t.basis} in (${inList(ICA_PLACE_BASES)})`),
  ],
);

/**
 * The reminders already mailed to staff, one per kind and year (docs/taxes.md, "UVT"): a UVT
 * missing is mailed once, by whichever process claims the row first.
 */
export const taxNotices = pgTable(
  'tax_notices',
  {
    kind: text().notNull(),
    year: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);
