import { eq } from 'drizzle-orm';
import {
  appliedRules,
  DEFAULT_DOCUMENT_TERMS,
  type PublicConfig,
  type TaxRuleTable,
} from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { municipalities, siteConfig } from '../../db/schema';

export type SiteConfigRow = typeof siteConfig.$inferSelect;

export function createConfigRepository(db: DbOrTx) {
  return {
    async get(): Promise<SiteConfigRow | undefined> {
      const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, 1));
      return row;
    },

    /** The row locked for the transaction that changes it. */
    async getForUpdate(): Promise<SiteConfigRow | undefined> {
      const [row] = await db.select().from(siteConfig).where(eq(siteConfig.id, 1)).for('update');
      return row;
    },

    /** Whether DIVIPOLA lists `code`: the seller's establishment must be a real municipality. */
    async municipalityExists(code: string): Promise<boolean> {
      const [row] = await db
        .select({ code: municipalities.daneCode })
        .from(municipalities)
        .where(eq(municipalities.daneCode, code));
      return !!row;
    },

    async update(values: Partial<Omit<SiteConfigRow, 'id'>>): Promise<SiteConfigRow> {
      const [row] = await db
        .update(siteConfig)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(siteConfig.id, 1))
        .returning();
      return row!;
    },
  };
}
export type ConfigRepository = ReturnType<typeof createConfigRepository>;

/**
 * The spec's `taxes` and `retentionThreshold`, read-only now: the ReteFuente rate, the default
 * municipal ReteICA (per mil as a fraction) and the ReteFuente base in pesos in force on `date`
 * (a Bogotá day), from the dated rules (docs/taxes.md). Zero where no rule is in force.
 */
export function publicTaxFigures(
  rules: TaxRuleTable,
  date: string,
): Pick<PublicConfig, 'taxes' | 'retentionThreshold'> {
  // appliedRules never uses a later year's UVT: without one for `date`'s year or before, zeros.
  const year = Number(date.slice(0, 4));
  if (!rules.uvt.some((u) => u.year <= year))
    return { taxes: { retefuente: 0, reteica: 0 }, retentionThreshold: 0 };
  const applied = appliedRules(rules, date, null);
  return {
    taxes: {
      retefuente: applied.reteFuente?.rate ?? 0,
      // Hundredths of a per mil over 100,000: an exact decimal fraction, no float residue.
      reteica: applied.reteIca ? Math.round(applied.reteIca.perMil * 100) / 100_000 : 0,
    },
    retentionThreshold: applied.reteFuente?.basePesos ?? 0,
  };
}

/** Only what anyone may see (docs/architecture.md, departure 4): SMTP and notification data stay out. */
export function toPublicConfig(
  row: SiteConfigRow,
  taxFigures: Pick<PublicConfig, 'taxes' | 'retentionThreshold'>,
): PublicConfig {
  return {
    shopName: row.shopName,
    icon: row.icon,
    logo: row.logo,
    theme: row.theme,
    extraPercentage: row.extraPercentage,
    taxes: taxFigures.taxes,
    minimumPurchase: row.minimumPurchase,
    retentionThreshold: taxFigures.retentionThreshold,
    // The defaults under the stored texts: a key added later reads its default until staff set it.
    documentTerms: { ...DEFAULT_DOCUMENT_TERMS, ...row.documentTerms },
    // The mailer's own test (config/index.ts, mailSettings): without a host nothing is sent.
    mailConfigured: Boolean(row.smtp?.host),
  };
}
