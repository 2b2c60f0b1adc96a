/**
 * The performance suite of issue 15, every budget row with the bare-Fastify ceiling and the bare
 * SQL of the same run:
 *   npm run bench [-- --only <texto>] [--products N] [--no-build] [--soak-minutes N]
 * Builds, measures the built shop on a throw-away PostgreSQL database and on a fresh PGlite, prints
 * the table, writes bench/results.md and exits non-zero when a row is out of budget.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_DIST_DIR } from '../apps/api/src/config/paths';
import { asked, parseBenchOptions, USAGE, type BenchOptions } from './bench-options';
import { withinBudget, type BenchRow } from './budget';
import { catalogueProducer } from './catalogue-rows';
import { createCeilings } from './ceilings';
import { initialJsRow } from './initial-js';
import { heavyWorkRows } from './heavy-work';
import { lighthouseProducer } from './lighthouse-producer';
import { describeMachine } from './machine';
import { pgliteStage } from './pglite-stage';
import { soakProducer } from './soak';
import { postgresStage } from './postgres-stage';
import { formatTable, verdictLine, writeResults } from './results';
import type { RowProducer } from './shop-context';
import { transportProducer } from './transport-rows';

const RESULTS_FILE = join(import.meta.dirname, 'results.md');

/** What measures the shop running on PostgreSQL, in this order. */
const shopProducers = (options: BenchOptions): RowProducer[] => [
  catalogueProducer,
  transportProducer(WEB_DIST_DIR),
  lighthouseProducer,
  // After the read rows: it writes (orders, an import) to the database they read.
  { label: 'heavy work', produce: (shop) => heavyWorkRows(shop) },
  // Last: minutes of orders and carts, and its memory figures are the shop's after all the rest.
  soakProducer(options.soakMinutes),
];

function build() {
  console.info('npm run build…');
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('npm run build falló');
  }
  console.info(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const method = (options: BenchOptions, listBytes: number) => [
  'Carga: autocannon en el proceso del bench, por loopback, 50 conexiones salvo donde la fila dice otra cosa, 10 s medidos tras 2 s de calentamiento y la respuesta de una petición más (que la tienda haya despachado lo que el calentamiento dejó en cola); p95 sobre todas las respuestas medidas; una petición sin respuesta en 10 s es un error. Una respuesta con error deja la fila fuera del presupuesto.',
  `Tienda: \`node apps/api/dist/server.js\` en un proceso hijo (NODE_ENV=production, LOG_LEVEL=warn, sin REDIS_URL), sobre una base PostgreSQL nueva con los datos de demostración y ${options.products.toLocaleString('es-CO')} productos sintéticos (semilla 1) tras VACUUM ANALYZE y CHECKPOINT; la base se borra al final. Filas con sesión: el distribuidor de demostración (Bearer).`,
  `Techo: Fastify desnudo (bench/bare-fastify.ts) en otro proceso hijo, a las mismas conexiones que la fila: /list responde un JSON constante, la primera página del catálogo (${(listBytes / 1024).toLocaleString('es-CO', { maximumFractionDigits: 1 })} KB), junto a los listados; /tiny responde {"ok":true} junto a la ficha de producto.`,
  'SQL desnudo: las llamadas al repositorio de productos que hace el servicio para esa petición (bench/bare-sql.ts), en el proceso del bench con su propio pool, a la concurrencia de la fila (máx. 10) durante 3 s tras 0,5 s; en PGlite, una llamada a la vez, antes de que la tienda abra la carpeta.',
  'PGlite: la tienda sin DATABASE_URL, en una carpeta DATA_DIR nueva con el mismo catálogo tras VACUUM ANALYZE (PGlite no tiene autovacuum).',
  'Archivo JS con hash: medido con el cliente HTTP de Node (llhttp) en lugar de autocannon, cuyo analizador en JavaScript lee un script comprimido en brotli de 110 KB a unas 450 respuestas por segundo incluso desde un servidor Node desnudo: un techo del cliente, no de la tienda.',
  `Soak: la mezcla de la tienda por acciones de un comprador (70 % navegar: listados, marcas, categorías, fichas y primeras vistas HTML; 20 % buscar; 8 % carrito: añadir, leer, quitar, leer; 2 % orden: llenar el carrito y POST /api/order con Idempotency-Key, una de cada diez repetida), con el cliente HTTP de Node y 'accept-encoding: br, gzip'; sesiones de 32 clientes nuevos de todos los tipos (casi un tercio de las lecturas con sesión); primero su pico con 50 conexiones seguidas (20 s tras 5 s), luego la mitad de ese ritmo en lazo abierto durante 60 s de calentamiento y ${options.soakMinutes} min medidos; memoria retenida de la tienda (heap de V8 + externa tras una recolección completa pedida por su inspector, que la detiene unas décimas de segundo: por eso nunca dentro de los minutos medidos) 15 s antes del fin del calentamiento y al final, y su RSS cada segundo; el retraso máximo del bucle de eventos del propio generador en cada minuto (mide cada petición: una pausa suya se leería como lentitud de la tienda); la velocidad de la máquina en cada minuto, el CPU que cuesta una unidad de una tarea fija en un proceso propio al 5 % de un núcleo (bench/machine-speed.ts: en esta VM la misma tarea costó hasta un 22 % más en unos minutos que en otros sin nada más en marcha); al final, órdenes y stock de la base contra las respuestas 201.`,
  'Razón: holgura sobre la parte más estrecha del presupuesto (req/s medidos / exigidos, o p95 permitido / medido); dentro del presupuesto desde 1.',
];

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const options = parseBenchOptions(argv);
  const started = new Date();
  const machine = await describeMachine(options.postgresUrl);
  if (machine.loadAverage > 1) {
    console.warn(
      `Carga media de la máquina: ${machine.loadAverage.toFixed(1)}; las cifras saldrán más bajas.`,
    );
  }
  if (options.build) build();
  const workDir = await mkdtemp(join(tmpdir(), 'tienda-bench-'));
  const ceilings = createCeilings({ port: options.port + 1, workDir });
  const rows: BenchRow[] = [];
  try {
    rows.push(...(await postgresStage(options, ceilings, shopProducers(options))));
    rows.push(...(await pgliteStage(options, ceilings)));
    rows.push(...[await initialJsRow(WEB_DIST_DIR)].filter((r) => asked(options, r.name)));
  } finally {
    await ceilings.stop();
    await rm(workDir, { recursive: true, force: true });
  }
  if (rows.length === 0) {
    console.error(`Ninguna fila contiene «${options.only}».\n${USAGE}`);
    return 2;
  }
  console.info(`\n${formatTable(rows)}\n\n${verdictLine(rows)}`);
  await writeResults(
    RESULTS_FILE,
    {
      date: started,
      machine,
      command: ['npm run bench', ...(argv.length ? ['--', ...argv] : [])].join(' '),
      method: method(options, ceilings.listBytes()),
    },
    rows,
  );
  console.info(
    `${RESULTS_FILE} escrito en ${((Date.now() - started.getTime()) / 60_000).toFixed(1)} min.`,
  );
  return rows.every(withinBudget) ? 0 : 1;
}

// A signal to the bench alone still ends its child servers (child-server.ts kills them on exit).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
process.exitCode = await main();
