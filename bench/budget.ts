/**
 * One row of `npm run bench`: what was measured, against which budget, and the verdict.
 * Every module of the suite returns rows of this shape; bench/results.ts prints and writes them.
 */
export interface BenchRow {
  /** The request or the work measured, as the issue names it. */
  name: string;
  /** What was measured, for a person: "2.431 req/s, p95 9,8 ms". */
  figure: string;
  /** The budget, for a person: "≥ 2.000 req/s, p95 ≤ 25 ms". */
  budget: string;
  /**
   * How far inside the budget, on its tightest part: 1.3 means 30 % of headroom, below 1 means over
   * budget (throughput measured / required, or latency allowed / measured).
   */
  ratio: number;
  /** The same run's bare-Fastify ceiling and the bare SQL of the row's query, where they apply. */
  ceiling?: string;
  bareSql?: string;
}

export const withinBudget = (row: BenchRow) => row.ratio >= 1;

/** A throughput and latency budget: at least `rps` answers per second with p95 at most `p95Ms`. */
export interface LoadBudget {
  rps?: number;
  p95Ms?: number;
}

const es = (n: number, digits = 0) =>
  n.toLocaleString('es-CO', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const formatMs = (ms: number) => `${es(ms, ms < 10 ? 1 : 0)} ms`;

/** "2.431 req/s, p95 9,8 ms" */
export const formatLoad = (m: { rps: number; p95Ms: number }) =>
  `${es(m.rps)} req/s, p95 ${formatMs(m.p95Ms)}`;

export function formatLoadBudget(b: LoadBudget): string {
  return [
    b.rps !== undefined && `≥ ${es(b.rps)} req/s`,
    b.p95Ms !== undefined && `p95 ≤ ${formatMs(b.p95Ms)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The tightest ratio of a load measurement to its budget (see BenchRow.ratio). */
export function loadRatio(m: { rps: number; p95Ms: number }, b: LoadBudget): number {
  const ratios = [
    b.rps !== undefined ? m.rps / b.rps : Infinity,
    b.p95Ms !== undefined ? b.p95Ms / Math.max(m.p95Ms, 0.001) : Infinity,
  ];
  return Math.min(...ratios);
}

/** A quantity that must stay at or under a limit (bytes, seconds, megabytes). */
export const atMostRatio = (measured: number, limit: number) => limit / Math.max(measured, 1e-9);
/** A quantity that must reach at least a floor (a Lighthouse score). */
export const atLeastRatio = (measured: number, floor: number) => measured / floor;
