import type { FastifyServerOptions } from 'fastify';
import type { Db } from '../db/client';
import { DEFAULT_ADDRESS_LIMITS, type AddressLimits } from '../lib/address-limits';
import type { HashingLimits, PasswordHasher } from '../lib/password-hasher';
import type { LoginLimits } from '../modules/auth/service';
import type { PasswordRouteLimits } from '../modules/passwords/routes';
import type { OutboxWorkerOptions } from '../platform/mail/service';

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
  limits?: Partial<Omit<Limits, 'perAddress'>> & { perAddress?: Partial<AddressLimits> };
  webRoot?: string;
  /** Exchange-rate provider; without one the TRM is served from the database only. */
  trmUrl?: string;
  /** The mail outbox worker's timing (tests shorten it). */
  mail?: Partial<OutboxWorkerOptions>;
  /** Replaces the bounded scrypt hasher (tests count the passwords really checked). */
  passwordHasher?: PasswordHasher;
}

/** Abuse limits; tests lift them to exercise other behaviour and lower them to check them. */
export interface Limits {
  login: LoginLimits;
  /** RUT uploads and registrations per IP and hour: both are open to anonymous callers. */
  uploadsPerHour: number;
  registrationsPerHour: number;
  passwords: PasswordRouteLimits;
  hashing: HashingLimits;
  /** Searches, PDFs, reports and drawn pages per address and minute. */
  perAddress: AddressLimits;
}

const DEFAULT_LIMITS: Limits = {
  login: { perIp: 30, perEmail: 8 },
  uploadsPerHour: 30,
  registrationsPerHour: 10,
  passwords: { requestsPerHour: 10, resetsPerWindow: 20, recoveryJitterMs: 2000 },
  // About 0.3 s per hash at the production cost: someone at the back of the line waits ~1.5 s.
  hashing: { concurrent: 2, queued: 8, perAddress: 3 },
  perAddress: DEFAULT_ADDRESS_LIMITS,
};

/** The defaults with the options' changes, the per-address ones merged one by one. */
export const limitsOf = (opts: AppOptions): Limits => ({
  ...DEFAULT_LIMITS,
  ...opts.limits,
  perAddress: { ...DEFAULT_LIMITS.perAddress, ...opts.limits?.perAddress },
});
