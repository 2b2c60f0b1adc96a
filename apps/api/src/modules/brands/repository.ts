import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands } from '../../db/schema';

export function createBrandRepository(db: DbOrTx) {
  return {
    list() {
      return db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name));
    },
    async find(id: number) {
      const [row] = await db
        .select({
          id: brands.id,
          name: brands.name,
          title: brands.title,
          description: brands.description,
          logo: brands.logo,
        })
        .from(brands)
        .where(eq(brands.id, id));
      return row;
    },
  };
}
export type BrandRepository = ReturnType<typeof createBrandRepository>;
