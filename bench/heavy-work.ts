/**
 * Heavy work of issue 15: the quote PDF, the sales report of 100,000 orders, the Excel import of
 * 10,000 rows, and the listing's latency while a report and PDFs are generated beside it. The
 * server runs in its own process (its event loop is not the load generator's), so its memory is
 * read from /proc.
 */
import type { Db } from '../apps/api/src/db/client';
import { atMostRatio, formatLoad, formatMs, loadRatio, type BenchRow } from './budget';
import {
  createQuote,
  ensureReportOrders,
  importWorkbook,
  IMPORT_ROWS,
  QUOTE_LINES,
  REPORT_MONTH,
  REPORT_ORDERS,
  uploadWorkbook,
} from './heavy-work-setup';
import { load } from './load';
import { peakGrowth } from './process-memory';
import { download, probe, sequentialP95, timed } from './timing';

export interface HeavyWorkContext {
  baseUrl: string;
  /** The server under test, a child process of the bench. */
  serverPid: number;
  /** The database the server uses, holding the 100,000-product synthetic catalogue. */
  db: Db;
  /** Auth headers of an admin. */
  admin: Record<string, string>;
  /** Auth headers of a signed-in customer. */
  customer: Record<string, string>;
}

const BUDGET = { pdfP95Ms: 50, reportSeconds: 10, reportMb: 300, importSeconds: 5, listP95Ms: 25 };
const LIST_PATH = '/api/products?offset=0&limit=20';
const es = (n: number, digits = 1) =>
  n.toLocaleString('es-CO', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Runs `work` again and again until `stop` resolves; answers how many times it finished. */
async function loop(work: () => Promise<unknown>, stop: Promise<unknown>) {
  let running = true;
  void stop.then(() => (running = false));
  let done = 0;
  while (running) {
    await work();
    done++;
  }
  return done;
}

export async function heavyWorkRows(ctx: HeavyWorkContext): Promise<BenchRow[]> {
  await ensureReportOrders(ctx.db);
  const quoteId = await createQuote(ctx.baseUrl, ctx.customer, ctx.db);
  const pdfUrl = `${ctx.baseUrl}/api/quote/${quoteId}`;
  const reportUrl = `${ctx.baseUrl}/api/reports/generate-sales?period=month&date=${REPORT_MONTH}-15`;
  const pdf = () => download(pdfUrl, { headers: ctx.customer });
  const report = () => download(reportUrl, { headers: ctx.admin });
  const rows: BenchRow[] = [];

  const pdfTimes = await sequentialP95(
    pdfUrl,
    { headers: ctx.customer },
    { warmup: 10, runs: 100 },
  );
  rows.push({
    name: `PDF de cotización (${QUOTE_LINES} líneas)`,
    figure: `p50 ${formatMs(pdfTimes.p50Ms)}, p95 ${formatMs(pdfTimes.p95Ms)}`,
    budget: `p95 ≤ ${formatMs(BUDGET.pdfP95Ms)}`,
    ratio: atMostRatio(pdfTimes.p95Ms, BUDGET.pdfP95Ms),
  });

  // Timed on the second run (the first pays for loading exceljs and planning the query); the
  // memory over both, so what the first run leaves behind is counted too.
  const { result: reportRun, growthBytes } = await peakGrowth(ctx.serverPid, async () => {
    await report();
    return timed(report);
  });
  const reportSeconds = reportRun.ms / 1000;
  const reportMb = growthBytes / 1024 / 1024;
  rows.push({
    name: `Informe de ventas xlsx (${REPORT_ORDERS.toLocaleString('es-CO')} filas)`,
    figure: `${es(reportSeconds)} s, +${es(reportMb, 0)} MB de memoria, ${es(reportRun.result / 1024 / 1024)} MB enviados`,
    budget: `≤ ${BUDGET.reportSeconds} s, ≤ ${BUDGET.reportMb} MB`,
    ratio: Math.min(
      atMostRatio(reportSeconds, BUDGET.reportSeconds),
      atMostRatio(reportMb, BUDGET.reportMb),
    ),
  });

  const file = await importWorkbook(ctx.db);
  const imported = await timed(() => uploadWorkbook(ctx.baseUrl, ctx.admin, file));
  if (imported.result.updated !== IMPORT_ROWS)
    throw new Error(`Importación: ${JSON.stringify(imported.result)}`);
  rows.push({
    name: `Importación Excel (${IMPORT_ROWS.toLocaleString('es-CO')} filas)`,
    figure: `${es(imported.ms / 1000)} s (${IMPORT_ROWS.toLocaleString('es-CO')} productos actualizados)`,
    budget: `≤ ${BUDGET.importSeconds} s`,
    ratio: atMostRatio(imported.ms / 1000, BUDGET.importSeconds),
  });

  /** A measurement alone, then again while reports and PDFs are generated one after another. */
  const aloneAndBeside = async <T>(measure: () => Promise<T>) => {
    const alone = await measure();
    let finish!: () => void;
    const stop = new Promise<void>((r) => (finish = r));
    const heavy = Promise.all([loop(report, stop), loop(pdf, stop)]);
    const beside = await measure();
    finish();
    const [reports, pdfs] = await heavy;
    return { alone, beside, reports, pdfs };
  };
  // The SPA's index.html costs the server almost nothing: its latency beside the heavy work is the
  // event loop's stall alone, whatever the listing's own query costs.
  const page = await aloneAndBeside(() => probe(`${ctx.baseUrl}/`, { everyMs: 20, seconds: 10 }));
  const { alone, beside, reports, pdfs } = await aloneAndBeside(() =>
    load({ url: `${ctx.baseUrl}${LIST_PATH}`, connections: 50, seconds: 8, warmupSeconds: 1 }),
  );
  rows.push({
    name: 'Listado mientras se generan informe y PDF',
    figure: `${formatLoad(beside)} con ${reports} informes y ${pdfs} PDF a la vez (solo: ${formatLoad(alone)}); index.html cada 20 ms con ${page.reports} informes y ${page.pdfs} PDF: p95 ${formatMs(page.beside.p95Ms)}, máx. ${formatMs(page.beside.maxMs)} (solo: p95 ${formatMs(page.alone.p95Ms)}, máx. ${formatMs(page.alone.maxMs)})`,
    budget: `p95 ≤ ${formatMs(BUDGET.listP95Ms)}`,
    ratio: loadRatio(beside, { p95Ms: BUDGET.listP95Ms }),
  });
  return rows;
}
