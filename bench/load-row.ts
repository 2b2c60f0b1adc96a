import {
  formatLoad,
  formatLoadBudget,
  formatMs,
  loadRatio,
  type BenchRow,
  type LoadBudget,
} from './budget';
import type { CeilingKind, Ceilings } from './ceilings';
import type { LoadResult } from './load';
import { settledLoad } from './settled-load';
import type { SqlLoadResult } from './sql-load';

/** A row measured by loading one request of the shop (or a cycle of them). */
export interface LoadRowSpec {
  name: string;
  budget: LoadBudget;
  /** Path and query of the request; `paths`, when given, are cycled through instead. */
  path: string;
  paths?: string[];
  /** 50 unless the row says otherwise. */
  connections?: number;
  headers?: Record<string, string>;
  /** Which constant answer of the bare server stands beside it. */
  ceiling: CeilingKind;
  /** The figure says how many products the request matched (its answer's `total`). */
  showMatches?: boolean;
}

export interface LoadRowContext<S extends LoadRowSpec> {
  baseUrl: string;
  ceilings: Ceilings;
  /** The row's query without the shop: its repository calls at the row's concurrency. */
  bareSql(spec: S): Promise<SqlLoadResult>;
}

export const DEFAULT_CONNECTIONS = 50;
const whole = (n: number) => Math.round(n).toLocaleString('es-CO');

/** What went wrong under load, for the figure: errors answered, and requests never answered. */
export const failures = (m: LoadResult): string[] =>
  [
    m.errors > m.timeouts && `${whole(m.errors - m.timeouts)} respuestas con error`,
    m.timeouts > 0 && `${whole(m.timeouts)} sin respuesta en 10 s`,
  ].filter((note): note is string => !!note);

/** Throughput and p95, or that nothing came back at all. */
export const answered = (m: LoadResult) =>
  Number.isNaN(m.p95Ms) ? 'ninguna respuesta' : formatLoad(m);

/** One request first (it must answer 200), then the load, the ceiling and the bare SQL. */
export async function measureLoadRow<S extends LoadRowSpec>(
  spec: S,
  ctx: LoadRowContext<S>,
): Promise<BenchRow> {
  const connections = spec.connections ?? DEFAULT_CONNECTIONS;
  console.info(`- ${spec.name}: ${connections} conexiones…`);
  const probe = await fetch(`${ctx.baseUrl}${spec.paths?.[0] ?? spec.path}`, {
    headers: spec.headers,
  });
  const body = await probe.text();
  if (!probe.ok) throw new Error(`${spec.name}: ${probe.status} en ${spec.path}\n${body}`);
  const measured = await settledLoad({
    url: `${ctx.baseUrl}${spec.path}`,
    paths: spec.paths,
    connections,
    headers: spec.headers,
  });
  const ceiling = await ctx.ceilings.measure(spec.ceiling, connections);
  const sql = await ctx.bareSql(spec);
  const notes = [
    ...failures(measured),
    spec.showMatches && `${whole((JSON.parse(body) as { total: number }).total)} coincidencias`,
  ].filter(Boolean);
  return {
    name: spec.name,
    figure: [answered(measured), ...notes].join(' · '),
    budget: formatLoadBudget(spec.budget),
    // A fast error is no answer: any failed request puts the row out of budget.
    ratio: measured.errors ? 0 : loadRatio(measured, spec.budget),
    ceiling: `${whole(ceiling.rps)} req/s`,
    bareSql: `${whole(sql.opsPerSec)} op/s, p95 ${formatMs(sql.p95Ms)}`,
  };
}
