import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CLIENT_STATUSES, CLIENT_TYPES, ID_TYPES, SELLER_REGIMES } from '@shop/shared';
import { municipalities } from './municipalities';
import { roles } from './roles';
import { inList } from './sql-list';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    // Stored lower-cased by the service, so the unique index is case-insensitive in practice.
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    clientType: text({ enum: CLIENT_TYPES }).notNull(),
    clientStatus: text({ enum: CLIENT_STATUSES }).notNull(),
    legalPersonType: boolean().notNull(),
    // A special-pricing type the customer asked for: it waits for staff, the prices do not change.
    requestedClientType: text({ enum: CLIENT_TYPES }),
    // When the latest request was made; kept after a withdrawal, as it spaces the staff mails.
    requestedClientTypeAt: timestamp({ withTimezone: true }),
    comments: text(),
    /**
     * Tax flags staff set from the RUT (docs/taxes.md, "Who the buyer is"): the buyer's tax profile,
     * apart from the client type, which is only a price list.
     */
    withholdingAgent: boolean().notNull().default(false),
    granContribuyente: boolean().notNull().default(false),
    autorretenedor: boolean().notNull().default(false),
    publicEntity: boolean().notNull().default(false),
    ivaWithholdingAgent: boolean().notNull().default(false),
    regimenSimple: boolean().notNull().default(false),
    // False for a profile the shop inferred (migration 0017) until staff confirm it from the RUT.
    taxProfileConfirmed: boolean().notNull().default(true),
    /**
     * The fiscal identity (docs/taxes.md, "Who withholds"): the ID type, the DV of a NIT (computed
     * from profiles.identificationNumber, null for other documents), and two responsibilities of
     * the RUT's casilla 53 (null until the RUT or staff say): responsable de IVA, declarante.
     */
    idType: text('identification_type', { enum: ID_TYPES }).notNull(),
    checkDigit: smallint(),
    ivaRegime: text({ enum: SELLER_REGIMES }),
    incomeTaxDeclarant: boolean(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_client_type_check', sql`${t.clientType} in (${inList(CLIENT_TYPES)})`),
    check('users_client_status_check', sql`${t.clientStatus} in (${inList(CLIENT_STATUSES)})`),
    check(
      'users_requested_client_type_check',
      sql`${t.requestedClientType} in (${inList(CLIENT_TYPES)})`,
    ),
    check('users_identification_type_check', sql`${t.idType} in (${inList(ID_TYPES)})`),
    check('users_iva_regime_check', sql`${t.ivaRegime} in (${inList(SELLER_REGIMES)})`),
    check('users_check_digit_check', sql`${t.checkDigit} between 0 and 9`),
  ],
);

export const profiles = pgTable('profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text().notNull(),
  identificationNumber: text().notNull(),
  contactPhone: text().notNull(),
  position: text(),
  businessName: text(),
  billingEmail: text().notNull(),
  primaryAddress: text().notNull(),
  secondaryAddress: text(),
  municipalityDaneCode: text()
    .notNull()
    .references(() => municipalities.daneCode),
  /**
   * A municipality the customer asked to move to: it decides withholdings, so it waits for staff
   * (docs/taxes.md, "Changes staff approve"); documents keep the confirmed one meanwhile.
   */
  requestedMunicipalityDaneCode: text().references(() => municipalities.daneCode),
  requestedMunicipalityAt: timestamp({ withTimezone: true }),
  urlRUT: text(),
  dataTreatmentAuthorization: boolean().notNull(),
  // Ley 1581 de 2012 asks the shop to keep proof of when consent was given.
  dataTreatmentAuthorizedAt: timestamp({ withTimezone: true }),
  notificationAuthorization: boolean().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/**
 * One row per signed-in browser or API client: deleting it ends that session at once. Triggers of
 * migration 0007 revoke every session of an account that leaves ACTIVE or whose roles change,
 * whichever code or console writes the change.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Password recovery links. Only a SHA-256 of the token is kept, so a leaked table opens no
 * account; a row dies when used, when it expires, and when the password changes by any route.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId, t.createdAt)],
);
