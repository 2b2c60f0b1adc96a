import { asc, eq, like } from 'drizzle-orm';
import type { Municipality } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { municipalities } from '../../db/schema';
import { foldText } from '../../lib/fold';
import { escapeLike } from '../../lib/sql-like';

export function createMunicipalityRepository(db: DbOrTx) {
  return {
    async search(q?: string): Promise<Municipality[]> {
      const folded = q ? foldText(q) : '';
      const rows = await db
        .select()
        .from(municipalities)
        .where(folded ? like(municipalities.searchText, `%${escapeLike(folded)}%`) : undefined)
        .orderBy(asc(municipalities.name), asc(municipalities.department));
      return rows.map((r) => ({
        region: r.region,
        departmentDaneCode: r.departmentDaneCode,
        department: r.department,
        municipalityDaneCode: r.daneCode,
        municipality: r.name,
      }));
    },
    async find(daneCode: string): Promise<{ code: string; name: string } | undefined> {
      const [row] = await db
        .select({ code: municipalities.daneCode, name: municipalities.name })
        .from(municipalities)
        .where(eq(municipalities.daneCode, daneCode));
      return row;
    },
    async exists(daneCode: string): Promise<boolean> {
      const rows = await db
        .select({ c: municipalities.daneCode })
        .from(municipalities)
        .where(eq(municipalities.daneCode, daneCode));
      return rows.length === 1;
    },
  };
}
export type MunicipalityRepository = ReturnType<typeof createMunicipalityRepository>;
