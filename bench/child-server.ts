import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

export interface ChildServer {
  baseUrl: string;
  pid: number;
  /** Where its stdout and stderr go. */
  logFile: string;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** For messages: "tienda", "Fastify desnudo". */
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  /** A GET that answers 200 once the server is ready. */
  readyPath: string;
  logFile: string;
  readyTimeoutMs?: number;
}

const live = new Set<() => void>();
// A bench that dies (an error, Ctrl-C) must not leave servers holding its ports.
process.on('exit', () => live.forEach((kill) => kill()));

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

/** Starts `node …args` with its output in `logFile` and waits until `readyPath` answers 200. */
export async function startChildServer(opts: ChildServerOptions): Promise<ChildServer> {
  const out = openSync(opts.logFile, 'a');
  const child = spawn(process.execPath, opts.args, { env: opts.env, stdio: ['ignore', out, out] });
  closeSync(out);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const kill = () => child.kill('SIGKILL');
  live.add(kill);
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(kill, 10_000);
      await exit;
      clearTimeout(timer);
    }
    live.delete(kill);
  };

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${opts.name} terminó al arrancar:\n${tail(opts.logFile)}`);
    const ready = await fetch(`${baseUrl}${opts.readyPath}`).then(
      async (r) => (await r.arrayBuffer(), r.ok),
      () => false,
    );
    if (ready) return { baseUrl, pid: child.pid!, logFile: opts.logFile, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${opts.name} no respondió en ${opts.readyPath}:\n${tail(opts.logFile)}`);
}
