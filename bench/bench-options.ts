import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Only rows (or producers) whose name contains this, case-insensitively. */
  only?: string;
  products: number;
  /** `npm run build` first, so the built shop is today's code (a few seconds). */
  build: boolean;
  /** A PostgreSQL server the bench may create and drop databases on. */
  postgresUrl: string;
  /** Prefix of the throw-away database's name. */
  dbPrefix: string;
  /** First of the 5 ports used: shop on PostgreSQL, bare Fastify, shop on PGlite, dead TRM, and the
   * PostgreSQL shop's inspector (opened by the soak only). */
  port: number;
  /** Minutes the soak measures after its warm-up: 10 as issue 16 asks, fewer while developing. */
  soakMinutes: number;
}

export const USAGE = `Uso: npm run bench -- [--only <texto>] [--products N] [--no-build]
         [--postgres postgres://postgres@127.0.0.1:5432/postgres] [--db-prefix tienda_bench] [--port 4530]
         [--soak-minutes 10]`;

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      products: { type: 'string', default: '100000' },
      'no-build': { type: 'boolean', default: false },
      postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      'db-prefix': { type: 'string', default: 'tienda_bench' },
      port: { type: 'string', default: '4530' },
      'soak-minutes': { type: 'string', default: '10' },
    },
  });
  const products = Number(values.products);
  const port = Number(values.port);
  const soakMinutes = Number(values['soak-minutes']);
  if (
    !Number.isInteger(products) ||
    products < 1 ||
    !Number.isInteger(port) ||
    !Number.isInteger(soakMinutes) ||
    soakMinutes < 1
  ) {
    throw new Error(USAGE);
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(values['db-prefix'])) {
    throw new Error(`--db-prefix: letras minúsculas, dígitos y _\n${USAGE}`);
  }
  return {
    only: values.only?.toLowerCase(),
    products,
    build: !values['no-build'],
    postgresUrl: values.postgres,
    dbPrefix: values['db-prefix'],
    port,
    soakMinutes,
  };
}

/** Whether `--only` asks for a row or producer of this name. */
export const asked = (options: BenchOptions, name: string) =>
  !options.only || name.toLowerCase().includes(options.only);
