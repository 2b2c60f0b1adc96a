// The figures of the reliability suites (docs/reliability.md): each suite, API or end-to-end,
// records them here as it ends, and scripts/test-summary.ts prints them all again beside the final
// count of `npm test`.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FIGURES_DIR = fileURLToPath(new URL('../.tmp/reliability/', import.meta.url));

export type Figures = Record<string, string | number>;

/** `name: value; …`, numbers with thousands separators. */
const lineOf = (figures: Figures) =>
  Object.entries(figures)
    .map(
      ([name, value]) =>
        `${name}: ${typeof value === 'number' ? value.toLocaleString('en-US') : value}`,
    )
    .join('; ');

/** Prints a suite's figures (requests tried, kills, payloads, results) and keeps them. */
export function recordFigures(suite: string, figures: Figures): void {
  console.info(`[reliability] ${suite} — ${lineOf(figures)}`);
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(
    `${FIGURES_DIR}${suite.replace(/[^\w-]+/g, '-').toLowerCase()}.json`,
    JSON.stringify({ suite, figures }, null, 2),
  );
}

/**
 * Forgets every suite's figures: `npm test` starts with this, so a suite skipped in this run (two
 * processes without Redis) shows none instead of an earlier run's.
 */
export function clearRecordedFigures(): void {
  rmSync(FIGURES_DIR, { recursive: true, force: true });
}

/** Every suite's figures recorded so far, a line each, by suite name. */
export function recordedFigureLines(): string[] {
  if (!existsSync(FIGURES_DIR)) return [];
  return readdirSync(FIGURES_DIR)
    .sort()
    .map((file) => {
      const { suite, figures } = JSON.parse(readFileSync(`${FIGURES_DIR}${file}`, 'utf8')) as {
        suite: string;
        figures: Figures;
      };
      return `${suite} — ${lineOf(figures)}`;
    });
}
