import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_DOCUMENT_TERMS,
  SELLER_REGIMES,
  type BankAccount,
  type DocumentTerms,
  type PublicConfig,
  type WompiEnvironment,
  type WompiKeyName,
} from '@shop/shared';
import { municipalities } from './municipalities';

export type WompiKeys = { environment: WompiEnvironment } & Partial<Record<WompiKeyName, string>>;

export interface SmtpSettings {
  host: string;
  port: number;
  user: string;
  pass: string;
  secure: boolean;
  from: string;
}

/** The shop's settings: a single row with id 1 (the spec's PATCH /api/config sends id 1). */
export const siteConfig = pgTable(
  'site_config',
  {
    id: integer().primaryKey(),
    shopName: text().notNull(),
    icon: text().notNull(),
    logo: text().notNull(),
    theme: jsonb().$type<PublicConfig['theme']>().notNull(),
    extraPercentage: jsonb().$type<PublicConfig['extraPercentage']>().notNull(),
    minimumPurchase: bigint({ mode: 'number' }).notNull().default(0),
    smtp: jsonb().$type<SmtpSettings | null>(),
    notificationEmail: text(),
    quoteValidityDays: integer().notNull().default(15),
    /** The shop as it appears on quotes and orders. */
    shopNit: text().notNull().default(''),
    shopAddress: text().notNull().default(''),
    shopCity: text().notNull().default(''),
    /** DIVIPOLA code of the shop's establishment: where its sales cause ICA by default. */
    shopMunicipalityCode: text().references(() => municipalities.daneCode),
    shopPhone: text().notNull().default(''),
    shopEmail: text().notNull().default(''),
    /** The seller's tax standing (docs/taxes.md), printed on every document. */
    sellerRegime: text({ enum: SELLER_REGIMES }).notNull().default('RESPONSABLE_IVA'),
    sellerAutorretenedor: boolean().notNull().default(false),
    sellerGranContribuyente: boolean().notNull().default(false),
    /** Delivery time, warranty and payment terms printed on quotes and orders ('' for none). */
    documentTerms: jsonb().$type<DocumentTerms>().notNull().default(DEFAULT_DOCUMENT_TERMS),
    /** The accounts orders paid by bank transfer print, in order; [] prints how to ask for them. */
    bankAccounts: jsonb().$type<BankAccount[]>().notNull().default([]),
    /** The online gateway's environment and keys; the secrets never leave the server. */
    wompi: jsonb().$type<WompiKeys | null>(),
    /** How long an unpaid order paid online keeps its stock before it is cancelled. */
    onlinePaymentHours: integer().notNull().default(24),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('site_config_single_row', sql`${t.id} = 1`),
    check(
      'site_config_seller_regime_check',
      sql`${t.sellerRegime} in ('RESPONSABLE_IVA', 'NO_RESPONSABLE_IVA')`,
    ),
  ],
);
