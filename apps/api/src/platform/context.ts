import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { TokenService } from '../lib/session/tokens';
import type { FileStorage } from '../lib/storage';
import type { AuditService } from './audit/service';
import type { OutboxService } from './mail/service';

/** What every module may be handed from outside: the database handles and the shared services. */
export interface Platform {
  /** The pool writes and their transactions run on (db/transactional.ts binds repositories to it). */
  db: Db;
  /**
   * The connections for the reads every visitor makes, which commits cannot take
   * (db/client.ts); the same db on PGlite.
   */
  reads: Db;
  /** The audit log every admin write records itself in, inside its own transaction. */
  audit: AuditService;
  /** Mails written in the transaction of what they announce, sent by the background worker. */
  outbox: OutboxService;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance extends Pick<Platform, 'db' | 'outbox' | 'audit' | 'storage'> {
    tokens: TokenService;
    /** Cookies get the Secure flag when the shop is served over HTTPS. */
    secureCookies: boolean;
  }
}

/** The platform on the app, for plugins, the server's start and the tests. */
export function decoratePlatform(
  app: FastifyInstance,
  platform: Platform & { tokens: TokenService; publicUrl?: string },
) {
  app.decorate('db', platform.db);
  app.decorate('tokens', platform.tokens);
  app.decorate('outbox', platform.outbox);
  app.decorate('audit', platform.audit);
  app.decorate('storage', platform.storage);
  app.decorate('secureCookies', platform.publicUrl?.startsWith('https://') ?? false);
}
