import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@shop/shared';
import { rateLimited } from './errors';
import { hashPassword, SCRYPT_COST_LOG2, verifyPassword } from './password';
import { createWorkQueue } from './work-queue';

export interface HashingLimits {
  /** Hashes computed at once: each takes a libuv thread and 128 MiB at the production cost. */
  concurrent: number;
  /** Requests waiting for a hash; past this the answer is 429 at once. */
  queued: number;
  /** Hashes one client address may have running or waiting; it runs one at a time. */
  perAddress: number;
}

/**
 * Every password hash computed for a request goes through here (sign-in, registration, change and
 * recovery): one bound for all of them, so a flood on one route cannot starve the others.
 */
export interface PasswordHasher {
  hash(password: string, address?: string): Promise<string>;
  /** Without a stored hash it checks a hash of nothing, so an unknown e-mail takes as long. */
  verify(password: string, stored: string | undefined, address?: string): Promise<boolean>;
}

/** The hashing itself, without the bound: scrypt at the configured cost unless a test says otherwise. */
export interface PasswordScheme {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

const scrypt: PasswordScheme = {
  hash: (password) => hashPassword(password, SCRYPT_COST_LOG2),
  verify: verifyPassword,
};

export function createPasswordHasher(
  limits: HashingLimits,
  scheme: PasswordScheme = scrypt,
): PasswordHasher {
  const queue = createWorkQueue({
    concurrent: limits.concurrent,
    queued: limits.queued,
    perOwner: limits.perAddress,
    busy: () => rateLimited(MESSAGES.serverBusy),
  });
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password, address) => queue.run(() => scheme.hash(password), address),
    verify: (password, stored, address) =>
      queue.run(async () => {
        dummyHash ??= scheme.hash(randomBytes(16).toString('hex'));
        return scheme.verify(password, stored ?? (await dummyHash));
      }, address),
  };
}
