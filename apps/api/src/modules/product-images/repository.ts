import { count, desc } from 'drizzle-orm';
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
    /** One page of the uploads, newest first, with how many there are in all. */
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
