import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where every reliability suite leaves its figures for the closing table of `npm test`. */
const FIGURES_DIR = fileURLToPath(new URL('../../../../.tmp/reliability/', import.meta.url));

export type Figures = Record<string, string | number>;

/**
 * Prints a suite's figures (requests tried, kills, payloads, results) in the test output and
 * keeps them for scripts/test-summary.mjs, which prints them again beside the final count.
 */
export function recordFigures(suite: string, figures: Figures): void {
  const line = Object.entries(figures)
    .map(
      ([name, value]) =>
        `${name}: ${typeof value === 'number' ? value.toLocaleString('en-US') : value}`,
    )
    .join('; ');
  console.info(`[reliability] ${suite} — ${line}`);
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(
    `${FIGURES_DIR}${suite.replace(/[^\w-]+/g, '-').toLowerCase()}.json`,
    JSON.stringify({ suite, figures }, null, 2),
  );
}
