// Runs the stand-in as a real separate process for other test suites, the way the demo runs it,
// and hands back its URL, its keys and a control client.
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStandinControl, type StandinControl } from './control-client';
import { DEMO_KEYS, type WompiKeys } from './demo-keys';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
// `--import tsx` resolves from the working directory: this package's, wherever the caller runs.
const PACKAGE_DIR = dirname(dirname(MAIN));
const LISTENING = /wompi-standin listening on (http:\/\/\S+)/;
// tsx compiles on the first start; a loaded CI machine can take several seconds.
const START_TIMEOUT_MS = 20_000;
const KILL_AFTER_MS = 2_000;

export interface SpawnOptions {
  eventsUrl?: string;
  pendingMs?: number;
  retryMs?: number;
  keys?: WompiKeys;
}

export interface SpawnedStandin {
  url: string;
  keys: WompiKeys;
  control: StandinControl;
  /** SIGTERM, then SIGKILL if it has not exited within 2 s. */
  stop(): Promise<void>;
}

export function spawnWompiStandin(options: SpawnOptions = {}): Promise<SpawnedStandin> {
  const keys = options.keys ?? DEMO_KEYS;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      WOMPI_EVENTS_URL: options.eventsUrl ?? '',
      WOMPI_PENDING_MS: options.pendingMs?.toString() ?? '',
      WOMPI_EVENT_RETRY_MS: options.retryMs?.toString() ?? '',
      WOMPI_PUBLIC_KEY: keys.publicKey,
      WOMPI_PRIVATE_KEY: keys.privateKey,
      WOMPI_INTEGRITY_SECRET: keys.integritySecret,
      WOMPI_EVENTS_SECRET: keys.eventsSecret,
    },
  });
  // A test runner that dies without calling stop() must not leave the stand-in behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    let started = false;
    let stdout = '';
    let stderr = '';
    const fail = (why: string) => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`wompi-standin ${why}\n${stderr}`)));
    };
    const timer = setTimeout(
      () => fail(`did not start within ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    );
    // Both pipes are read to the end, so a chatty child never blocks on a full one.
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on(
      'exit',
      (code, signal) => started || fail(`exited before listening (${signal ?? code})`),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (started) return;
      stdout += chunk.toString();
      const url = LISTENING.exec(stdout)?.[1];
      if (!url) return;
      started = true;
      clearTimeout(timer);
      resolve({ url, keys, control: createStandinControl(url), stop });
    });
  });
}
