import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STOP_GRACE_MS = 10_000;

export interface ShopProcess {
  /** http://127.0.0.1:PORT/api */
  api: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * One shop process as production runs it (`src/server.ts`, compiled on the fly by tsx) on a
 * loopback port, with `env` on top of the test's own environment. Answers once `/api/config`
 * does; throws with the process's error output if it stops or does not answer within a minute.
 */
export async function startShopProcess(
  port: number,
  env: Record<string, string>,
): Promise<ShopProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(API_ROOT, 'src/server.ts')],
    {
      cwd: API_ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api = `http://127.0.0.1:${port}/api`;
  // A process that does not finish its shutdown in time is killed: the suite stays bounded.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(late);
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop on ${port} stopped: ${stderr}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the shop on ${port} did not start: ${stderr}`);
    }
    const ready = await fetch(`${api}/config`).catch(() => undefined);
    if (ready?.ok) return { api, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
