import { createHash } from 'node:crypto';
import { ADVISORY_LOCKS, lockAdvisory } from '../../db/advisory-locks';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';

/** What a keyed request asked for, so a repeated key can be told apart from a reused one. */
export const requestFingerprint = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

interface Stored<T> {
  fingerprint: string | null;
  result: T;
}

/**
 * Creates at most one result per customer and Idempotency-Key. Requests of one customer take a
 * transaction lock, so a retry sent while the first try runs waits for it and then answers what it
 * made; the same key with another request is refused (422), never answered with the first result.
 */
export async function idempotent<T>(
  tx: Tx,
  userId: number,
  request: { key?: string; body: unknown },
  find: (key: string) => Promise<Stored<T> | undefined>,
  create: (fingerprint: string | null) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  await lockAdvisory(tx, ADVISORY_LOCKS.customerOrders, userId);
  if (!request.key) return { result: await create(null), replayed: false };
  const fingerprint = requestFingerprint(request.body);
  const stored = await find(request.key);
  if (!stored) return { result: await create(fingerprint), replayed: false };
  if (stored.fingerprint !== null && stored.fingerprint !== fingerprint)
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { result: stored.result, replayed: true };
}
