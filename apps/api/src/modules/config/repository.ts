import { eq } from 'drizzle-orm';
import type { PublicConfig } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { siteConfig } from '../../db/schema';

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

/** Only what anyone may see (DESIGN.md departure 4): SMTP and notification data stay out. */
export function toPublicConfig(row: SiteConfigRow): PublicConfig {
  return {
    shopName: row.shopName,
    icon: row.icon,
    logo: row.logo,
    theme: row.theme,
    extraPercentage: row.extraPercentage,
    taxes: row.taxes,
    minimumPurchase: row.minimumPurchase,
    retentionThreshold: row.retentionThreshold,
  };
}
