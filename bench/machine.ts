import { readFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import pg from 'pg';

export interface Machine {
  cpu: string;
  cores: number;
  ramGiB: number;
  os: string;
  node: string;
  postgres: string;
  /** The 1-minute load average before the run: other work on the machine lowers every figure. */
  loadAverage: number;
}

async function osName(): Promise<string> {
  const osRelease = await readFile('/etc/os-release', 'utf8').catch(() => '');
  const pretty = osRelease.match(/^PRETTY_NAME="?([^"\n]*)"?$/m)?.[1];
  return `${pretty ?? process.platform}, Linux ${release()}`;
}

/** What the figures are measured on, for results.md; taken before the run. */
export async function describeMachine(postgresUrl: string): Promise<Machine> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return {
      cpu: cpus()[0]?.model.trim() ?? 'desconocida',
      cores: availableParallelism(),
      ramGiB: Math.round(totalmem() / 1024 ** 3),
      os: await osName(),
      node: process.version,
      postgres: `PostgreSQL ${rows[0]?.server_version}`,
      loadAverage: loadavg()[0]!,
    };
  } finally {
    await client.end();
  }
}
