import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { routeTable } from '../test/route-table';
import { CATALOGUE_WRITES, NOT_CATALOGUE_WRITES } from './catalogue-writes';

let t: TestApp;
let writes: string[];

beforeAll(async () => {
  t = await buildTestApp();
  writes = (await routeTable(t.app))
    .filter((op) => op.method !== 'GET')
    .map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`);
});
afterAll(() => t?.close());

it('classifies every write of the API as changing the catalogue or not, once', () => {
  const unclassified = writes.filter(
    (w) => !CATALOGUE_WRITES.has(w) && !NOT_CATALOGUE_WRITES.has(w),
  );
  const both = writes.filter((w) => CATALOGUE_WRITES.has(w) && NOT_CATALOGUE_WRITES.has(w));
  expect(unclassified).toEqual([]);
  expect(both).toEqual([]);
  expect(writes.length).toBeGreaterThan(30);
});

it('names no route the API does not have', () => {
  const known = new Set(writes);
  expect([...CATALOGUE_WRITES, ...NOT_CATALOGUE_WRITES].filter((w) => !known.has(w))).toEqual([]);
});
