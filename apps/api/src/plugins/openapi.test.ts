import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { routeTable, type Operation } from '../../test/route-table';

const ERROR_REF = '#/components/schemas/ErrorResponse';

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  t = await buildTestApp();
  operations = await routeTable(t.app);
});
afterAll(() => t?.close());

const errorAnswers = (op: Operation) =>
  Object.entries(op.operation.responses).filter(([status]) => /^4\d\d$/.test(status));

describe('error answers in the OpenAPI document', () => {
  it('shows the shared error body once, as a component', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.schemas.ErrorResponse.required).toEqual(
      expect.arrayContaining(['statusCode', 'error', 'code', 'message']),
    );
  });

  it('documents 4xx answers on every operation that can give one, all with the error schema', () => {
    const wrong: string[] = [];
    for (const op of operations) {
      for (const [status, answer] of errorAnswers(op)) {
        const ref = answer.content?.['application/json']?.schema?.$ref;
        if (ref !== ERROR_REF) wrong.push(`${op.method} ${op.path} ${status}: ${ref}`);
      }
    }
    expect(wrong).toEqual([]);
    const undocumented = operations.filter((op) => errorAnswers(op).length === 0);
    // Only reads without input or session can never answer 4xx.
    for (const op of undocumented) {
      expect(op.method).toBe('GET');
      expect(op.url).not.toMatch(/\/1|\{/);
    }
  });

  it('documents the status of each error code a route names, taken from the shared table', () => {
    const statuses = (method: string, path: string) =>
      Object.keys(
        operations.find((op) => op.method === method && op.path === path)!.operation.responses,
      );
    expect(statuses('POST', '/api/order')).toEqual(expect.arrayContaining(['409', '422']));
    expect(statuses('POST', '/api/convert-quote')).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses('GET', '/api/trm')).toContain('503');
  });

  it('names under each status the error codes the route declares for it', () => {
    const description = (method: string, path: string, status: string) =>
      (
        operations.find((op) => op.method === method && op.path === path)!.operation.responses[
          status
        ] as { description?: string }
      ).description;
    // Re-pricing an expired quote at today's prices can fall below the minimum purchase.
    expect(description('GET', '/api/quotes/{id}/reprice', '400')).toMatch(/MINIMUM_PURCHASE/);
    expect(description('GET', '/api/quotes/{id}/reprice', '409')).toMatch(
      /QUOTE_CONVERTED, QUOTE_NOT_EXPIRED, QUOTE_PRODUCT_UNAVAILABLE/,
    );
    expect(description('POST', '/api/convert-quote', '400')).toMatch(/MINIMUM_PURCHASE/);
  });

  it('documents every 4xx an anonymous caller actually gets, with the body it documents', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: op.url,
        headers: { 'x-requested-with': 'fetch' },
        ...(op.method === 'GET' ? {} : { payload: {} }),
      });
      if (res.statusCode < 400 || res.statusCode >= 500) continue;
      const documented = errorAnswers(op).map(([status]) => Number(status));
      if (!documented.includes(res.statusCode))
        wrong.push(`${op.method} ${op.path}: ${res.statusCode} not documented`);
      expect(Object.keys(res.json())).toEqual(
        expect.arrayContaining(['statusCode', 'error', 'code', 'message']),
      );
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['POST', '/api/order', ['409', '422']],
    ['POST', '/api/convert-quote', ['404', '409', '422']],
    ['GET', '/api/trm', ['503']],
  ])('documents the refusals %s %s gives beyond its shape', (method, url, statuses) => {
    const op = operations.find((o) => o.method === method && o.url === url);
    expect(Object.keys(op?.operation.responses ?? {})).toEqual(expect.arrayContaining(statuses));
  });

  it('keeps every field of a validation error when the answer goes through the schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'fetch' },
      payload: { email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_ERROR',
      message: expect.any(String),
      issues: [expect.objectContaining({ path: 'password' })],
    });
  });
});
