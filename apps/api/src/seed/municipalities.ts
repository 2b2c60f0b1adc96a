import { readFile } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { municipalities } from '../db/schema';
import { SEED_DATA_DIR } from '../config/paths';
import { foldText } from '../lib/fold';
import { parseCsv } from './csv';

/** Loads DIVIPOLA (seed-data/divipola.csv, DANE) once, when the table is empty. */
export async function seedMunicipalities(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(municipalities);
  if (existing && existing.n > 0) return 0;
  const rows = parseCsv(await readFile(`${SEED_DATA_DIR}/divipola.csv`, 'utf8')).map((r) => ({
    daneCode: r.municipalityDaneCode!,
    region: r.region!,
    departmentDaneCode: r.departmentDaneCode!,
    department: r.department!,
    name: r.municipality!,
    searchText: foldText(`${r.municipality} ${r.department}`),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(municipalities)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
  return rows.length;
}
