import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shop/shared';
import { users } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createStaff, createUser, login } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ limits: { login: { perIp: 1000, perEmail: 5 } } });
});
afterAll(() => t?.close());

describe('POST /api/auth/login', () => {
  it('answers a token, the user with flattened permissions, and an HttpOnly SameSite=Strict cookie', async () => {
    const user = await createUser(t.app.db, { email: 'ok@example.com' });
    const res = await t.app.inject(
      json('POST', '/api/auth/login', { email: 'OK@example.com ', password: user.password }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({
      id: user.id,
      email: 'ok@example.com',
      permissions: ['USER'],
    });
    expect(body.user.roles).toEqual([
      expect.objectContaining({ name: 'Cliente', permissions: ['USER'] }),
    ]);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('tienda_session=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    // Its readable companion holds no secret: it only tells the SPA a session exists.
    const companion = (res.headers['set-cookie'] as string[]).find((c) =>
      c.startsWith('tienda_signed_in='),
    );
    expect(companion).toMatch(/^tienda_signed_in=1;/);
    expect(companion).not.toContain('HttpOnly');
    // The token payload carries roles[].permissions[] as the spec describes.
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload.roles).toEqual([{ name: 'Cliente', permissions: ['USER'] }]);
  });

  it('refuses a wrong password with the spec message', async () => {
    const user = await createUser(t.app.db);
    const res = await t.app.inject(
      json('POST', '/api/auth/login', { email: user.email, password: 'Otra12345' }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Error al iniciar sesión. Por favor, revise sus credenciales.',
    });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await t.app.inject(
      json('POST', '/api/auth/login', { email: 'nadie@example.com', password: 'Clave12345' }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.loginFailed);
  });

  it.each([
    [{ email: 'a@example.com' }, 'password'],
    [{ password: 'Clave12345' }, 'email'],
    [{ email: '', password: 'Clave12345' }, 'email'],
    [{ email: 'a@example.com', password: '' }, 'password'],
  ])('asks to complete every field when one is missing: %j', async (payload, path) => {
    const res = await t.app.inject(json('POST', '/api/auth/login', payload));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Por favor, complete todos los campos.',
    });
    expect(res.json().issues).toContainEqual({
      path,
      message: 'Por favor, complete todos los campos.',
    });
  });

  it('asks to complete every field when the body is empty', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Por favor, complete todos los campos.');
  });

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cuerpo de la solicitud no es JSON válido.');
  });

  it('tells a PENDING account why it cannot sign in, once the password is right', async () => {
    const user = await createUser(t.app.db, { clientStatus: 'PENDING' });
    const wrong = await t.app.inject(
      json('POST', '/api/auth/login', { email: user.email, password: 'Otra12345' }),
    );
    expect(wrong.statusCode).toBe(401);
    const res = await t.app.inject(
      json('POST', '/api/auth/login', { email: user.email, password: user.password }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_PENDING', message: MESSAGES.accountPending });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('tells an INACTIVE account why it cannot sign in', async () => {
    const user = await createUser(t.app.db, { clientStatus: 'INACTIVE' });
    const res = await t.app.inject(
      json('POST', '/api/auth/login', { email: user.email, password: user.password }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: MESSAGES.accountInactive,
    });
  });

  it('blocks an e-mail after repeated failed sign-ins, even with the right password', async () => {
    const user = await createUser(t.app.db);
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject(
        json('POST', '/api/auth/login', { email: user.email, password: `Mala${i}12345` }),
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject(
      json('POST', '/api/auth/login', { email: user.email, password: user.password }),
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: MESSAGES.tooManyAttempts,
    });
    // Another account from the same IP is unaffected by this e-mail's lock.
    const other = await createUser(t.app.db);
    expect(
      (
        await t.app.inject(
          json('POST', '/api/auth/login', { email: other.email, password: other.password }),
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('login rate limit per IP', () => {
  it('blocks an IP that fails across many e-mails', async () => {
    const local = await buildTestApp({ limits: { login: { perIp: 3, perEmail: 100 } } });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await local.app.inject(
          json('POST', '/api/auth/login', { email: `x${i}@example.com`, password: 'Clave12345' }),
        );
        expect(res.statusCode).toBe(401);
      }
      const res = await local.app.inject(
        json('POST', '/api/auth/login', { email: 'y@example.com', password: 'Clave12345' }),
      );
      expect(res.statusCode).toBe(429);
    } finally {
      await local.close();
    }
  });
});

describe('login attempts refused by address', () => {
  it("do not use up the e-mail's attempts, so its owner can still sign in", async () => {
    const local = await buildTestApp({ limits: { login: { perIp: 3, perEmail: 5 } } });
    try {
      const owner = await createUser(local.app.db);
      const from = (remoteAddress: string, password: string) =>
        local.app.inject({
          ...json('POST', '/api/auth/login', { email: owner.email, password }),
          remoteAddress,
        });
      const statuses = [];
      for (let i = 0; i < 10; i++)
        statuses.push((await from('203.0.113.7', 'Mala12345')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
      expect((await from('198.51.100.9', owner.password)).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('GET /api/auth/user/verify', () => {
  it('answers a fresh token with a later expiry, and the new token works', async () => {
    const user = await createUser(t.app.db);
    const token = await login(t.app, user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user/verify',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect(fresh.token).not.toBe(token);
    expect(fresh.user.id).toBe(user.id);
    expect(new Date(fresh.expiresAt).getTime()).toBeGreaterThan(Date.now() + 7.9 * 60 * 60 * 1000);
    // Seven hours later the first token has expired but the refreshed one still works.
    vi.setSystemTime(Date.now() + 7.5 * 60 * 60 * 1000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user/verify', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/user/verify',
          headers: bearer(fresh.token),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('accepts the session cookie instead of a bearer token', async () => {
    const user = await createUser(t.app.db);
    const token = await login(t.app, user);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user/verify',
      cookies: { tienda_session: token },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an expired token with the session-expired message', async () => {
    const user = await createUser(t.app.db);
    const token = await login(t.app, user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 9 * 60 * 60 * 1000);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user/verify',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'La sesión ha expirado. Inicie sesión nuevamente.',
    });
  });

  // Forged, tampered and foreign-session tokens: test/reliability/sessions.test.ts.

  it('answers 401 with the login message when no token comes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user/verify' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: MESSAGES.loginRequired });
  });

  it('ends the session of an account an administrator deactivates', async () => {
    const user = await createUser(t.app.db);
    const token = await login(t.app, user);
    await t.app.db.update(users).set({ clientStatus: 'INACTIVE' }).where(eq(users.id, user.id));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user/verify', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
  });

  it('reports permissions of every role, flattened', async () => {
    const staff = await createStaff(t.app.db, ['ADMIN_CLIENTS', 'ADMIN_ORDERS']);
    const token = await login(t.app, staff);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user/verify',
      headers: bearer(token),
    });
    expect(res.json().user.permissions.sort()).toEqual(['ADMIN_CLIENTS', 'ADMIN_ORDERS']);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server: the same token is refused afterwards', async () => {
    const user = await createUser(t.app.db);
    const token = await login(t.app, user);
    const res = await t.app.inject(json('POST', '/api/auth/logout', undefined, bearer(token)));
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/tienda_session=;/);
    expect(String(res.headers['set-cookie'])).toMatch(/tienda_signed_in=;/);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user/verify',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('only ends its own session', async () => {
    const user = await createUser(t.app.db);
    const phone = await login(t.app, user);
    const laptop = await login(t.app, user);
    await t.app.inject(json('POST', '/api/auth/logout', undefined, bearer(phone)));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user/verify', headers: bearer(laptop) }))
        .statusCode,
    ).toBe(200);
  });
});
