import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { rutProposals } from '../../../db/schema';

export type ProposalRow = typeof rutProposals.$inferSelect;

/** The proposals read from RUTs (docs/taxes.md, "Reading the RUT"). */
export function createProposalRepository(db: DbOrTx) {
  const latest = (userId: number) =>
    db
      .select()
      .from(rutProposals)
      .where(eq(rutProposals.userId, userId))
      .orderBy(desc(rutProposals.createdAt))
      .limit(1);
  return {
    /** One proposal per file: a second reading of the same file keeps the first. */
    async insert(row: typeof rutProposals.$inferInsert) {
      await db.insert(rutProposals).values(row).onConflictDoNothing();
    },
    async latestFor(userId: number): Promise<ProposalRow | undefined> {
      const [row] = await latest(userId);
      return row;
    },
    /** The latest proposal, its row locked until the caller's transaction ends. */
    async lockLatestFor(userId: number): Promise<ProposalRow | undefined> {
      const [row] = await latest(userId).for('update');
      return row;
    },
    /** Only a PROPOSED row is decided, once; false when another staff member was first. */
    async markDecided(
      rutFileId: string,
      status: 'CONFIRMED' | 'CORRECTED',
      staffId: number,
    ): Promise<boolean> {
      const rows = await db
        .update(rutProposals)
        .set({ status, decidedAt: new Date(), decidedByUserId: staffId })
        .where(and(eq(rutProposals.rutFileId, rutFileId), eq(rutProposals.status, 'PROPOSED')))
        .returning({ id: rutProposals.rutFileId });
      return rows.length === 1;
    },
  };
}
export type ProposalRepository = ReturnType<typeof createProposalRepository>;
