import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

export function createCategoryRepository(db: DbOrTx) {
  return {
    list(level?: number): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(level ? eq(categories.level, level) : undefined);
    },
    async find(id: number): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row;
    },
    children(parentId: number) {
      return db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.parentCategoryId, parentId));
    },
  };
}
export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
