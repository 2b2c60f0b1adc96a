import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the reliability suites leave their figures (apps/api/test/reliability/figures.ts). */
const FIGURES_DIR = fileURLToPath(new URL('../../.tmp/reliability/', import.meta.url));

/**
 * The e2e twin of the API suites' recordFigures: the same `[reliability] …` line and the same
 * `{ suite, figures }` file, which scripts/test-summary.mjs prints again at the end of `npm test`.
 */
export function recordFigures(suite: string, figures: Record<string, number>): void {
  const line = Object.entries(figures)
    .map(([name, value]) => `${name}: ${value.toLocaleString('en-US')}`)
    .join('; ');
  console.info(`[reliability] ${suite} — ${line}`);
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(
    `${FIGURES_DIR}${suite.replace(/[^\w-]+/g, '-').toLowerCase()}.json`,
    JSON.stringify({ suite, figures }, null, 2),
  );
}
