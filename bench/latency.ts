export interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

export interface ScenarioResult {
  name: string;
  p50: number;
  p95: number;
  max: number;
  /** `total` of the last answer: how many products the query matched. */
  total: number;
}

/** Nearest-rank percentile of an ascending list. */
const percentile = (sorted: number[], q: number) =>
  sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;

/**
 * Sequential requests, one at a time, so the figures are the latency of one shopper's request
 * and not the throughput of the machine. Warm-up answers are not counted.
 */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  opts: { warmup: number; runs: number },
): Promise<ScenarioResult> {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < opts.warmup + opts.runs; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${scenario.path}`, { headers: scenario.headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) {
      throw new Error(
        `${scenario.name}: ${response.status} en ${scenario.path}\n${body.slice(0, 500)}`,
      );
    }
    if (i >= opts.warmup) times.push(elapsed);
    total = (JSON.parse(body) as { total?: number }).total ?? 0;
  }
  times.sort((a, b) => a - b);
  return {
    name: scenario.name,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times[times.length - 1]!,
    total,
  };
}

export function formatTable(results: ScenarioResult[]): string {
  const rows = [
    ['escenario', 'p50 ms', 'p95 ms', 'máx ms', 'resultados'],
    ...results.map((r) => [
      r.name,
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.max.toFixed(1),
      r.total.toLocaleString('es-CO'),
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
        .join('  '),
    )
    .join('\n');
}
