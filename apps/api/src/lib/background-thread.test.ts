import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE } from './background-thread';
import { createWorkerPool } from './worker-pool';

describe('heavy-work threads', () => {
  it('run below the event loop’s priority, leaving the process’s own as it was', async () => {
    const before = getPriority();
    const pool = createWorkerPool(import.meta.url, 'background-thread.fixture');
    try {
      expect(await pool.get().run(null)).toBe(Math.max(BACKGROUND_NICE, before));
      expect(getPriority()).toBe(before);
    } finally {
      await pool.close();
    }
  });
});
