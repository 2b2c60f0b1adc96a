/*
 * How long the RUT upload's PDF inspection takes on 5 MB (the upload limit) of the inputs that
 * would make a careless scanner quadratic: each should take about as long as plain bytes. A
 * benchmark, not a test: wall-clock budgets fail on a busy machine and prove nothing on a fast
 * one (the correctness of the same inputs is tested in pdf-inspection.test.ts).
 *
 *   npm run bench:pdf
 */
import { inspectPdf } from '../apps/api/src/modules/rut/pdf-inspection';
import { PATHOLOGICAL_PDF_UNITS } from '../apps/api/test/pdf-fixtures';

const SIZE = 5 * 1024 * 1024;
const pdfOf = (unit: string) =>
  Buffer.from(`%PDF-1.7\n${unit.repeat(Math.floor(SIZE / unit.length))}\n%%EOF\n`, 'latin1');

const time = (pdf: Buffer) => {
  const started = performance.now();
  inspectPdf(pdf);
  return performance.now() - started;
};

const baseline = time(pdfOf('x'.repeat(64)));
console.info(`plain bytes: ${baseline.toFixed(0)} ms`);
for (const [name, unit] of PATHOLOGICAL_PDF_UNITS) {
  const ms = time(pdfOf(unit));
  console.info(`${name}: ${ms.toFixed(0)} ms (${(ms / Math.max(baseline, 1)).toFixed(1)}× plain)`);
}
