import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@shop/shared';
import { bearer, buildTestApp, type TestApp } from '../../test/app';
import { createStaff, login } from '../../test/factories';
import { routeTable, type Operation } from '../../test/route-table';
import { sampleOf, type JsonSchema } from '../../test/sample-body';

let t: TestApp;
let withJsonBody: Array<Operation & { schema: JsonSchema }>;

beforeAll(async () => {
  t = await buildTestApp();
  withJsonBody = (await routeTable(t.app)).flatMap((op) => {
    const json = op.operation.requestBody?.content['application/json'] as
      { schema: JsonSchema } | undefined;
    // A body read as raw text (the gateway's signed events) has no fields to refuse.
    return json && json.schema.type !== 'string' ? [{ ...op, schema: json.schema }] : [];
  });
});
afterAll(() => t?.close());

describe('unknown fields in a request body', () => {
  it('covers every route that takes a JSON body', () => {
    expect(withJsonBody.length).toBeGreaterThan(8);
  });

  it('are refused on every route with a message naming the field', async () => {
    const staff = await createStaff(t.app.db, [...PERMISSIONS]);
    const wrong: string[] = [];
    for (const op of withJsonBody) {
      // A value the server decides; product writes take a `price` of their own, so another name.
      const body = { ...(sampleOf(op.schema) as object), precioCliente: 1 };
      const res = await t.app.inject({
        method: op.method as 'POST',
        url: op.url,
        headers: bearer(await login(t.app, staff)),
        payload: body,
      });
      const answer = res.json();
      if (
        res.statusCode !== 400 ||
        !String(answer.message).includes('«precioCliente»') ||
        !answer.issues?.some((i: { path: string }) => i.path === 'precioCliente')
      )
        wrong.push(`${op.method} ${op.path}: ${res.statusCode} ${answer.message}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names a nested field by its path', async () => {
    const staff = await createStaff(t.app.db, [...PERMISSIONS]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/shopping-cart/add',
      headers: bearer(await login(t.app, staff)),
      payload: { items: [{ id: 1, quantity: 1, price: 5 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({
      path: 'items.0.price',
      message: expect.stringContaining('«Precio»'),
    });
  });
});

describe('the query string of a list', () => {
  const withQuery = async () =>
    (await routeTable(t.app)).filter((op) =>
      (op.operation.parameters ?? []).some((p) => p.in === 'query'),
    );

  it('refuses an unknown parameter on every route with one, naming it', async () => {
    const staff = await createStaff(t.app.db, [...PERMISSIONS]);
    const ops = await withQuery();
    expect(ops.length).toBeGreaterThanOrEqual(5);
    const wrong: string[] = [];
    for (const op of ops) {
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: `${op.url}?orden=precio`,
        headers: bearer(await login(t.app, staff)),
      });
      if (res.statusCode !== 400 || !String(res.json().message).includes('«orden»'))
        wrong.push(`${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(['0x1', '1e1', ' 1', '1.0', ''])(
    'refuses a page written as %j instead of digits',
    async (offset) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?offset=${offset}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues?.[0]?.path).toBe('offset');
    },
  );
});
