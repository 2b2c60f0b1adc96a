import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  RUT_PROPOSAL_STATUSES,
  type BuyerFiscalIdentityPatch,
  type BuyerTaxFlagsPatch,
  type RutContradiction,
  type RutReading,
} from '@shop/shared';
import { users } from './users';

/**
 * RUT documents. They are uploaded before the account exists (docs/architecture.md, "Contract: states and transitions"), so a row starts
 * unclaimed and registration claims it; unclaimed rows are the ones a clean-up may remove.
 */
export const rutFiles = pgTable(
  'rut_files',
  {
    id: uuid().primaryKey(),
    storageKey: text().notNull(),
    sizeBytes: integer().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rut_files_user_id_idx').on(t.userId)],
);

/**
 * What the shop read on a claimed RUT and proposes for the account's tax profile (docs/taxes.md,
 * "Reading the RUT"), one row per file. UNREADABLE rows keep why (`note`, "Sin texto legible")
 * and propose nothing; staff turn a PROPOSED row into CONFIRMED or CORRECTED with a reason.
 */
export const rutProposals = pgTable(
  'rut_proposals',
  {
    rutFileId: uuid()
      .primaryKey()
      .references(() => rutFiles.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: RUT_PROPOSAL_STATUSES }).notNull(),
    note: text(),
    reading: jsonb().$type<RutReading>(),
    proposedFlags: jsonb().$type<BuyerTaxFlagsPatch>().notNull().default({}),
    proposedIdentity: jsonb().$type<BuyerFiscalIdentityPatch>().notNull().default({}),
    contradictions: jsonb().$type<RutContradiction[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('rut_proposals_user_id_idx').on(t.userId, t.createdAt),
    check(
      'rut_proposals_status_check',
      sql.raw(`status in (${RUT_PROPOSAL_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);

/**
 * The image library (GET /api/files/product): the product and brand pictures stored under
 * `product/<name>`. An upload (POST /api/files/product) gets a server-made name (`<uuid>.<ext>`)
 * that is never rewritten, which is what lets it be cached for a year; the demo catalogue's
 * pictures keep their seed names and have no `uploadedBy` (`apps/api/src/seed/catalogue/images.ts`).
 */
export const productImages = pgTable(
  'product_images',
  {
    name: text().primaryKey(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_created_at_idx').on(t.createdAt.desc(), t.name)],
);
