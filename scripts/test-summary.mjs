// Prints one closing line for the whole suite from the JSON reports of Vitest and Playwright.
import { readFileSync } from 'node:fs';

const read = (path) => JSON.parse(readFileSync(path, 'utf8'));

const unit = read('.tmp/vitest.json');
const e2e = read('.tmp/e2e.json');
const passed = unit.numPassedTests + e2e.stats.expected + e2e.stats.flaky;
const failed = unit.numFailedTests + e2e.stats.unexpected;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.stats.skipped;

console.info(
  `unit and API: ${unit.numPassedTests} passed; end-to-end: ${e2e.stats.expected + e2e.stats.flaky} passed`,
);
console.info(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
