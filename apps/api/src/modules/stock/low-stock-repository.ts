import { and, asc, count, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { PageWindow } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { brands, products } from '../../db/schema';

/** `like` pattern matching `word` anywhere, with its wildcards taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Products at or under their minimum stock (stock 0 included), whatever their availability:
 * the monitor is where staff see what to restock.
 */
export function createLowStockRepository(db: DbOrTx) {
  return {
    /**
     * One page, the emptiest first. `words` are folded (lower case, no accents); a product matches
     * when each word appears in its name, model, SKU, brand, categories or characteristics.
     */
    async page(words: string[], window: Pick<PageWindow, 'limit' | 'offset'>) {
      const conditions: SQL[] = [lte(products.stock, products.minimumStock)];
      for (const word of words)
        conditions.push(sql`${products.searchText} like ${containing(word)}`);
      const where = and(...conditions);
      const [{ total }] = (await db.select({ total: count() }).from(products).where(where)) as [
        { total: number },
      ];
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          sku: products.sku,
          model: products.model,
          brand: brands.name,
          stock: products.stock,
          minimumStock: products.minimumStock,
          available: products.available,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(where)
        .orderBy(asc(products.stock), asc(products.name), asc(products.id))
        .limit(window.limit)
        .offset(window.offset);
      return { rows, total: Number(total) };
    },
  };
}
export type LowStockRepository = ReturnType<typeof createLowStockRepository>;
