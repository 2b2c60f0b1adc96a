import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_CLIENT_MESSAGES, PERMISSIONS, type Permission } from '@shop/shared';
import { roles, userRoles } from '../../src/db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../app';
import { companyPayload, createStaff, login } from '../factories';
import { routeTable } from '../route-table';
import { startSmtpRecorder, type SmtpRecorder } from '../smtp';
import { seedRecords, type Account, type Records } from './authorization-records';
import { ROWS, type Actor, type Caller, type Row } from './authorization-rows';
import { recordFigures } from '../../../../scripts/reliability-figures';

/**
 * The authorization matrix (issue 16, item 2; docs/architecture.md, "Errors" and "Authorization"), generated from
 * the route table: /api/docs/json names the permissions each route's requirePermission hook asks
 * for (`x-permissions`). Every route has a row (authorization-rows.ts) and is called as
 * anonymous, with a bad token, as customer A (owner of the records), as customer B on A's
 * records, as staff holding every ADMIN_* permission but the route's, and as staff holding only
 * the route's permission. The expected answer follows docs/architecture.md, "Authorization": 401 without a live session, 403
 * without the permission, 404 for another customer's order, quote, PDF, RUT or account; a public
 * route answers every caller alike and never sends a price to an anonymous one.
 */

const ADMIN = PERMISSIONS.filter((p) => p.startsWith('ADMIN_'));
const ACTORS: Actor[] = [
  'anonymous',
  'bad token',
  'customer A',
  'consulta of A',
  'customer B',
  'colleague of B',
  'staff, other permissions',
  'staff, route permission',
];

interface Guarded {
  method: string;
  url: string;
  /** As the OpenAPI document states them; absent: a public route. */
  permissions?: Permission[];
}

interface CallResult {
  route: string;
  actor: Actor;
  status: number;
  expected: number;
}

let t: TestApp;
let smtp: SmtpRecorder;
let records: Records;
let guards: Map<string, Guarded>;
/** A token of the right shape whose signature is not the server's. */
let badToken: string;
const calls: CallResult[] = [];
/** What only customer A and staff serving him may read: his e-mail, ids of his documents. */
const privateToA = new Set<string>();
let bodiesScanned = 0;
let sessionAnswersChecked = 0;
let headCalls = 0;
/** Answers carrying A's data to someone else, and A's views changed by B's calls. */
let leaks = 0;
let ownerViewsCompared = 0;
let anonymousCatalogueAnswers = 0;
let pricedCustomerAnswers = 0;

const staffAccounts = new Map<string, Promise<Account>>();
/** A signed-in staff account holding exactly `permissions` (no USER), one per set. */
const staffWith = (permissions: readonly Permission[]) => {
  const key = [...permissions].sort().join();
  if (!staffAccounts.has(key))
    staffAccounts.set(
      key,
      createStaff(t.app.db, [...permissions]).then(async (user) => ({
        ...user,
        token: await login(t.app, user),
      })),
    );
  return staffAccounts.get(key)!;
};

beforeAll(async () => {
  smtp = await startSmtpRecorder();
  t = await buildTestApp();
  guards = new Map(
    (await routeTable(t.app)).map((op) => [
      `${op.method} ${op.path}`,
      {
        method: op.method,
        url: op.url,
        permissions: (op.operation as { 'x-permissions'?: Permission[] })['x-permissions'],
      },
    ]),
  );
  records = await seedRecords(t.app, smtp.port);
  const [header, payload] = records.customerA.token.split('.');
  badToken = `${header}.${payload}.${'x'.repeat(43)}`;
  privateToA.add(records.customerA.email);
  privateToA.add(records.rutA);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const guardOf = (permissions: Permission[] | undefined) =>
  permissions === undefined ? 'public' : permissions.length ? [...permissions].sort() : 'signed-in';
const rowGuard = (row: Row) => (typeof row.guard === 'string' ? row.guard : [...row.guard].sort());
const adminPermissionsOf = (row: Row) =>
  typeof row.guard === 'string' ? [] : row.guard.filter((p) => p.startsWith('ADMIN_'));

/** The answer docs/architecture.md ("Authorization") gives `actor` on the route. */
function expectedAnswer(row: Row, actor: Actor): number {
  if (row.guard === 'public') return row.ok;
  if (actor === 'anonymous' || actor === 'bad token') return 401;
  if (row.guard === 'signed-in') return row.ok;
  const customerRoute = row.guard.includes('USER');
  switch (actor) {
    case 'customer A':
      return customerRoute ? row.ok : 403;
    case 'consulta of A':
      return customerRoute ? (row.consultaOfA ?? row.ok) : 403;
    case 'customer B':
      return customerRoute ? (row.otherCustomer ?? 404) : 403;
    case 'colleague of B':
      return customerRoute ? (row.colleagueOfB ?? row.otherCustomer ?? 404) : 403;
    case 'staff, other permissions':
      return 403;
    case 'staff, route permission':
      // Dashboard permissions open no customer route: staff hold no cart, quote or order.
      return adminPermissionsOf(row).length ? (row.staff ?? row.ok) : 403;
  }
}

/**
 * The callers of a row, in the order they call. Staff with the route's permission comes last (a
 * delete must not run before the refusals); a route open to two ADMIN_* permissions is called
 * once by a holder of each. Where the route asks for no ADMIN_* permission, "the route's
 * permission" is none at all (public, signed-in) or every ADMIN_* one (a customer route).
 */
async function callersOf(row: Row): Promise<Caller[]> {
  const asked = typeof row.guard === 'string' ? [] : row.guard;
  const others = ADMIN.filter((p) => !asked.includes(p));
  const granted = adminPermissionsOf(row);
  const right: Permission[][] = granted.length
    ? granted.map((p) => [p])
    : asked.includes('USER')
      ? [ADMIN]
      : [[]];
  const staff = async (actor: Actor, permissions: Permission[]): Promise<Caller> => ({
    actor,
    permissions,
    account: await staffWith(permissions),
  });
  return [
    { actor: 'anonymous' },
    { actor: 'bad token' },
    { actor: 'customer A', account: records.customerA },
    { actor: 'consulta of A', account: records.consultaOfA },
    { actor: 'customer B', account: records.customerB },
    { actor: 'colleague of B', account: records.colleagueOfB },
    await staff('staff, other permissions', others),
    ...(await Promise.all(right.map((p) => staff('staff, route permission', p)))),
  ];
}

async function sessionHeaders(row: Row, caller: Caller): Promise<Record<string, string>> {
  if (caller.actor === 'bad token') return bearer(badToken);
  if (!caller.account) return {};
  return bearer(row.endsSession ? await login(t.app, caller.account) : caller.account.token);
}

/** Every key of a JSON answer naming a price (`price`, `unitPrice`, `iva`…), at any depth. */
function priceKeys(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => priceKeys(v, found));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (/price|^iva$/i.test(key)) found.push(key);
      priceKeys(v, found);
    }
  return found;
}

const isJson = (contentType: unknown) => String(contentType ?? '').includes('application/json');

async function ownerView(row: Row): Promise<string | undefined> {
  if (!row.ownerView) return undefined;
  ownerViewsCompared++;
  const res = await t.app.inject(
    json('GET', row.ownerView(records), undefined, bearer(records.customerA.token)),
  );
  return `${res.statusCode} ${res.body}`;
}

/**
 * A signed-in caller's answer a shared cache may keep is a leak unless it is the very answer an
 * anonymous caller gets (docs/architecture.md, "Caching": session-dependent answers are `private, no-store`).
 */
function sharedSessionAnswer(res: LightMyRequestResponse, anonymousBody: string | undefined) {
  if (res.statusCode >= 300) return false;
  sessionAnswersChecked++;
  const shared = !/private|no-store/.test(String(res.headers['cache-control'] ?? ''));
  return shared && res.body !== anonymousBody;
}

/** Calls the row's route as each caller; answers what went other than docs/architecture.md says. */
async function callRow(route: string, row: Row, op: Guarded): Promise<string[]> {
  const wrong: string[] = [];
  let anonymousBody: string | undefined;
  for (const caller of await callersOf(row)) {
    const expected = expectedAnswer(row, caller.actor);
    const request = await row.request(records, caller, t.app);
    const fromB = caller.actor === 'customer B' || caller.actor === 'colleague of B';
    const before = fromB ? await ownerView(row) : undefined;
    const res = await t.app.inject(
      json(op.method as 'GET', request.url, request.payload, {
        ...request.headers,
        ...(await sessionHeaders(row, caller)),
      }),
    );
    calls.push({ route, actor: caller.actor, status: res.statusCode, expected });
    const who = `${caller.actor}${caller.permissions ? ` [${caller.permissions.join(',')}]` : ''}`;
    if (caller.actor === 'anonymous' && res.statusCode < 300) anonymousBody = res.body;
    // Fastify answers HEAD for every GET route, beside the route table: it must refuse alike.
    if (op.method === 'GET' && (caller.actor === 'anonymous' || fromB)) {
      headCalls++;
      const head = await t.app.inject({
        method: 'HEAD',
        url: request.url,
        headers: await sessionHeaders(row, caller),
      });
      if (head.statusCode !== res.statusCode)
        wrong.push(`${caller.actor}: HEAD ${head.statusCode}, GET ${res.statusCode}`);
    }
    if (caller.account && sharedSessionAnswer(res, anonymousBody)) {
      leaks++;
      wrong.push(`${who}: a session's answer cacheable by anyone: ${res.headers['cache-control']}`);
    }
    if (res.statusCode !== expected)
      wrong.push(`${who}: ${res.statusCode}, expected ${expected}: ${res.body.slice(0, 200)}`);
    // A's consulta reads A's documents: the company's, shared by role (ADR 017).
    const entitled =
      caller.actor === 'customer A' ||
      caller.actor === 'consulta of A' ||
      (caller.actor === 'staff, route permission' && adminPermissionsOf(row).length > 0);
    const body = isJson(res.headers['content-type']) ? res.body : '';
    if (caller.actor === 'customer A' && res.statusCode < 300 && body) {
      const customId = (JSON.parse(body) as { customId?: unknown }).customId;
      if (typeof customId === 'string') privateToA.add(customId);
    }
    if (!entitled && body) {
      bodiesScanned++;
      const leaked = [...privateToA].filter((marker) => body.includes(marker));
      if (leaked.length) {
        leaks++;
        wrong.push(`${who}: the answer carries A's ${leaked.join(', ')}`);
      }
    }
    if (before !== undefined && (await ownerView(row)) !== before) {
      leaks++;
      wrong.push(`${who}: A's ${row.ownerView!(records)} changed`);
    }
    if (row.guard === 'public' && body) {
      const prices = priceKeys(JSON.parse(body));
      if (caller.actor === 'anonymous' || caller.actor === 'bad token') {
        anonymousCatalogueAnswers++;
        if (prices.length) wrong.push(`${who}: prices for an anonymous caller: ${prices}`);
      } else if (caller.actor === 'customer A' && prices.length) pricedCustomerAnswers++;
    }
    if (row.renewsSession && caller.account && res.statusCode === 200) {
      caller.account.password = (request.payload as { newPassword: string }).newPassword;
      caller.account.token = res.json().token;
    }
  }
  return wrong;
}

describe('authorization matrix', () => {
  it('has a row for every route of the route table, and a route for every row', () => {
    expect([...guards.keys()].sort()).toEqual(Object.keys(ROWS).sort());
  });

  it('each row states the guard the route table documents', () => {
    const stated = Object.entries(ROWS).map(([route, row]) => `${route} ${rowGuard(row)}`);
    const documented = Object.keys(ROWS).map(
      (route) => `${route} ${guardOf(guards.get(route)?.permissions)}`,
    );
    expect(stated).toEqual(documented);
  });

  it("sees every route's guard: a route answering 401 or 403 to anyone states its permissions", async () => {
    const unseen: string[] = [];
    for (const [route, op] of guards) {
      const res = await t.app.inject(
        json(op.method as 'GET', op.url, op.method === 'GET' ? undefined : {}),
      );
      const refused = res.statusCode === 401 || res.statusCode === 403;
      if (refused !== (op.permissions !== undefined))
        unseen.push(`${route}: ${res.statusCode}, x-permissions ${op.permissions}`);
    }
    expect(unseen).toEqual([]);
  });

  it.each(Object.entries(ROWS))('%s', async (route, row) => {
    const op = guards.get(route);
    expect(op, 'the route table lists it').toBeDefined();
    expect(await callRow(route, row, op!)).toEqual([]);
  });

  it("refuses a registration naming A's RUT, which stays A's", async () => {
    const res = await t.app.inject(
      json(
        'POST',
        '/api/auth/register',
        companyPayload({ urlRUT: `/api/files/rut/${records.rutA}` }),
      ),
    );
    expect(res.statusCode).toBe(400);
    const read = await t.app.inject(
      json('GET', `/api/files/rut/${records.rutA}`, undefined, bearer(records.customerA.token)),
    );
    expect(read.statusCode).toBe(200);
  });

  it('lets a client admin grant no role carrying a permission he lacks, to anyone or himself', async () => {
    const clientsAdmin = await staffWith(['ADMIN_CLIENTS']);
    const [everything, buyer] = await t.app.db
      .insert(roles)
      .values([
        { name: 'Matriz todo', permissions: [...ADMIN] },
        { name: 'Matriz compras', permissions: ['USER'] },
      ])
      .returning({ id: roles.id });
    const grant = (id: number, role: number) =>
      t.app.inject(
        json(
          'PATCH',
          `/api/auth/update/${id}`,
          { roles: [role], comments: 'Matriz de autorización' },
          bearer(clientsAdmin.token),
        ),
      );
    const rolesOf = async (id: number) =>
      (await t.app.db.select().from(userRoles).where(eq(userRoles.userId, id))).map(
        (r) => r.roleId,
      );
    for (const id of [records.customerB.id, clientsAdmin.id]) {
      const before = await rolesOf(id);
      const res = await grant(id, everything!.id);
      expect(res.statusCode, String(id)).toBe(403);
      expect(res.json().message).toBe(ADMIN_CLIENT_MESSAGES.roleBeyondOwn('Matriz todo'));
      expect(await rolesOf(id)).toEqual(before);
    }
    // A role within his own permissions (USER is every customer's) is his to grant.
    expect((await grant(records.customerB.id, buyer!.id)).statusCode).toBe(200);
  });

  it('answers GET /api/config with SMTP settings only to ADMIN_CONFIG', async () => {
    const others = ADMIN.filter((p) => p !== 'ADMIN_CONFIG');
    const callers = {
      anonymous: {},
      customer: bearer(records.customerB.token),
      others: bearer((await staffWith(others)).token),
    };
    for (const [who, headers] of Object.entries(callers)) {
      const res = await t.app.inject(json('GET', '/api/config', undefined, headers));
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).not.toHaveProperty('smtp');
    }
    const admin = await staffWith(['ADMIN_CONFIG']);
    const res = await t.app.inject(json('GET', '/api/config', undefined, bearer(admin.token)));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().smtp).sort()).toEqual(
      ['from', 'hasPassword', 'host', 'port', 'secure', 'user'].sort(),
    );
  });

  it('made every call of every row with no unexpected answer', () => {
    const unexpected = calls.filter((c) => c.status !== c.expected);
    const unexpected2xx = unexpected.filter((c) => c.status < 300 && c.expected >= 300);
    const byActor = Object.fromEntries(
      ACTORS.map((actor) => {
        const mine = calls.filter((c) => c.actor === actor);
        const count = (test: (status: number) => boolean) =>
          mine.filter((c) => test(c.status)).length;
        const known = [401, 403, 404];
        return [
          `${actor} (2xx/401/403/404/other)`,
          [
            count((s) => s >= 200 && s < 300),
            ...known.map((k) => count((s) => s === k)),
            count((s) => (s < 200 || s >= 300) && !known.includes(s)),
          ].join('/'),
        ];
      }),
    );
    const routesCalled = new Set(calls.map((c) => c.route)).size;
    recordFigures('Authorization matrix', {
      'routes in the route table': guards.size,
      'routes called': routesCalled,
      calls: calls.length,
      'HEAD calls beside GET (anonymous, customer B)': headCalls,
      ...byActor,
      "customer B refused A's records with 404": calls.filter(
        (c) => c.actor === 'customer B' && c.status === 404,
      ).length,
      "A's views compared around B's calls": ownerViewsCompared / 2,
      "answers scanned for A's data": bodiesScanned,
      'anonymous catalogue answers without a price': anonymousCatalogueAnswers,
      'signed-in 2xx answers checked not shared-cacheable': sessionAnswersChecked,
      "answers carrying A's data to others, or changing it": leaks,
      'unexpected answers': unexpected.length,
      'unexpected 2xx': unexpected2xx.length,
    });
    expect(routesCalled).toBe(guards.size);
    // The price probe is not blind: the same public answers to a customer carry prices.
    expect(pricedCustomerAnswers).toBeGreaterThan(0);
    expect(unexpected).toEqual([]);
    expect(leaks).toBe(0);
  });
});
