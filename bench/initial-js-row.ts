import { atMostRatio, type BenchRow } from './budget';
import { measureInitialJs } from './initial-js';

const BUDGET_BYTES = 150 * 1024;
const kb = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;

/** The storefront's first-visit JavaScript (module entry and modulepreloads), gzipped. */
export async function initialJsRow(distDir: string): Promise<BenchRow> {
  const js = await measureInitialJs(distDir);
  if (!js) throw new Error(`No hay ${distDir}/index.html: falta npm run build`);
  return {
    name: 'storefront initial JS, gzipped',
    figure: `${kb(js.gzipBytes)} en ${js.files.length} archivos`,
    budget: `≤ ${kb(BUDGET_BYTES)}`,
    ratio: atMostRatio(js.gzipBytes, BUDGET_BYTES),
  };
}
