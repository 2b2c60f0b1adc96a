import { count, desc, inArray } from 'drizzle-orm';
import type { PageWindow } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { productImages } from '../../db/schema';

export type ProductImageRow = typeof productImages.$inferSelect;

export function createProductImageRepository(db: DbOrTx) {
  return {
    async insert(row: typeof productImages.$inferInsert): Promise<ProductImageRow> {
      const [created] = await db.insert(productImages).values(row).returning();
      return created!;
    },
    /** Which of `names` the library already lists. */
    async existingNames(names: string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db
        .select({ name: productImages.name })
        .from(productImages)
        .where(inArray(productImages.name, names));
      return new Set(rows.map((r) => r.name));
    },
    /** Rows for pictures stored by other means than the upload (the demo's); a known name is kept. */
    async insertMissing(rows: (typeof productImages.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(productImages).values(rows).onConflictDoNothing();
    },
    /** One page of the library, newest first, with how many there are in all. */
    async page(window: Pick<PageWindow, 'limit' | 'offset'>) {
      const [{ total }] = (await db.select({ total: count() }).from(productImages)) as [
        { total: number },
      ];
      const rows = await db
        .select()
        .from(productImages)
        .orderBy(desc(productImages.createdAt), productImages.name)
        .limit(window.limit)
        .offset(window.offset);
      return { rows, total: Number(total) };
    },
  };
}
export type ProductImageRepository = ReturnType<typeof createProductImageRepository>;
