import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { trmRates } from '../../db/schema';

export type TrmRow = typeof trmRates.$inferSelect;

export function createTrmRepository(db: DbOrTx) {
  return {
    async forDate(date: string): Promise<TrmRow | undefined> {
      const [row] = await db.select().from(trmRates).where(eq(trmRates.date, date));
      return row;
    },

    async latest(): Promise<TrmRow | undefined> {
      const [row] = await db.select().from(trmRates).orderBy(desc(trmRates.date)).limit(1);
      return row;
    },

    /** Two processes fetching the same day race here: the later read wins instead of failing. */
    async save(date: string, value: number): Promise<void> {
      await db
        .insert(trmRates)
        .values({ date, value })
        .onConflictDoUpdate({ target: trmRates.date, set: { value, fetchedAt: new Date() } });
    },
  };
}
export type TrmRepository = ReturnType<typeof createTrmRepository>;
