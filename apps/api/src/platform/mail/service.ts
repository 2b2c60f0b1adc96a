import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { Mail, Mailer } from './mailer';
import type { OutboxRepository } from './repository';

export interface OutboxWorkerOptions {
  /** How often the worker looks for due mails written by another process or waiting for a retry. */
  pollMs: number;
  /** How long a claimed mail is reserved for its worker; after that another worker may send it. */
  leaseMs: number;
  /** The first retry waits this long, each further one twice as long (up to an hour). */
  retryBaseMs: number;
  /** Tries before a mail is given up as FAILED. */
  maxAttempts: number;
  /**
   * Mails claimed at once. Each claimed mail waits for the ones before it, so the lease must outlast
   * batchSize SMTP deliveries at their slowest (40 s each): one at a time by default.
   */
  batchSize: number;
}

const DEFAULT_OPTIONS: OutboxWorkerOptions = {
  pollMs: 5_000,
  leaseMs: 2 * 60_000,
  retryBaseMs: 30_000,
  maxAttempts: 8,
  batchSize: 1,
};

const HOUR_MS = 60 * 60 * 1000;
type ClaimedMail = Awaited<ReturnType<OutboxRepository['claimDue']>>[number];
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

interface Deps {
  repo: OutboxRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  options?: Partial<OutboxWorkerOptions>;
}

/**
 * The transactional outbox every module writes its mails to, and the worker that sends them.
 * A mail row commits or rolls back with the fact it announces; the worker delivers it later, retries
 * with back-off, and after a restart finds what was still pending.
 *
 * The guarantee (ADR 008): written once with its fact, claimed by one worker at a time, delivered at
 * least once. A crash after the SMTP server accepted a mail and before it was marked sent repeats
 * it, with the same Message-ID.
 */
export function createOutboxService({ repo, mailer, log, options }: Deps) {
  const opts = { ...DEFAULT_OPTIONS, ...options };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  let wakeRequested = false;
  const tasks = new Set<Promise<void>>();

  /** Delivers one claimed row; true when its outcome was recorded under this claim. */
  const attempt = async (row: ClaimedMail) => {
    let outcome: 'SENT' | 'NOT_CONFIGURED';
    try {
      outcome = await mailer.deliver(row);
    } catch (err) {
      const error = messageOf(err);
      if (row.attempts >= opts.maxAttempts) {
        log.error({ err, kind: row.kind, attempts: row.attempts }, 'mail delivery given up');
        return repo.markFailed(row, error);
      }
      const wait = Math.min(opts.retryBaseMs * 2 ** (row.attempts - 1), HOUR_MS);
      log.warn({ err, kind: row.kind, attempts: row.attempts, wait }, 'mail delivery failed');
      return repo.retryAt(row, error, new Date(Date.now() + wait));
    }
    if (outcome === 'SENT') return repo.markSent(row);
    log.info(
      { kind: row.kind, to: row.to, subject: row.subject },
      'mail recorded in outbox (no SMTP configured)',
    );
    return repo.markNotConfigured(row);
  };

  /** A lost claim is not an error: the worker that took the row over records the outcome. */
  const deliver = async (row: ClaimedMail) => {
    const settled = await attempt(row);
    if (!settled)
      log.warn(
        { kind: row.kind, id: row.id, attempts: row.attempts },
        'mail claim lapsed before its outcome was recorded',
      );
  };

  /** Sends every due mail this worker can claim, batch after batch. */
  const drain = async () => {
    for (;;) {
      const rows = await repo.claimDue(opts.batchSize, opts.leaseMs);
      if (!rows.length) return;
      for (const row of rows) await deliver(row);
    }
  };

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  function tick() {
    if (running) {
      wakeRequested = true;
      return;
    }
    wakeRequested = false;
    running = drain()
      .catch((err: unknown) => log.error({ err }, 'mail outbox worker failed'))
      .finally(() => {
        running = undefined;
        if (started) schedule(wakeRequested ? 0 : opts.pollMs);
      });
  }

  const outbox = {
    /** Writes mails inside the caller's transaction; call wake() once it has committed. */
    enqueue: (tx: DbOrTx, ...mails: Mail[]) => repo.add(tx, mails),

    /** Sends what was just committed now instead of at the next poll. */
    wake(): void {
      if (started) schedule(0);
    },

    /**
     * Runs work that writes mails after the answer has gone: a caller must not learn from the
     * answer's timing whether a mail was written (password recovery).
     */
    afterAnswer(work: () => Promise<void>): void {
      const task = work()
        .then(() => outbox.wake())
        .catch((err: unknown) => log.error({ err }, 'a mail could not be composed or recorded'))
        .finally(() => tasks.delete(task));
      tasks.add(task);
    },

    /** Starts the worker: at once, then every pollMs and whenever woken. */
    start(): void {
      if (started) return;
      started = true;
      schedule(0);
    },

    /** Stops the worker after the batch in flight; what is left is sent after the next start. */
    async stop(): Promise<void> {
      started = false;
      clearTimeout(timer);
      while (tasks.size) await Promise.all([...tasks]);
      await running;
      mailer.close();
    },

    /** Resolves when every handed-over mail is written and every due one is settled (tests). */
    async idle(): Promise<void> {
      while (tasks.size) await Promise.all([...tasks]);
      await running;
      await drain();
    },
  };
  return outbox;
}
export type OutboxService = ReturnType<typeof createOutboxService>;
