import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { SHEET_COLUMNS } from '../../src/modules/product-import/columns';

/** The required columns of the product sheet (ADR 010), the ones a hand-filled template has. */
const KEYS = SHEET_COLUMNS.filter((c) => c.required).map((c) => c.key);

/**
 * Row n of an import: every field derived from n, so the database can be checked against the file
 * row by row without keeping the file.
 */
const rowOf = (prefix: string, n: number, brand: string, category: string) => {
  const cells: Record<string, string | number> = {
    sku: `${prefix}${n}`,
    name: `Conmutador de prueba ${n}`,
    model: `CR-${n}`,
    brand,
    category,
    description: `<p>Equipo ${n} de la carga masiva.</p>`,
    caracteristics: 'Gigabit, PoE',
    price: 50_000 + n,
    vat: 19,
    stock: n % 97,
    mainImage: `https://example.com/crash/${n}.png`,
  };
  return KEYS.map((k) => cells[k] ?? null);
};

/** An .xlsx of `rows` new products whose SKUs start with `prefix`. */
export function importWorkbook(prefix: string, rows: number, brand: string, category: string) {
  const sheet = XLSX.utils.aoa_to_sheet([
    KEYS.map((k) => SHEET_COLUMNS.find((c) => c.key === k)!.header),
    ...Array.from({ length: rows }, (_, i) => rowOf(prefix, i + 1, brand, category)),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Productos');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/**
 * How much of one import the database holds: its products, those whose every field is the one the
 * file gave, and their audit entries. Applied means all three equal the file's row count.
 */
export async function importState(db: Db, prefix: string) {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = (await db.execute(sql`
    with imported as (
      select p.*, split_part(p.sku, ${prefix}, 2)::int as n
      from products p where p.sku like ${pattern}
    )
    select
      count(*)::int as products,
      count(*) filter (where
        name = 'Conmutador de prueba ' || n and model = 'CR-' || n
        and price = 50000 + n and stock = n % 97 and vat = 0.19
        and description = '<p>Equipo ' || n || ' de la carga masiva.</p>'
      )::int as exact,
      -- A join on the audit index: with the statistics stale after a bulk insert, an IN list
      -- was planned as a nested loop over the whole log (a minute at 80,000 entries).
      (select count(*)::int from imported i join audit_log a on a.entity = 'product'
        and a.entity_id = i.id::text and a.action = 'import') as audited
    from imported`)) as unknown as { rows: { products: number; exact: number; audited: number }[] };
  return rows[0]!;
}
