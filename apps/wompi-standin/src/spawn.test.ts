import { describe, expect, it } from 'vitest';
import { DEMO_KEYS } from './demo-keys';
import { spawnWompiStandin } from './spawn';

describe('spawnWompiStandin', () => {
  it('runs the stand-in as its own process until stop()', async () => {
    const keys = { ...DEMO_KEYS, publicKey: 'pub_test_spawned' };
    const standin = await spawnWompiStandin({ keys, pendingMs: 10 });
    try {
      expect(standin.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const merchant = await fetch(`${standin.url}/v1/merchants/pub_test_spawned`);
      expect(merchant.status).toBe(200);
      const settings = await standin.control.updateSettings({});
      expect(settings.pendingMs).toBe(10);
    } finally {
      const stopping = Date.now();
      await standin.stop();
      // Well under the 2 s after which stop() kills: the stand-in closed on SIGTERM by itself.
      expect(Date.now() - stopping).toBeLessThan(1500);
    }
    await expect(fetch(`${standin.url}/v1/merchants/pub_test_spawned`)).rejects.toThrow();
  }, 30_000);
});
