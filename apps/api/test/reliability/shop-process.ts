import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Bundles the server from its TypeScript sources (apps/api/build.mjs, a quarter of a second), so
 * the suite needs no `npm run build` and a restart costs about one second instead of the two that
 * `node --import tsx` takes. The bundle goes to apps/api/.tmp (ignored by git, left for the next
 * run): one folder below apps/api, as dist is, so it finds the migrations and the packages left
 * out of the bundle.
 */
export async function bundleShop(): Promise<string> {
  const outdir = join(API_ROOT, '.tmp');
  await promisify(execFile)(process.execPath, ['build.mjs', outdir], { cwd: API_ROOT });
  return join(outdir, 'server.js');
}

export interface ShopProcess {
  baseUrl: string;
  /** SIGKILL: no handler runs, no transaction is finished; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful close (the outbox settles the batch in flight). */
  stop(): Promise<void>;
}

/** Starts the shop bundle with `env` on `port` and waits until GET /api/config answers 200. */
export async function startShop(entry: string, port: number, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [entry], {
    cwd: API_ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const shop: ShopProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (hasExited(child)) throw new Error(`the shop stopped at start: ${stderr}`);
    if (Date.now() > deadline) {
      await shop.kill();
      throw new Error(`the shop did not start: ${stderr}`);
    }
    const ready = await fetch(`${shop.baseUrl}/api/config`).then(
      async (r) => (await r.arrayBuffer(), r.ok),
      () => false,
    );
    if (ready) return shop;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
