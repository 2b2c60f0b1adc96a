import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnswerCache } from './answer-cache';
import type { SharedAnswerStore } from './shared-store';
import { createMemoryVersion } from './version';

const big = (tag: string) => JSON.stringify({ tag, filler: 'x'.repeat(4000) });

describe('answer cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('scatters the expiry of answers filled together, and keeps none past its time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createAnswerCache({ version: createMemoryVersion(), ttlSeconds: 60 });
    const keys = Array.from({ length: 200 }, (_, i) => `k${i}`);
    let fills = 0;
    const work = async () => (fills++, '{}');
    const askAll = async () => {
      fills = 0;
      for (const key of keys) await cache.answer(key, work);
      return fills;
    };
    expect(await askAll()).toBe(200);
    // At 40 s about a third (lifetimes are drawn over 30-60 s) must be made again, never all at
    // once later: one common lifetime would refill none here and all 200 together at 60 s.
    vi.setSystemTime(Date.now() + 40_000);
    const early = await askAll();
    expect(early).toBeGreaterThan(20);
    expect(early).toBeLessThan(140);
    // Of those filled at the start, none may outlive the time to live, the bound on staleness.
    vi.setSystemTime(Date.now() + 20_001);
    const late = await askAll();
    expect(late).toBe(200 - early);
  });

  it('fills a key once for many concurrent askers, then serves it without work', async () => {
    const cache = createAnswerCache({ version: createMemoryVersion() });
    let fills = 0;
    const work = async () => {
      fills++;
      await new Promise((r) => setTimeout(r, 10));
      return big('a');
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.answer('k', work)));
    await cache.answer('k', work);
    expect(fills).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('fills again after a bump, and an answer filled across a bump is not kept', async () => {
    const version = createMemoryVersion();
    const cache = createAnswerCache({ version });
    let n = 0;
    const work = async () => JSON.stringify({ n: ++n });
    expect((await cache.answer('k', work)).body).toBe('{"n":1}');
    await version.bump();
    expect((await cache.answer('k', work)).body).toBe('{"n":2}');

    const slow = cache.answer('k2', async () => {
      await version.bump();
      return JSON.stringify({ n: ++n });
    });
    expect((await slow).body).toBe('{"n":3}');
    expect((await cache.answer('k2', work)).body).toBe('{"n":4}');
  });

  it('keeps no failure: the next asker fills again', async () => {
    const cache = createAnswerCache({ version: createMemoryVersion() });
    await expect(cache.answer('k', () => Promise.reject(new Error('base caída')))).rejects.toThrow(
      'base caída',
    );
    expect((await cache.answer('k', async () => '{}')).body).toBe('{}');
  });

  it('drops the least recently used answer beyond its size', async () => {
    const cache = createAnswerCache({ version: createMemoryVersion(), maxEntries: 2 });
    const fills: string[] = [];
    const work = (key: string) => async () => (fills.push(key), JSON.stringify(key));
    await cache.answer('a', work('a'));
    await cache.answer('b', work('b'));
    await cache.answer('a', work('a')); // a is now the most recent
    await cache.answer('c', work('c')); // b goes
    await cache.answer('a', work('a'));
    await cache.answer('b', work('b'));
    expect(fills).toEqual(['a', 'b', 'c', 'b']);
  });

  it('compresses a large answer once, in brotli and gzip, with the same content', async () => {
    const cache = createAnswerCache({ version: createMemoryVersion() });
    const answer = await cache.answer('k', async () => big('z'));
    expect(brotliDecompressSync(answer.encoded!.br).toString()).toBe(answer.body);
    expect(gunzipSync(answer.encoded!.gzip).toString()).toBe(answer.body);
    expect((await cache.answer('small', async () => '{"a":1}')).encoded).toBeNull();
  });

  it('compresses bodies of every size its window is fitted to, accents included', async () => {
    const cache = createAnswerCache({ version: createMemoryVersion() });
    // Just over the 1 KB threshold, just over a 64 KB window, and a few MB of varied text whose
    // repeats lie far apart: each must come back whole from a window sized by its byte length.
    const text = (bytes: number) => {
      const words: string[] = [];
      for (let i = 0, size = 0; size < bytes; i++) {
        words.push(`cámara ${i * 7919}ñ `);
        size += Buffer.byteLength(words.at(-1)!);
      }
      return words.join('');
    };
    for (const body of [text(1030), text(65_600), text(3_000_000)]) {
      const answer = await cache.answer(String(body.length), async () => JSON.stringify(body));
      expect(brotliDecompressSync(answer.encoded!.br).toString()).toBe(answer.body);
      expect(answer.encoded!.br.length).toBeLessThan(Buffer.byteLength(answer.body) / 2);
    }
  });

  /** A store in memory with the store's expiry: what Redis does, on the test's clock. */
  const memoryStore = (): SharedAnswerStore => {
    const held = new Map<string, { body: string; expires: number }>();
    return {
      get: async (key) => {
        const copy = held.get(key);
        const remainingMs = copy ? copy.expires - Date.now() : 0;
        return copy && remainingMs > 0 ? { body: copy.body, remainingMs } : null;
      },
      set: async (key, body, ttlMs) => void held.set(key, { body, expires: Date.now() + ttlMs }),
    };
  };

  it('takes an answer another process already made from the shared store', async () => {
    const store = memoryStore();
    const version = createMemoryVersion();
    const first = createAnswerCache({ version, shared: store });
    const second = createAnswerCache({ version, shared: store });
    await first.answer('k', async () => '{"from":"first"}');
    const fromStore = await second.answer('k', async () => '{"from":"second"}');
    expect(fromStore.body).toBe('{"from":"first"}');
  });

  it("keeps a copy from the shared store no longer than the store's copy had left", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = memoryStore();
    const version = createMemoryVersion();
    const first = createAnswerCache({ version, shared: store, ttlSeconds: 60 });
    const second = createAnswerCache({ version, shared: store, ttlSeconds: 60 });
    await first.answer('k', async () => '{"made":1}');
    // The second process first asks just before the first one's copy ends. Kept for a lifetime of
    // its own, the copy would stay up to twice the time to live after it was made.
    vi.setSystemTime(Date.now() + 29_990);
    await second.answer('k', async () => '{"made":2}');
    vi.setSystemTime(Date.now() + 30_011);
    let made = 0;
    const again = await second.answer('k', async () => JSON.stringify({ made: (made = 3) }));
    expect(made).toBe(3);
    expect(again.body).toBe('{"made":3}');
  });
});
