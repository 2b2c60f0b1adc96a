import { and, eq, isNull } from 'drizzle-orm';
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
  };
}
