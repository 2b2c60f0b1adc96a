import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { municipalities } from './municipalities';
import { COMPANY_ROLES } from '@shop/shared';
import { inList } from './sql-list';
import { users } from './users';

export const COMPANY_MEMBER_STATUSES = ['ACTIVE', 'DEACTIVATED', 'REMOVED'] as const;

/**
 * The people of a company (docs/decisions/017-companies-with-several-buyers.md). `companyId` is the
 * company's account: the users row that holds its NIT, prices, tax profile, credit line and
 * documents. A user belongs to at most one company; a removed or deactivated member keeps the row,
 * so "who created it" on the company's documents still has a name.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    companyId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    role: text({ enum: COMPANY_ROLES }).notNull(),
    /** ACTIVE; DEACTIVATED by staff (may come back); REMOVED by the company's administrator. */
    status: text({ enum: COMPANY_MEMBER_STATUSES }).notNull().default('ACTIVE'),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_members_company_idx').on(t.companyId),
    check('company_members_role_check', sql`${t.role} in (${inList(COMPANY_ROLES)})`),
    check('company_members_status_check', sql`${t.status} in (${inList(COMPANY_MEMBER_STATUSES)})`),
  ],
);

/**
 * Invitations to join a company. Only a SHA-256 of the link's token is kept, as for password
 * recovery; a row is spent once (`usedAt`), or cancelled, and dies at `expiresAt`.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    email: text().notNull(),
    role: text({ enum: COMPANY_ROLES }).notNull(),
    tokenHash: text().notNull().unique(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('company_invitations_company_idx').on(t.companyId, t.createdAt),
    check('company_invitations_role_check', sql`${t.role} in (${inList(COMPANY_ROLES)})`),
  ],
);

/**
 * A company's delivery addresses: a sede, its address and DIVIPOLA municipality, who receives. An
 * order copies the one it picks (`orders.delivery_address`), so editing or archiving an address
 * never rewrites a past document; archived ones are kept for the same reason.
 */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    siteName: text().notNull(),
    address: text().notNull(),
    municipalityDaneCode: text()
      .notNull()
      .references(() => municipalities.daneCode),
    contactName: text().notNull(),
    contactPhone: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('company_addresses_company_idx').on(t.companyId)],
);
