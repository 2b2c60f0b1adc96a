import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { refreshSearchText } from '../../db/product-writes';
import { categories, products } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

const parents = alias(categories, 'parents');

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

    /** Every category with its parent's name and how many products and subcategories use it. */
    listForAdmin() {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          level: categories.level,
          parentCategoryId: categories.parentCategoryId,
          parentName: parents.name,
          products: sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = ${categories.id} or ${products.subcategoryId} = ${categories.id})`,
          subcategories: sql<number>`(select count(*)::int from ${categories} as c2 where c2.parent_category_id = ${categories.id})`,
        })
        .from(categories)
        .leftJoin(parents, eq(parents.id, categories.parentCategoryId));
    },

    /** Locks the row, so no product or subcategory can be attached while it is being deleted. */
    async findForUpdate(id: number): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
      return row;
    },

    /** A category of the same parent (or level 1) whose name differs only in case. */
    async sameName(name: string, parentCategoryId: number | null, exceptId = 0) {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            sql`lower(${categories.name}) = lower(${name}) and ${categories.id} <> ${exceptId}`,
            parentCategoryId === null
              ? isNull(categories.parentCategoryId)
              : eq(categories.parentCategoryId, parentCategoryId),
          ),
        );
      return row;
    },

    async insert(values: typeof categories.$inferInsert): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values(values).returning();
      return row!;
    },

    async rename(id: number, name: string): Promise<CategoryRow> {
      const [row] = await db
        .update(categories)
        .set({ name })
        .where(eq(categories.id, id))
        .returning();
      return row!;
    },

    /** After a rename, its products are found by the new name (and no longer by the old). */
    refreshSearchText(id: number): Promise<void> {
      return refreshSearchText(db, or(eq(products.categoryId, id), eq(products.subcategoryId, id)));
    },

    async usage(id: number) {
      const [used] = await db
        .select({ n: count() })
        .from(products)
        .where(or(eq(products.categoryId, id), eq(products.subcategoryId, id)));
      const [children] = await db
        .select({ n: count() })
        .from(categories)
        .where(eq(categories.parentCategoryId, id));
      return { products: used?.n ?? 0, subcategories: children?.n ?? 0 };
    },

    async remove(id: number): Promise<void> {
      await db.delete(categories).where(eq(categories.id, id));
    },
  };
}
export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
