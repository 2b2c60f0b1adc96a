// Prints one closing line for the whole suite from the JSON reports of Vitest and Playwright,
// after the figures each reliability suite left in .tmp/reliability (docs/reliability.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const read = (path) => JSON.parse(readFileSync(path, 'utf8'));

const figuresDir = '.tmp/reliability';
if (existsSync(figuresDir)) {
  console.info('reliability figures:');
  for (const file of readdirSync(figuresDir).sort()) {
    const { suite, figures } = read(`${figuresDir}/${file}`);
    const line = Object.entries(figures)
      .map(([name, value]) => `${name}: ${value}`)
      .join('; ');
    console.info(`  ${suite} — ${line}`);
  }
}

const unit = read('.tmp/vitest.json');
const reliability = read('.tmp/reliability.json');
const e2e = read('.tmp/e2e.json');
const passed =
  unit.numPassedTests + reliability.numPassedTests + e2e.stats.expected + e2e.stats.flaky;
const failed = unit.numFailedTests + reliability.numFailedTests + e2e.stats.unexpected;
const skipped =
  unit.numPendingTests +
  unit.numTodoTests +
  reliability.numPendingTests +
  reliability.numTodoTests +
  e2e.stats.skipped;

console.info(
  `unit and API: ${unit.numPassedTests} passed; reliability: ${reliability.numPassedTests} passed; end-to-end: ${e2e.stats.expected + e2e.stats.flaky} passed`,
);
console.info(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
