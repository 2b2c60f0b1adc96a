import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shop/shared';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

// Errors Fastify's router raises before any route runs still answer in our format and in Spanish.
describe('addresses the router refuses', () => {
  it.each([
    ['a parameter longer than the router allows', `/api/pages/${'a'.repeat(3000)}`],
    ['a broken percent-encoding', '/api/pages/%E0%A4%A'],
    ['a broken percent-encoding in a product id', '/api/products/%zz'],
  ])('%s → a 4xx with a known code and a Spanish message', async (_label, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(ERROR_CODES).toContain(body.code);
    expect(body.message).toMatch(/[áéíóúñ]|dirección|solicitud/i);
  });
});
