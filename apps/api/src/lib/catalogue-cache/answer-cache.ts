import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { entityTag } from '../http-caching';
import type { SharedAnswerStore } from './shared-store';
import type { CatalogueVersion } from './version';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A finished JSON answer, with its entity tag and, when worth it, its compressed bodies. */
export interface CachedAnswer {
  body: string;
  etag: string;
  encoded: { br: Buffer; gzip: Buffer } | null;
}

export interface AnswerCacheOptions {
  version: CatalogueVersion;
  shared?: SharedAnswerStore;
  /**
   * The longest an answer lives even without a bump: the bound on staleness for writes made outside
   * the shop's routes. Each answer gets a random lifetime between half of it and all of it.
   */
  ttlSeconds?: number;
  maxEntries?: number;
}

/** Below this a compressed body saves less than its headers cost (the transport's threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli at level 8 with a window no larger than the body. Level 9, or the default 4 MB window,
 * makes the encoder allocate and zero tables of several MB per call: about 9 ms of CPU for a 25 KB
 * page, and 6 ms with four calls on zlib's threads at once, against 1 ms here for a body within
 * 0.2 % of level 9's size.
 */
const brotliParams = (bytes: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: 8,
  [constants.BROTLI_PARAM_LGWIN]: Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes))),
  ),
  [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
});

async function finish(body: string): Promise<CachedAnswer> {
  const etag = entityTag(body);
  const bytes = Buffer.byteLength(body);
  if (bytes < COMPRESS_FROM_BYTES) return { body, etag, encoded: null };
  // Compressed once per answer, off the event loop (zlib's thread pool), at levels that would be
  // too slow per request.
  const [br, gz] = await Promise.all([
    brotli(body, { params: brotliParams(bytes) }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { body, etag, encoded: { br, gzip: gz } };
}

/**
 * An answer's lifetime, drawn between half the time to live and all of it. Answers filled
 * together (every popular page and search, on a cold start) would otherwise expire together,
 * every time to live, and be made again in one burst: in the soak that burst was a p95 half again
 * as high for ten seconds of every minute. Random lifetimes scatter the refills over the minute.
 */
const lifetimeMs = (ttlMs: number) => ttlMs * (1 - Math.random() / 2);

/**
 * Catalogue answers by key, valid for one catalogue version: in this process's memory (least
 * recently used first out), and with Redis in a store every process shares. Concurrent misses of
 * one key wait for a single fill instead of each asking the database.
 */
export function createAnswerCache(opts: AnswerCacheOptions) {
  const ttlMs = (opts.ttlSeconds ?? 60) * 1000;
  const maxEntries = opts.maxEntries ?? 2000;
  const entries = new Map<string, { answer: CachedAnswer; expires: number }>();
  const filling = new Map<string, ReturnType<typeof fill>>();
  // Answers of an older version can never be asked for again: free them at once.
  opts.version.onChange(() => entries.clear());

  /**
   * Makes the answer, or takes it from the store another process filled; a copy taken lives no
   * longer than the store's had left, so the time to live bounds staleness across processes too.
   */
  async function fill(
    versioned: string,
    work: () => Promise<string>,
  ): Promise<{ answer: CachedAnswer; lifetime: number }> {
    const sharedKey = createHash('sha1').update(versioned).digest('hex');
    const lifetime = lifetimeMs(ttlMs);
    const stored = (await opts.shared?.get(sharedKey)) ?? null;
    if (stored)
      return {
        answer: await finish(stored.body),
        lifetime: Math.min(lifetime, stored.remainingMs),
      };
    const answer = await finish(await work());
    await opts.shared?.set(sharedKey, answer.body, lifetime);
    return { answer, lifetime };
  }

  return {
    /** The answer for `key` in the current version, made by `work` (a JSON body) when missing. */
    async answer(key: string, work: () => Promise<string>): Promise<CachedAnswer> {
      const versioned = `${opts.version.current()}|${key}`;
      const now = Date.now();
      const hit = entries.get(versioned);
      if (hit && hit.expires > now) {
        // Re-inserted, so the Map's order stays least recently used first.
        entries.delete(versioned);
        entries.set(versioned, hit);
        return hit.answer;
      }
      const pending = filling.get(versioned);
      if (pending) return (await pending).answer;
      const made = fill(versioned, work);
      filling.set(versioned, made);
      try {
        const { answer, lifetime } = await made;
        // A bump while filling leaves this answer to a version nobody asks for any more.
        if (versioned.startsWith(`${opts.version.current()}|`)) {
          entries.set(versioned, { answer, expires: now + lifetime });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        }
        return answer;
      } finally {
        filling.delete(versioned);
      }
    },
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
