import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createMailer, type MailSettingsPort } from './mailer';
import { createOutboxRepository } from './repository';
import { createOutboxService, type OutboxWorkerOptions } from './service';

/**
 * The mail outbox (ADR 008) and its worker, started when the app is ready. On close, mails handed
 * over after an answer are written and the batch in flight settled before the database closes;
 * whatever is still pending goes out after the next start.
 */
export function mailOutbox(
  app: FastifyInstance,
  opts: {
    db: Db;
    settings: MailSettingsPort;
    /** The shop's address: its host names the Message-IDs. */
    publicUrl?: string;
    /** The worker's timing (tests shorten it). */
    mail?: Partial<OutboxWorkerOptions>;
  },
) {
  const outbox = createOutboxService({
    repo: createOutboxRepository(opts.db),
    mailer: createMailer(opts.settings, new URL(opts.publicUrl ?? 'http://localhost').hostname),
    log: app.log,
    options: opts.mail,
  });
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => outbox.stop());
  return outbox;
}
