import type { DbOrTx } from '../../db/client';
import { taxNotices } from '../../db/schema';

/** The reminders staff were mailed: each (kind, year) once. */
export function createTaxNoticeRepository(db: DbOrTx) {
  return {
    /** True for the one caller that records the reminder first; false when it was already sent. */
    async claim(kind: string, year: number): Promise<boolean> {
      const rows = await db
        .insert(taxNotices)
        .values({ kind, year })
        .onConflictDoNothing()
        .returning({ kind: taxNotices.kind });
      return rows.length > 0;
    },
  };
}
export type TaxNoticeRepository = ReturnType<typeof createTaxNoticeRepository>;
