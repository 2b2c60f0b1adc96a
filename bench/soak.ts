/**
 * The soak of issue 16: the shop's mix of traffic (70 % browse, 20 % search, 8 % cart, 2 % order)
 * for minutes on end at half the peak that mix reached, watching for errors, for memory that
 * keeps growing and for a p95 that drifts.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { atMostRatio, formatMs, type BenchRow } from './budget';
import type { RowProducer } from './shop-context';
import { watchMachineSpeed } from './machine-speed';
import { openRetainedMemory } from './server-memory';
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
/** At the soak's rate, before the minutes measured; memory is compared with its end. */
const WARMUP_SECONDS = 60;
/** Seconds between the warm-up's memory reading (a full collection) and the first measured minute. */
const QUIET_SECONDS = 15;
/** RSS at a moment, shown beside the retained memory: the median of this many seconds of samples. */
const MEMORY_SPAN_SECONDS = 10;
const BUDGET = { memoryGrowth: 0.1, p95Drift: 0.2 };
/** More sockets than shoppers: a request never waits for one at the peak. */
const SOCKETS = 64;

const es = (n: number, digits = 0) =>
  n.toLocaleString('es-CO', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mb = (bytes: number) => es(bytes / 1024 / 1024);
const signed = (fraction: number) => `${fraction >= 0 ? '+' : ''}${es(fraction * 100, 1)}`;
/** The largest departure of any value from the first, as a fraction of the first. */
const driftFromFirst = (values: number[]) =>
  Math.max(...values.map((value) => Math.abs(value / values[0]! - 1)));
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
 * The load generator's own event-loop delay, its worst per measured minute: the generator times
 * every request, so a stall of its own would read as a slow shop.
 */
function watchOwnLoop(minutes: number) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const worst: number[] = [];
  const endMinute = () => {
    worst.push(histogram.max / 1e6);
    histogram.reset();
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      histogram.enable();
      timer = setInterval(() => worst.length < minutes && endMinute(), 60_000);
    },
    /** Worst delay in ms of each minute. */
    stop(): number[] {
      clearInterval(timer);
      if (worst.length < minutes) endMinute();
      histogram.disable();
      return worst;
    },
  };
}

/**
 * WARMUP_SECONDS and then `minutes` at `rate` actions/s. The server's retained memory is read
 * QUIET_SECONDS before the warm-up ends and once the run's last actions are answered, never inside
 * the measured minutes: the full collection it asks for stops the shop for 0.2-0.5 s, and with a
 * reading at the start of every minute those stalls were the slowest requests of each minute (the
 * p95 "drift" of the earlier runs). Its RSS is read every second, shown as the median of
 * MEMORY_SPAN_SECONDS at the end of the warm-up and of each minute.
 */
async function soakRun(
  traffic: SoakTraffic,
  recorder: Recorder,
  opts: { rate: number; minutes: number; serverPid: number; inspectPort: number },
) {
  const load = loadavg()[0]!;
  const retained = await openRetainedMemory(opts.serverPid, opts.inspectPort);
  const rss = sampleMemory(opts.serverPid);
  const ownLoop = watchOwnLoop(opts.minutes);
  const speed = watchMachineSpeed(opts.minutes);
  let warmReading: Promise<number> | undefined;
  const timers = [
    setTimeout(() => {
      recorder.startMeasuring();
      ownLoop.start();
      speed.start();
    }, WARMUP_SECONDS * 1000),
    setTimeout(
      () => (warmReading = retained.retainedBytes()),
      (WARMUP_SECONDS - QUIET_SECONDS) * 1000,
    ),
  ];
  try {
    const started = await fixedRate(traffic.next, opts.rate, WARMUP_SECONDS + opts.minutes * 60);
    timers.forEach(clearTimeout);
    const ownLoopDelays = ownLoop.stop();
    const unitCpuPerMinute = await speed.stop();
    const retainedEnd = await retained.retainedBytes();
    await rss.stop();
    const span = MEMORY_SPAN_SECONDS * 1000;
    const rssBefore = (ms: number) => median(rss.between(ms - span, ms));
    return {
      started,
      load: { before: load, after: loadavg()[0]! },
      retainedWarm: await warmReading!,
      retainedEnd,
      rssWarm: rssBefore(WARMUP_SECONDS * 1000),
      rssPerMinute: Array.from({ length: opts.minutes }, (_, m) =>
        rssBefore((WARMUP_SECONDS + (m + 1) * 60) * 1000),
      ),
      p95PerMinute: recorder.windowP95s(opts.minutes),
      ownLoopDelays,
      unitCpuPerMinute,
    };
  } finally {
    retained.close();
    speed.close();
  }
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
        inspectPort: shop.inspectPort,
      });
      const orders = await checkLedger(shop, setup, [peakTraffic, soakTraffic], recorder);
      const errors = recorder.errors();
      const examples = recorder.examples();
      for (const example of peakRecorder.examples()) console.warn(`  pico: ${example}`);
      for (const example of examples) console.warn(`  ${example}`);

      const end = run.retainedEnd;
      const growth = (end - run.retainedWarm) / run.retainedWarm;
      const rssEnd = run.rssPerMinute.at(-1)!;
      const rssGrowth = (rssEnd - run.rssWarm) / run.rssWarm;
      const p95s = run.p95PerMinute;
      const drift = driftFromFirst(p95s);
      const unitCpu = run.unitCpuPerMinute;
      const speedDrift = driftFromFirst(unitCpu);
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
          figure: `retenida (heap de V8 + externa tras una recolección completa) ${mb(run.retainedWarm)} MB ${QUIET_SECONDS} s antes del fin del calentamiento → ${mb(end)} MB al final (${signed(growth)} %) · RSS ${mb(run.rssWarm)} MB tras el calentamiento, al final de cada minuto: ${run.rssPerMinute.map(mb).join(' · ')} MB (${signed(rssGrowth)} %)`,
          budget: `crecimiento de la memoria retenida < ${es(BUDGET.memoryGrowth * 100)} % (al final contra ${QUIET_SECONDS} s antes del fin del calentamiento)`,
          // Allowed end memory over measured end memory: a shrinking process is headroom, not a division by ~0.
          ratio: atMostRatio(end, run.retainedWarm * (1 + BUDGET.memoryGrowth)),
        },
        {
          name: SOAK_ROW.p95,
          figure: `p95 de cada minuto: ${p95s.map(formatMs).join(' · ')} (desviación máx. del primero ${es(drift * 100, 1)} %) · retraso máx. del bucle de eventos del generador en cada minuto: ${run.ownLoopDelays.map(formatMs).join(' · ')} · velocidad de la máquina, CPU por unidad de una tarea fija en otro proceso en cada minuto: ${unitCpu.map((ms) => `${es(ms, 3)} ms`).join(' · ')} (desviación máx. del primero ${es(speedDrift * 100, 1)} %)`,
          budget: `cada minuto a ±${es(BUDGET.p95Drift * 100)} % del p95 del primer minuto`,
          ratio: atMostRatio(1 + drift, 1 + BUDGET.p95Drift),
        },
      ] satisfies BenchRow[];
    } finally {
      http.close();
    }
  },
});
