// The first step of `npm test`: the reports and figures of an earlier run are removed, so the
// closing summary counts and shows only what this run produced.
import { rmSync } from 'node:fs';
import { clearRecordedFigures } from './reliability-figures';

clearRecordedFigures();
for (const report of ['.tmp/vitest.json', '.tmp/reliability.json', '.tmp/e2e.json'])
  rmSync(report, { force: true });
