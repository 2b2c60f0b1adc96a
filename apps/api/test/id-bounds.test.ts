import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@shop/shared';
import { bearer, buildTestApp, json, type TestApp } from './app';
import { createStaff, createUser, login } from './factories';

/**
 * Every id the API accepts, in a path, a query or a body, found in the OpenAPI document rather than
 * listed by hand, so a route added later is covered too. Each must refuse what does not fit
 * PostgreSQL's integer with a 4xx: an id out of range used to reach the database and answer 500.
 */

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const isIdName = (name: string) => name === 'id' || /Id$/.test(name);
const typesOf = (schema: JsonSchema) => [schema.type].flat();

/** A valid-looking value for a field that is not an id, so the id is the only thing wrong. */
function filler(schema: JsonSchema, bad: unknown): unknown {
  if (schema.enum) return schema.enum[0];
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return false;
  if (types.includes('string')) return 'x';
  return bodyWithId(schema, bad) ?? {};
}

/** A body holding `bad` at every id inside `schema`, the rest filled in; undefined when there is no id. */
function bodyWithId(schema: JsonSchema | undefined, bad: unknown): unknown {
  if (!schema) return undefined;
  if (schema.anyOf) {
    for (const option of schema.anyOf) {
      const body = bodyWithId(option, bad);
      if (body !== undefined) return body;
    }
    return undefined;
  }
  if (schema.properties) {
    const body: Record<string, unknown> = {};
    let hasId = false;
    for (const [name, property] of Object.entries(schema.properties)) {
      const numeric = typesOf(property).some((t) => t === 'integer' || t === 'number');
      const nested = isIdName(name) && numeric ? undefined : bodyWithId(property, bad);
      if (isIdName(name) && numeric) {
        body[name] = bad;
        hasId = true;
      } else if (nested !== undefined) {
        body[name] = nested;
        hasId = true;
      } else if (schema.required?.includes(name)) body[name] = filler(property, bad);
    }
    return hasId ? body : undefined;
  }
  if (schema.items) {
    const item = bodyWithId(schema.items, bad);
    return item === undefined ? undefined : [item];
  }
  return undefined;
}

const BAD_IN_URL = ['2147483648', '-1', '0', '1e20', '1e3'];
const BAD_IN_BODY: unknown[] = [2147483648, -1, 0, 1e20, '1e3'];

let t: TestApp;
let staff: string;
let customer: string;
const requests: { label: string; method: string; url: string; payload?: unknown }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  staff = await login(t.app, await createStaff(t.app.db, [...PERMISSIONS]));
  customer = await login(t.app, await createUser(t.app.db));
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const pathIds = (op.parameters ?? []).filter((p) => p.in === 'path' && isIdName(p.name));
      const queryIds = (op.parameters ?? []).filter((p) => p.in === 'query' && isIdName(p.name));
      for (const bad of BAD_IN_URL) {
        const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
          pathIds.some((p) => p.name === name) ? bad : '1',
        );
        if (pathIds.length)
          requests.push({ label: `${method} ${path} ${bad}`, method, url: filled });
        for (const q of queryIds)
          requests.push({
            label: `${method} ${path}?${q.name}=${bad}`,
            method,
            url: `${filled}?${q.name}=${encodeURIComponent(bad)}`,
          });
      }
      const schema = op.requestBody?.content?.['application/json']?.schema;
      for (const bad of BAD_IN_BODY) {
        const payload = bodyWithId(schema, bad);
        if (payload !== undefined)
          requests.push({
            label: `${method} ${path} body ${JSON.stringify(payload)}`,
            method,
            url: path.replace(/\{\w+\}/g, '1'),
            payload,
          });
      }
    }
  }
});
afterAll(() => t?.close());

describe('ids out of the database range', () => {
  it('finds the routes that take ids, among them the ones that once answered 500', () => {
    const labels = requests.map((r) => r.label).join('\n');
    for (const known of [
      'post /api/convert-quote body {"id":2147483648,"payMethod":"CREDIT","deliveryAddressId":2147483648}',
      'patch /api/shopping-cart/add body {"items":[{"productId":2147483648,"quantity":1}]}',
      'get /api/products/{id} 2147483648',
      'get /api/order/{id} 1e3',
      'get /api/products?brandId=1e20',
    ])
      expect(labels).toContain(known);
  });

  it('refuses each, naming the identifier, for staff who may call every route', async () => {
    const failures: string[] = [];
    for (const r of requests) {
      const res = await t.app.inject(
        json(r.method.toUpperCase() as 'GET', r.url, r.payload, bearer(staff)),
      );
      const body = res.json() as { message?: string };
      if (res.statusCode !== 400 || !/identificador/i.test(body.message ?? ''))
        failures.push(`${r.label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers each with a 4xx and a Spanish message for a customer', async () => {
    const failures: string[] = [];
    for (const r of requests) {
      const res = await t.app.inject(
        json(r.method.toUpperCase() as 'GET', r.url, r.payload, bearer(customer)),
      );
      const body = res.json() as { message?: string };
      if (res.statusCode < 400 || res.statusCode >= 500 || !body.message)
        failures.push(`${r.label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
