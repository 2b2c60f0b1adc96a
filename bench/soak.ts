/**
 * The soak of issue 16: the shop's mix of traffic (70 % browse, 20 % search, 8 % cart, 2 % order)
 * for minutes on end at half the peak that mix reached, watching for errors, for memory that
 * keeps growing and for a p95 that drifts.
 */
import { loadavg } from 'node:os';
import { atMostRatio, formatMs, type BenchRow } from './budget';
import type { RowProducer } from './shop-context';
import { closedLoop, fixedRate, sampleMemory } from './soak-drive';
import { createHttpClient } from './soak-http';
import { createRecorder, type Recorder } from './soak-record';
import { prepareSoak, soakLedger, type SoakSetup } from './soak-setup';
import { createSoakTraffic, type SoakTraffic } from './soak-traffic';

export const SOAK_ROW = {
  errors: 'soak: errores',
  memory: 'soak: memoria',
  p95: 'soak: p95 por minuto',
} as const;

/** The peak: this many shoppers back to back, as the other load rows, after a warm-up. */
const PEAK = { workers: 50, warmupSeconds: 5, seconds: 20 };
/** At the soak's rate, before the minutes measured; memory is compared with its last seconds. */
const WARMUP_SECONDS = 60;
/** Memory at a moment: the median of this many seconds of samples, so one GC does not decide. */
const MEMORY_SPAN_SECONDS = 10;
const BUDGET = { memoryGrowth: 0.1, p95Drift: 0.2 };
/** More sockets than shoppers: a request never waits for one at the peak. */
const SOCKETS = 64;

const es = (n: number, digits = 0) =>
  n.toLocaleString('es-CO', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mb = (bytes: number) => es(bytes / 1024 / 1024);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Whether the database holds exactly the orders the shop answered 201 for, with their units. */
async function checkLedger(
  shop: Parameters<RowProducer['produce']>[0],
  setup: SoakSetup,
  runs: SoakTraffic[],
  recorder: Recorder,
) {
  const ledger = await soakLedger(shop.db, setup);
  const created = runs.reduce((sum, run) => sum + run.ordersCreated(), 0);
  if (ledger.orders !== created)
    recorder.fail(`${ledger.orders} órdenes en la base para ${created} respuestas 201`);
  if (ledger.ordersWithoutLines) recorder.fail(`${ledger.ordersWithoutLines} órdenes sin líneas`);
  for (const [productId, taken] of ledger.unitsTaken) {
    const ordered = runs.reduce((sum, run) => sum + (run.unitsOrdered().get(productId) ?? 0), 0);
    if (taken !== ordered)
      recorder.fail(`producto ${productId}: ${taken} unidades descontadas, ${ordered} pedidas`);
  }
  return { created, units: [...ledger.unitsTaken.values()].reduce((a, b) => a + b, 0) };
}

/** The mix back to back from PEAK.workers shoppers: actions/s, and requests/s, at the peak. */
async function measurePeak(traffic: SoakTraffic, recorder: Recorder) {
  await closedLoop(traffic.next, PEAK.workers, PEAK.warmupSeconds);
  const before = recorder.total();
  const started = performance.now();
  const actions = await closedLoop(traffic.next, PEAK.workers, PEAK.seconds);
  return { actions, rps: (recorder.total() - before) / ((performance.now() - started) / 1000) };
}

/**
 * WARMUP_SECONDS and then `minutes` at `rate` actions/s, the server's memory read every second:
 * its median over MEMORY_SPAN_SECONDS after the warm-up and at the end of each minute.
 */
async function soakRun(
  traffic: SoakTraffic,
  recorder: Recorder,
  opts: { rate: number; minutes: number; serverPid: number },
) {
  const load = loadavg()[0]!;
  const memory = sampleMemory(opts.serverPid);
  const measuring = setTimeout(() => recorder.startMeasuring(), WARMUP_SECONDS * 1000);
  const started = await fixedRate(traffic.next, opts.rate, WARMUP_SECONDS + opts.minutes * 60);
  clearTimeout(measuring);
  await memory.stop();
  const span = MEMORY_SPAN_SECONDS * 1000;
  const before = (ms: number) => median(memory.between(ms - span, ms));
  return {
    started,
    load: { before: load, after: loadavg()[0]! },
    memoryWarm: before(WARMUP_SECONDS * 1000),
    memoryPerMinute: Array.from({ length: opts.minutes }, (_, m) =>
      before((WARMUP_SECONDS + (m + 1) * 60) * 1000),
    ),
    p95PerMinute: recorder.windowP95s(opts.minutes),
  };
}

export const soakProducer = (minutes: number): RowProducer => ({
  label: 'soak',
  rows: Object.values(SOAK_ROW),
  async produce(shop) {
    const setup = await prepareSoak(shop);
    const http = createHttpClient(shop.baseUrl, SOCKETS);
    const traffic = (recorder: Recorder) => createSoakTraffic({ http, recorder, ...setup });
    const peakRecorder = createRecorder();
    const recorder = createRecorder();
    const peakTraffic = traffic(peakRecorder);
    const soakTraffic = traffic(recorder);
    try {
      console.info(`- soak: pico de la mezcla con ${PEAK.workers} conexiones…`);
      const peak = await measurePeak(peakTraffic, peakRecorder);
      const rate = peak.actions / 2;
      console.info(
        `- soak: pico ${es(peak.actions)} acciones/s (${es(peak.rps)} req/s); ${WARMUP_SECONDS} s + ${minutes} min a ${es(rate)} acciones/s…`,
      );
      const run = await soakRun(soakTraffic, recorder, {
        rate,
        minutes,
        serverPid: shop.serverPid,
      });
      const orders = await checkLedger(shop, setup, [peakTraffic, soakTraffic], recorder);
      const errors = recorder.errors();
      const examples = recorder.examples();
      for (const example of peakRecorder.examples()) console.warn(`  pico: ${example}`);
      for (const example of examples) console.warn(`  ${example}`);

      const end = run.memoryPerMinute.at(-1)!;
      const growth = (end - run.memoryWarm) / run.memoryWarm;
      const p95s = run.p95PerMinute;
      const drift = Math.max(...p95s.map((p) => Math.abs(p / p95s[0]! - 1)));
      const requests = recorder.requests();
      return [
        {
          name: `${SOAK_ROW.errors} (${minutes} min)`,
          figure: [
            `pico de la mezcla ${es(peak.actions)} acciones/s (${es(peak.rps)} req/s, ${PEAK.workers} conexiones, ${PEAK.seconds} s; ${es(peakRecorder.errors())} errores en el pico)`,
            `${es(run.started)} acciones a ${es(rate)}/s en ${WARMUP_SECONDS} s + ${minutes} min: ${es(recorder.total())} peticiones (navegar ${es(requests.browse)}, buscar ${es(requests.search)}, carrito ${es(requests.cart)}, órdenes ${es(requests.order)})`,
            `${es(errors)} errores${examples.length ? ` (p. ej. ${examples[0]!.slice(0, 200)})` : ''}`,
            `${es(orders.created)} órdenes creadas, las mismas en la base, ${es(orders.units)} unidades descontadas = pedidas`,
            `carga media 1 min ${es(run.load.before, 1)} → ${es(run.load.after, 1)}`,
          ].join(' · '),
          budget:
            '0 errores a la mitad del pico (toda respuesta 2xx, 201 en las órdenes), base = respuestas',
          ratio: errors === 0 ? 1 : 0,
        },
        {
          name: SOAK_ROW.memory,
          figure: `RSS ${mb(run.memoryWarm)} MB tras el calentamiento → ${mb(end)} MB al final (${growth >= 0 ? '+' : ''}${es(growth * 100, 1)} %); al final de cada minuto: ${run.memoryPerMinute.map(mb).join(' · ')} MB`,
          budget: `crecimiento < ${es(BUDGET.memoryGrowth * 100)} % (mediana de ${MEMORY_SPAN_SECONDS} s al final contra la de los últimos ${MEMORY_SPAN_SECONDS} s del calentamiento)`,
          // Allowed end RSS over measured end RSS: a shrinking process is headroom, not a division by ~0.
          ratio: atMostRatio(end, run.memoryWarm * (1 + BUDGET.memoryGrowth)),
        },
        {
          name: SOAK_ROW.p95,
          figure: `p95 de cada minuto: ${p95s.map(formatMs).join(' · ')} (desviación máx. del primero ${es(drift * 100, 1)} %)`,
          budget: `cada minuto a ±${es(BUDGET.p95Drift * 100)} % del p95 del primer minuto`,
          ratio: atMostRatio(1 + drift, 1 + BUDGET.p95Drift),
        },
      ] satisfies BenchRow[];
    } finally {
      http.close();
    }
  },
});
