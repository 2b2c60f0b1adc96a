import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared';
import { buildTestApp, type TestApp } from '../../test/app';
import { createUser, login } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://tienda.example.com' });
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('sends a CSP without inline scripts, and HSTS behind HTTPS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    // The RUT viewer frames a fetched PDF from an object URL.
    expect(csp).toContain("frame-src 'self' blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('marks the session cookie Secure when the shop is served over HTTPS', async () => {
    const user = await createUser(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(String(res.headers['set-cookie'])).toContain('Secure');
  });
});

describe('cross-site request forgery guard', () => {
  it('refuses a cookie-authenticated write from another origin', async () => {
    const user = await createUser(t.app.db);
    const token = await login(t.app, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { tienda_session: token },
      headers: { origin: 'https://evil.example.net' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF_REJECTED', message: MESSAGES.csrf });
    // The session survived the forged request.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/user/verify',
          cookies: { tienda_session: token },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a cookie-authenticated write with neither Origin nor X-Requested-With', async () => {
    const token = await login(t.app, await createUser(t.app.db));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { tienda_session: token },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the same write from the public origin or with X-Requested-With', async () => {
    const token = await login(t.app, await createUser(t.app.db));
    const fromShop = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { tienda_session: token },
      headers: { origin: 'https://tienda.example.com' },
    });
    expect(fromShop.statusCode).toBe(200);
    const token2 = await login(t.app, await createUser(t.app.db));
    const fetchWrite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { tienda_session: token2 },
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(fetchWrite.statusCode).toBe(200);
  });

  it('refuses a sign-in posted from a foreign page (login CSRF)', async () => {
    const user = await createUser(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example.net' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('unknown routes', () => {
  it('answers an unknown API path with a JSON 404 in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'La ruta solicitada no existe.',
    });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/register',
        '/api/files/rut',
        '/api/config',
        '/api/municipalities',
        '/api/auth/{id}',
        '/api/profile',
        '/api/auth/password-request',
        '/api/auth/password-response',
      ]),
    );
  });
});
