// Prints one closing line for the whole suite from the JSON reports of Vitest and Playwright,
// after the figures each reliability suite recorded (docs/reliability.md).
import { readFileSync } from 'node:fs';
import { recordedFigureLines } from './reliability-figures';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const read = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

const figures = recordedFigureLines();
if (figures.length) {
  console.info('reliability figures:');
  for (const line of figures) console.info(`  ${line}`);
}

const unit = read<VitestReport>('.tmp/vitest.json');
const reliability = read<VitestReport>('.tmp/reliability.json');
const e2e = read<PlaywrightReport>('.tmp/e2e.json');
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
