import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS, MESSAGES } from '@shop/shared';
import { sessions, users } from '../../src/db/schema';
import { SESSION_MAX_LIFETIME_SECONDS } from '../../src/lib/session/tokens';
import { bearer, buildTestApp, json, type TestApp } from '../app';
import { createBrand, createCategory, createProducts } from '../catalogue-factories';
import { createStaff, createUser, login, type CreatedUser } from '../factories';
import { routeTable } from '../route-table';
import { recordFigures } from '../../../../scripts/reliability-figures';
import { forgedTokens, sessionOf, type Genuine } from './forged-tokens';

/**
 * Sessions (issue 16, item 9; docs/architecture.md, departure 9 and "Errors"): forged, expired and tampered
 * tokens and those of accounts that may no longer sign in get a 401 with the Spanish message;
 * logout and a password change end sessions on the server; the session cookie is HttpOnly,
 * SameSite=Strict and Secure behind HTTPS; cookie writes from another origin are refused on every
 * write route of the route table, while bearer-token clients still work.
 */

const SECRET = 'sessions-suite-secret-that-is-long-enough-000000';
const VERIFY = '/api/auth/user/verify';
/** An admin route (ADMIN_CLIENTS): a forged admin token must not open it. */
const ADMIN_ROUTE = '/api/auth?limit=1';
const FOREIGN_ORIGINS = ['https://tienda-falsa.example', 'null', 'http://localhost:8080'];
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

let t: TestApp;
let productId: number;
const figures = {
  tokensTried: 0,
  tokensRefused: 0,
  crossOriginWritesTried: 0,
  crossOriginWritesRefused: 0,
  allowedWritesTried: 0,
  allowedWritesPassed: 0,
  writeRoutesCovered: 0,
};

beforeAll(async () => {
  t = await buildTestApp({ jwtSecret: SECRET });
  const brand = await createBrand(t.app.db, 'Ubiquiti');
  const category = await createCategory(t.app.db, 'Redes');
  await createProducts(t.app.db, [
    { name: 'Access point U6', model: 'U6-LITE', brandId: brand.id, categoryId: category.id },
  ]);
  productId = (await t.app.inject({ method: 'GET', url: '/api/products' })).json().products[0].id;
});
afterAll(async () => {
  recordFigures('Sessions', {
    'tokens tried': figures.tokensTried,
    'tokens refused': figures.tokensRefused,
    'write routes covered': figures.writeRoutesCovered,
    'cross-origin cookie writes tried': figures.crossOriginWritesTried,
    'cross-origin cookie writes refused': figures.crossOriginWritesRefused,
    'allowed writes tried': figures.allowedWritesTried,
    'allowed writes passed': figures.allowedWritesPassed,
  });
  await t?.close();
});

const get = (url: string, token: string, via: 'bearer' | 'cookie') =>
  t.app.inject({
    method: 'GET',
    url,
    ...(via === 'bearer' ? { headers: bearer(token) } : { cookies: { tienda_session: token } }),
  });

async function genuine(user: CreatedUser): Promise<Genuine> {
  const token = await login(t.app, user);
  return { token, userId: user.id, sessionId: sessionOf(token) };
}

/** A browser sign-in: the session cookie the answer sets. */
async function browserSignIn(user: CreatedUser) {
  const res = await t.app.inject(
    json('POST', '/api/auth/login', { email: user.email, password: user.password }),
  );
  expect(res.statusCode).toBe(200);
  return res.cookies.find((c) => c.name === 'tienda_session')!.value;
}

/** True when the token opens nothing: 401 with the session-expired message, no price shown. */
async function refused(token: string): Promise<boolean> {
  let ok = true;
  for (const via of ['bearer', 'cookie'] as const) {
    for (const url of [VERIFY, ADMIN_ROUTE]) {
      const res = await get(url, token, via);
      ok &&=
        res.statusCode === 401 &&
        res.json().code === 'SESSION_EXPIRED' &&
        res.json().message === ERRORS.SESSION_EXPIRED.message;
    }
    // A public route answers such a caller as anonymous: no price in the JSON.
    const product = await get(`/api/products/${productId}`, token, via);
    ok &&= product.statusCode === 200 && !('price' in product.json());
  }
  return ok;
}

describe('tokens', () => {
  it('refuses forged, expired and tampered tokens with 401 and the Spanish message', async () => {
    const customer = await genuine(await createUser(t.app.db));
    const other = await genuine(await createUser(t.app.db));
    // The genuine token works, so each refusal below is the forgery's doing.
    expect((await get(VERIFY, customer.token, 'bearer')).statusCode).toBe(200);
    expect((await get(VERIFY, customer.token, 'cookie')).statusCode).toBe(200);

    const accepted: string[] = [];
    for (const [name, token] of Object.entries(await forgedTokens(customer, other, SECRET))) {
      figures.tokensTried++;
      if (await refused(token)) figures.tokensRefused++;
      else accepted.push(name);
    }
    expect(accepted).toEqual([]);
    // Nothing above ended the real sessions.
    expect((await get(VERIFY, customer.token, 'bearer')).statusCode).toBe(200);
    expect((await get(VERIFY, other.token, 'bearer')).statusCode).toBe(200);
  });

  it('reads permissions from the database, never from the token', async () => {
    const customer = await genuine(await createUser(t.app.db));
    const escalated = await t.app.tokens.sign(
      {
        userId: customer.userId,
        sessionId: customer.sessionId,
        roles: [{ name: 'Administrador', permissions: ['ADMIN_CLIENTS'] }],
      },
      new Date(Date.now() + 3600_000),
    );
    figures.tokensTried++;
    const res = await get(ADMIN_ROUTE, escalated, 'bearer');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ERRORS.FORBIDDEN.message);
    if (res.statusCode === 403) figures.tokensRefused++;
  });

  it('refuses the tokens of a deleted, an INACTIVE and a PENDING account', async () => {
    const cases: string[] = [];
    for (const standing of ['deleted', 'INACTIVE', 'PENDING'] as const) {
      const user = await createUser(t.app.db);
      const { token } = await genuine(user);
      if (standing === 'deleted') await t.app.db.delete(users).where(eq(users.id, user.id));
      else
        await t.app.db.update(users).set({ clientStatus: standing }).where(eq(users.id, user.id));
      figures.tokensTried++;
      if (await refused(token)) figures.tokensRefused++;
      else cases.push(`${standing} after sign-in`);
    }
    // A live session row of an account that is not ACTIVE (written past the triggers that end
    // sessions, as a restore or a console could): the status check alone must refuse it.
    for (const clientStatus of ['INACTIVE', 'PENDING'] as const) {
      const user = await createUser(t.app.db, { clientStatus });
      const sessionId = crypto.randomUUID();
      const expiresAt = new Date(Date.now() + 3600_000);
      await t.app.db.insert(sessions).values({ id: sessionId, userId: user.id, expiresAt });
      const token = await t.app.tokens.sign({ userId: user.id, sessionId, roles: [] }, expiresAt);
      figures.tokensTried++;
      if (await refused(token)) figures.tokensRefused++;
      else cases.push(`${clientStatus} with a live session row`);
    }
    expect(cases).toEqual([]);
  });
});

describe('ending sessions', () => {
  it('logout ends the session on the server: the old cookie and token are refused', async () => {
    const user = await createUser(t.app.db);
    const cookie = await browserSignIn(user);
    const phone = await login(t.app, user);
    const res = await t.app.inject({
      ...json('POST', '/api/auth/logout'),
      cookies: { tienda_session: cookie },
    });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'tienda_session')!;
    expect(cleared.value).toBe('');
    expect(cleared.httpOnly).toBe(true);
    // A client that kept the cookie (or read the token from the answer) gets nowhere with it.
    figures.tokensTried += 2;
    for (const via of ['cookie', 'bearer'] as const) {
      const after = await get(VERIFY, cookie, via);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe(MESSAGES.sessionExpired);
      if (after.statusCode === 401) figures.tokensRefused++;
    }
    // Only that session ended: the phone's stays.
    expect((await get(VERIFY, phone, 'bearer')).statusCode).toBe(200);
  });

  it('a password change ends every earlier session and gives this browser a fresh one', async () => {
    const user = await createUser(t.app.db);
    const browser = await browserSignIn(user);
    const others = [await login(t.app, user), await login(t.app, user)];
    const res = await t.app.inject({
      ...json('POST', '/api/auth/change-password', {
        oldPassword: user.password,
        newPassword: 'NuevaClave2026',
      }),
      cookies: { tienda_session: browser },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.cookies.find((c) => c.name === 'tienda_session')!.value;
    expect(fresh).toBe(res.json().token);
    expect(sessionOf(fresh)).not.toBe(sessionOf(browser));
    // docs/architecture.md, departure 9: the change ends the session on the server too, this browser's old
    // one included; the person who proved the password goes on with the new session.
    figures.tokensTried += others.length + 1;
    for (const old of [...others, browser]) {
      const after = await get(VERIFY, old, 'bearer');
      expect(after.statusCode).toBe(401);
      if (after.statusCode === 401) figures.tokensRefused++;
    }
    expect((await get(VERIFY, fresh, 'cookie')).statusCode).toBe(200);
    // The old password no longer signs in; the new one does.
    const oldLogin = await t.app.inject(
      json('POST', '/api/auth/login', { email: user.email, password: user.password }),
    );
    expect(oldLogin.statusCode).toBe(401);
    await login(t.app, { email: user.email, password: 'NuevaClave2026' });
  });
});

describe('session lifetime', () => {
  afterEach(() => vi.useRealTimers());

  it('ends a day after sign-in however often verify refreshes it', async () => {
    const user = await createUser(t.app.db);
    const signedIn = Date.now();
    let token = await login(t.app, user);
    vi.useFakeTimers({ toFake: ['Date'] });
    const end = signedIn + SESSION_MAX_LIFETIME_SECONDS * 1000;
    // Refreshed well inside the idle timeout each time: only the absolute end can stop it.
    for (let hours = 6; hours < 24; hours += 6) {
      vi.setSystemTime(signedIn + hours * 3600_000);
      const res = await get(VERIFY, token, 'bearer');
      expect(res.statusCode).toBe(200);
      expect(new Date(res.json().expiresAt).getTime()).toBeLessThanOrEqual(end + 5_000);
      token = res.json().token;
    }
    vi.setSystemTime(end + 60_000);
    figures.tokensTried++;
    const late = await get(VERIFY, token, 'bearer');
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(MESSAGES.sessionExpired);
    if (late.statusCode === 401) figures.tokensRefused++;
  });
});

describe('session cookie', () => {
  const flagsOf = async (app: TestApp['app'], user: CreatedUser) => {
    const res = await app.inject(
      json('POST', '/api/auth/login', { email: user.email, password: user.password }),
    );
    const verify = await app.inject({
      method: 'GET',
      url: VERIFY,
      cookies: { tienda_session: res.json().token },
    });
    const logout = await app.inject({
      ...json('POST', '/api/auth/logout'),
      cookies: { tienda_session: res.json().token },
    });
    // Every answer that sets or clears the session cookie sets it the same way.
    return [res, verify, logout].map((answer) =>
      answer.cookies.find((c) => c.name === 'tienda_session')!,
    );
  };

  it('is HttpOnly and SameSite=Strict, and not Secure over plain HTTP', async () => {
    for (const cookie of await flagsOf(t.app, await createUser(t.app.db))) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie.secure).toBeUndefined();
    }
  });

  it('is Secure too when PUBLIC_URL is https', async () => {
    const https = await buildTestApp({ publicUrl: 'https://tienda.example.co' });
    try {
      for (const cookie of await flagsOf(https.app, await createUser(https.app.db))) {
        expect(cookie).toMatchObject({
          httpOnly: true,
          sameSite: 'Strict',
          secure: true,
          path: '/',
        });
      }
    } finally {
      await https.close();
    }
  });
});

describe('cross-origin writes', () => {
  it('are refused on every write route when they ride on the session cookie', async () => {
    const admin = await createStaff(t.app.db, ['ADMIN_CLIENTS', 'ADMIN_PRODUCTS', 'ADMIN_CONFIG']);
    const cookie = await browserSignIn(admin);
    const writes = (await routeTable(t.app)).filter((op) => !SAFE.has(op.method));
    expect(writes.length).toBeGreaterThan(30);
    const passed: string[] = [];
    const refusedWrite = (res: Awaited<ReturnType<typeof t.app.inject>>) =>
      res.statusCode === 403 &&
      res.json().code === 'CSRF_REJECTED' &&
      res.json().message === MESSAGES.csrf;
    for (const op of writes) {
      const attempt = (headers: Record<string, string>): InjectOptions => ({
        method: op.method as InjectOptions['method'],
        url: op.url,
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{}',
        cookies: { tienda_session: cookie },
      });
      const hostile = [
        ...FOREIGN_ORIGINS.map((origin) => attempt({ origin })),
        // With the custom header but a foreign Origin (a misconfigured CORS would let it through).
        attempt({ origin: FOREIGN_ORIGINS[0]!, 'x-requested-with': 'fetch' }),
        // No Origin and no custom header: a form or an old browser.
        attempt({}),
        attempt({ referer: 'https://tienda-falsa.example/pagina' }),
      ];
      for (const request of hostile) {
        figures.crossOriginWritesTried++;
        if (refusedWrite(await t.app.inject(request))) figures.crossOriginWritesRefused++;
        else passed.push(`${op.method} ${op.path} ${JSON.stringify(request.headers)}`);
      }
      figures.writeRoutesCovered++;
    }
    expect(passed).toEqual([]);
    // The admin's session was never used: every write stopped at the guard.
    expect((await get(VERIFY, cookie, 'cookie')).statusCode).toBe(200);
  });

  it("let the shop's own pages and bearer-token clients through", async () => {
    const customer = await createUser(t.app.db);
    const token = await login(t.app, customer);
    const writes = (await routeTable(t.app))
      .filter((op) => !SAFE.has(op.method))
      // Logout last: it ends the session the others ride on.
      .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    const blocked: string[] = [];
    for (const op of writes) {
      const base = {
        method: op.method as InjectOptions['method'],
        url: op.url,
        payload: '{}',
      };
      const allowed: InjectOptions[] = [
        // An API client: the bearer header, whatever Origin it happens to send.
        {
          ...base,
          headers: {
            'content-type': 'application/json',
            ...bearer(token),
            origin: FOREIGN_ORIGINS[0]!,
          },
        },
        // The SPA: the session cookie from its own origin, or with its custom header.
        {
          ...base,
          headers: { 'content-type': 'application/json', origin: 'http://localhost:80' },
          cookies: { tienda_session: 'x' },
        },
        {
          ...base,
          headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
          cookies: { tienda_session: 'x' },
        },
      ];
      for (const request of allowed) {
        figures.allowedWritesTried++;
        const res = await t.app.inject(request);
        if (res.json().code !== 'CSRF_REJECTED') figures.allowedWritesPassed++;
        else blocked.push(`${op.method} ${op.path} ${JSON.stringify(request.headers)}`);
      }
    }
    expect(blocked).toEqual([]);

    // A real write by an API client from a foreign page's Origin succeeds.
    const other = await login(t.app, customer);
    const added = await t.app.inject({
      method: 'PATCH',
      url: '/api/shopping-cart/add',
      headers: { ...bearer(other), origin: FOREIGN_ORIGINS[0]! },
      payload: { items: [{ productId, quantity: 2 }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().products?.[0]?.quantity ?? added.json().items?.[0]?.quantity).toBe(2);
  });
});
