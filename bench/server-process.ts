import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** HEAVY_BENCH_SERVER names another build (an older one, to measure before and after a change). */
const SERVER = resolve(
  process.env.HEAVY_BENCH_SERVER ?? resolve(import.meta.dirname, '../apps/api/dist/server.js'),
);

/**
 * The built server (`npm run build`) in a child process on PostgreSQL: its event loop and memory
 * are its own, as in production, and not the load generator's.
 */
export async function startServer(opts: {
  databaseUrl: string;
  dataDir: string;
  port: number;
}): Promise<ServerProcess> {
  if (!existsSync(SERVER)) throw new Error(`No existe ${SERVER}: ejecute primero npm run build.`);
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      // No rate from the internet during a measurement: the provider is simply unreachable.
      TRM_URL: 'http://127.0.0.1:9/trm',
      LOG_LEVEL: 'warn',
      // The load comes from one address: the per-address limits would measure their own 429s.
      SEARCHES_PER_MINUTE: '1000000',
      PDFS_PER_MINUTE: '1000000',
      REPORTS_PER_MINUTE: '1000000',
      PAGES_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((r) => child.once('exit', r));
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${baseUrl}/api/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || tries > 600)
      throw new Error(`El servidor no arrancó (código ${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs in through the API and answers the Authorization header of the session. */
export async function signIn(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`Inicio de sesión de ${email}: ${response.status} ${await response.text()}`);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}
