import { expect, it } from 'vitest';
import { perVersion } from './per-version';
import { createMemoryVersion } from './version';

it('reads once per catalogue version, and again after a failed read', async () => {
  const version = createMemoryVersion();
  let reads = 0;
  let fail = false;
  const read = perVersion(version, async () => {
    reads++;
    if (fail) throw new Error('sin conexión');
    return reads;
  });
  expect(await Promise.all([read(), read()])).toEqual([1, 1]);
  await version.bump();
  fail = true;
  await expect(read()).rejects.toThrow('sin conexión');
  fail = false;
  expect(await read()).toBe(3);
  expect(await read()).toBe(3);
});
