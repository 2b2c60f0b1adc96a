import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rutFiles } from '../../db/schema';

export function createRutRepository(db: DbOrTx) {
  return {
    async insert(row: typeof rutFiles.$inferInsert) {
      await db.insert(rutFiles).values(row);
    },
    async find(id: string) {
      const [row] = await db.select().from(rutFiles).where(eq(rutFiles.id, id));
      return row;
    },
    /** Links an unclaimed upload to its new owner; false when it is missing or already taken. */
    async claim(id: string, userId: number): Promise<boolean> {
      const rows = await db
        .update(rutFiles)
        .set({ userId })
        .where(and(eq(rutFiles.id, id), isNull(rutFiles.userId)))
        .returning({ id: rutFiles.id });
      return rows.length === 1;
    },
    async listUnclaimedBefore(cutoff: Date, limit: number) {
      return db
        .select({ id: rutFiles.id })
        .from(rutFiles)
        .where(and(isNull(rutFiles.userId), lt(rutFiles.uploadedAt, cutoff)))
        .orderBy(asc(rutFiles.uploadedAt))
        .limit(limit);
    },
    /** Deletes the row only while it is still unclaimed, so a claim and a sweep never both win. */
    async deleteUnclaimed(id: string) {
      const [row] = await db
        .delete(rutFiles)
        .where(and(eq(rutFiles.id, id), isNull(rutFiles.userId)))
        .returning({ storageKey: rutFiles.storageKey });
      return row;
    },
  };
}
export type RutRepository = ReturnType<typeof createRutRepository>;
