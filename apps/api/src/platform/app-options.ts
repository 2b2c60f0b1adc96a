import type { FastifyServerOptions } from 'fastify';
import type { Db } from '../db/client';
import type { LimitChanges } from '../config/limits';
import type { PasswordHasher } from '../lib/password-hasher';
import type { OutboxWorkerOptions } from './mail/service';

export interface AppOptions {
  db: Db;
  /**
   * Connections for the reads every visitor makes (the catalogue, categories, brands and contents,
   * the session behind a request, the settings and tax rules that price an answer), which commits
   * cannot take (db/client.ts). Default: `db`.
   */
  readDb?: Db;
  dataDir: string;
  jwtSecret: string;
  /** Absolute address of the shop: links in mails, the allowed Origin, Secure cookies. */
  publicUrl?: string;
  redisUrl?: string;
  /**
   * The prefix of every Redis key of this shop. Processes of one shop share it; another shop (or
   * test run) on the same Redis must not. Default: the database's server and name.
   */
  redisPrefix?: string;
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  limits?: LimitChanges;
  webRoot?: string;
  /** Exchange-rate provider; without one the TRM is served from the database only. */
  trmUrl?: string;
  /** The mail outbox worker's timing (tests shorten it). */
  mail?: Partial<OutboxWorkerOptions>;
  /** Where the payment gateway answers: Wompi's own addresses unless set (tests and the demo use the stand-in). */
  wompi?: { apiUrl?: string; checkoutUrl?: string };
  /** The payment sweeps' timing (tests shorten it). */
  paymentSweeps?: {
    everyMs?: number;
    reconcileAfterMs?: number;
    recheckEveryMs?: number;
    pendingGraceMs?: number;
  };
  /** The company-credit reminders: days before the due date (3 by default) and the sweep's period. */
  creditReminders?: { daysBefore?: number; everyMs?: number };
  /** Replaces the bounded scrypt hasher (tests count the passwords really checked). */
  passwordHasher?: PasswordHasher;
}
