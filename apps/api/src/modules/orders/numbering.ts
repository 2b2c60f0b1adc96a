import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentCounters } from '../../db/schema';
import { bogotaDate } from '../trm/provider';

/**
 * The next readable id of the year, e.g. ORD-2026-00042. The upsert locks the counter row until
 * the transaction ends, so concurrent documents get consecutive numbers and a rollback leaves no gap.
 * Call it last in a transaction, after the product rows are locked, to keep one lock order.
 */
export async function nextCustomId(tx: Tx, kind: 'COT' | 'ORD', now = new Date()): Promise<string> {
  const year = Number(bogotaDate(now).slice(0, 4));
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, year, value: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.year],
      set: { value: sql`${documentCounters.value} + 1` },
    })
    .returning({ value: documentCounters.value });
  return `${kind}-${year}-${String(row!.value).padStart(5, '0')}`;
}
