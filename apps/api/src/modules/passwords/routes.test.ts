import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES, PASSWORD_POLICY } from '@shop/shared';
import { mailOutbox, passwordResetTokens, siteConfig, users } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createUser, login } from '../../../test/factories';
import { digestToken } from '../../lib/token-digest';

const PUBLIC_URL = 'https://tienda.example.co';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    publicUrl: PUBLIC_URL,
    limits: {
      login: { perIp: 1000, perEmail: 3 },
      passwords: { requestsPerHour: 1000, resetsPerWindow: 1000, recoveryJitterMs: 0 },
    },
  });
});
afterAll(() => t?.close());

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject(json('POST', url, body, headers));

const signInWith = (email: string, password: string) =>
  post('/api/auth/login', { email, password });

const verify = (token: string) =>
  t.app.inject(json('GET', '/api/auth/user/verify', undefined, bearer(token)));

/** The mails the shop wrote to `to`, once every background delivery has finished. */
async function mailsTo(to: string) {
  await t.app.outbox.idle();
  return (
    await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id)
  ).filter((m) => m.kind === 'password-recovery');
}

/** Asks for a recovery mail and answers the token of its link. */
async function recoveryToken(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  expect((await post('/api/auth/password-request', { email })).statusCode).toBe(200);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  const token = /recovery-password\?token=([\w-]+)/.exec(mails.at(-1)!.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('POST /api/auth/change-password', () => {
  it('checks the old password, ends every older session and answers a fresh one', async () => {
    const user = await createUser(t.app.db);
    const first = await login(t.app, user);
    const second = await login(t.app, user);

    const res = await post(
      '/api/auth/change-password',
      { oldPassword: user.password, newPassword: 'NuevaClave2026' },
      bearer(first),
    );
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('tienda_session=');
    const fresh = res.json().token as string;

    for (const old of [first, second]) {
      const refused = await verify(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('SESSION_EXPIRED');
    }
    expect((await verify(fresh)).statusCode).toBe(200);
    expect((await signInWith(user.email, 'NuevaClave2026')).statusCode).toBe(200);
    expect((await signInWith(user.email, user.password)).statusCode).toBe(401);

    await t.app.outbox.idle();
    const notices = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(notices.map((m) => m.kind)).toEqual(['password-changed']);
  });

  it('refuses a wrong old password, keeps the password and the session', async () => {
    const user = await createUser(t.app.db);
    const token = await login(t.app, user);
    const res = await post(
      '/api/auth/change-password',
      { oldPassword: 'Equivocada1', newPassword: 'NuevaClave2026' },
      bearer(token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: ACCOUNT_MESSAGES.wrongOldPassword,
      issues: [{ path: 'oldPassword', message: ACCOUNT_MESSAGES.wrongOldPassword }],
    });
    expect((await verify(token)).statusCode).toBe(200);
    expect((await signInWith(user.email, user.password)).statusCode).toBe(200);
  });

  it('stops guessing the old password after a few wrong tries', async () => {
    const user = await createUser(t.app.db);
    const token = await login(t.app, user);
    const attempt = (oldPassword: string) =>
      post(
        '/api/auth/change-password',
        { oldPassword, newPassword: 'NuevaClave2026' },
        bearer(token),
      );
    for (let i = 0; i < 3; i++) expect((await attempt(`Intento${i}x`)).statusCode).toBe(400);
    const blocked = await attempt(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ACCOUNT_MESSAGES.tooManyPasswordAttempts);
  });

  it.each([
    [{ oldPassword: 'Clave12345', newPassword: 'corta1' }, PASSWORD_POLICY],
    [{ oldPassword: 'Clave12345', newPassword: 'sololetras' }, PASSWORD_POLICY],
    [{ oldPassword: 'Clave12345', newPassword: 'Clave12345' }, ACCOUNT_MESSAGES.samePassword],
    [{ oldPassword: '', newPassword: 'NuevaClave2026' }, MESSAGES.loginIncomplete],
    [{ newPassword: 'NuevaClave2026' }, MESSAGES.loginIncomplete],
  ])('refuses %j with the policy or the reason', async (body, message) => {
    const user = await createUser(t.app.db);
    const res = await post('/api/auth/change-password', body, bearer(await login(t.app, user)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await signInWith(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    { oldPassword: 'Clave12345', newPassword: 'NuevaClave2026' },
    { oldPassword: 'Clave12345' },
  ])('needs a session, whatever the body (%j)', async (body) => {
    const res = await post('/api/auth/change-password', body);
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/password-request without SMTP', () => {
  it('promises no link while the shop has no SMTP server, for any address alike', async () => {
    const user = await createUser(t.app.db);
    const known = await post('/api/auth/password-request', { email: user.email });
    const unknown = await post('/api/auth/password-request', { email: 'nadie@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json().message).toBe(ACCOUNT_MESSAGES.recoveryMailOff);
    expect(unknown.body).toBe(known.body);
  });
});

describe('POST /api/auth/password-request', () => {
  // A server is set (none listens there: the outbox keeps the mails these tests read).
  beforeAll(async () => {
    const smtp = { host: '127.0.0.1', port: 2, user: '', pass: '', secure: false, from: '' };
    await t.app.db.update(siteConfig).set({ smtp }).where(eq(siteConfig.id, 1));
  });
  afterAll(async () => {
    await t.app.db.update(siteConfig).set({ smtp: null }).where(eq(siteConfig.id, 1));
  });

  it('answers a known and an unknown e-mail identically; only the known one gets a link', async () => {
    const user = await createUser(t.app.db);
    const known = await post('/api/auth/password-request', { email: user.email.toUpperCase() });
    const unknown = await post('/api/auth/password-request', { email: 'nadie@example.com' });

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe(ACCOUNT_MESSAGES.recoveryRequested);
    const headers = (res: typeof known) =>
      Object.fromEntries(
        Object.entries(res.headers).filter(
          ([name]) => name !== 'date' && !name.startsWith('x-ratelimit-'),
        ),
      );
    expect(headers(unknown)).toEqual(headers(known));

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(
      new RegExp(`${PUBLIC_URL}/user/${user.id}/recovery-password\\?token=[\\w-]{43}`),
    );
    expect(mails[0]!.html).toContain(`${PUBLIC_URL}/user/${user.id}/recovery-password?token=`);
    expect(await mailsTo('nadie@example.com')).toHaveLength(0);
  });

  it('keeps only a digest of the token and lets it live one hour', async () => {
    const user = await createUser(t.app.db);
    const token = await recoveryToken(user.email);
    const [row] = await t.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).toBe(digestToken(token));
    expect(row!.tokenHash).not.toContain(token);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60_000);
  });

  it('sends at most three links an hour to one account, answering the same', async () => {
    const user = await createUser(t.app.db);
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/password-request', { email: user.email });
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.recoveryRequested);
    }
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it('sends nothing to an INACTIVE account', async () => {
    const user = await createUser(t.app.db, { clientStatus: 'INACTIVE' });
    const res = await post('/api/auth/password-request', { email: user.email });
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.recoveryRequested);
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it.each([{ email: 'no-es-un-correo' }, { email: '' }, {}])(
    'refuses %j with the spec message',
    async (body) => {
      const res = await post('/api/auth/password-request', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.emailInvalid);
    },
  );
});

describe('POST /api/auth/password-response', () => {
  const reset = (recoveryToken: string, password = 'Recuperada2026') =>
    post('/api/auth/password-response', { password, recoveryToken });

  it('sets the new password with the link, ends old sessions, and the link works once', async () => {
    const user = await createUser(t.app.db);
    const session = await login(t.app, user);
    const token = await recoveryToken(user.email);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect((await signInWith(user.email, 'Recuperada2026')).statusCode).toBe(200);
    expect((await signInWith(user.email, user.password)).statusCode).toBe(401);
    expect((await verify(session)).statusCode).toBe(401);

    const reused = await reset(token, 'OtraClave2026');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'RECOVERY_TOKEN_INVALID',
      message: ACCOUNT_MESSAGES.recoveryTokenInvalid,
    });
    expect((await signInWith(user.email, 'Recuperada2026')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.app.db);
    const token = await recoveryToken(user.email);
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, digestToken(token)));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('RECOVERY_TOKEN_INVALID');
    expect((await signInWith(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a forged link', async () => {
    const res = await reset('A'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.recoveryTokenInvalid);
  });

  it('refuses a link issued before a later change of password while signed in', async () => {
    const user = await createUser(t.app.db);
    const early = await recoveryToken(user.email);
    const changed = await post(
      '/api/auth/change-password',
      { oldPassword: user.password, newPassword: 'CambioManual2026' },
      bearer(await login(t.app, user)),
    );
    expect(changed.statusCode).toBe(200);
    expect((await reset(early)).json().code).toBe('RECOVERY_TOKEN_INVALID');
  });

  it('refuses the sibling links once one of them set the password', async () => {
    const user = await createUser(t.app.db);
    const first = await recoveryToken(user.email);
    const second = await recoveryToken(user.email);
    expect((await reset(first)).statusCode).toBe(200);
    expect((await reset(second, 'OtraClave2027')).json().code).toBe('RECOVERY_TOKEN_INVALID');
    expect((await signInWith(user.email, 'Recuperada2026')).statusCode).toBe(200);
  });

  it('lifts a sign-in lockout of the address: the mailbox owner proved who they are', async () => {
    const user = await createUser(t.app.db);
    for (let i = 0; i < 3; i++) await signInWith(user.email, `Mala${i}clave`);
    expect((await signInWith(user.email, user.password)).statusCode).toBe(429);
    expect((await reset(await recoveryToken(user.email))).statusCode).toBe(200);
    expect((await signInWith(user.email, 'Recuperada2026')).statusCode).toBe(200);
  });

  it('refuses the link of an account deactivated since', async () => {
    const user = await createUser(t.app.db);
    const token = await recoveryToken(user.email);
    await t.app.db.update(users).set({ clientStatus: 'INACTIVE' }).where(eq(users.id, user.id));
    expect((await reset(token)).statusCode).toBe(400);
  });

  it.each([
    [{ recoveryToken: 'abc' }, ACCOUNT_MESSAGES.passwordRequired],
    [{ password: '', recoveryToken: 'abc' }, ACCOUNT_MESSAGES.passwordRequired],
    [{ password: 'Recuperada2026' }, ACCOUNT_MESSAGES.recoveryLinkIncomplete],
    [{ password: 'corta', recoveryToken: 'abc' }, PASSWORD_POLICY],
  ])('refuses %j with the spec message', async (body, message) => {
    const res = await post('/api/auth/password-response', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('does not need nor use a session: the token alone names the account', async () => {
    const owner = await createUser(t.app.db);
    const someoneElse = await createUser(t.app.db);
    const token = await recoveryToken(owner.email);
    const res = await post(
      '/api/auth/password-response',
      { password: 'Recuperada2026', recoveryToken: token },
      bearer(await login(t.app, someoneElse)),
    );
    expect(res.statusCode).toBe(200);
    expect((await signInWith(owner.email, 'Recuperada2026')).statusCode).toBe(200);
    expect((await signInWith(someoneElse.email, someoneElse.password)).statusCode).toBe(200);
  });
});

describe('abuse limits per IP', () => {
  it('answers 429 in Spanish after too many recovery requests', async () => {
    const limited = await buildTestApp({
      limits: { passwords: { requestsPerHour: 2, resetsPerWindow: 2, recoveryJitterMs: 0 } },
    });
    try {
      const ask = () =>
        limited.app.inject(
          json('POST', '/api/auth/password-request', { email: 'alguien@example.com' }),
        );
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(MESSAGES.tooManyRequests);
    } finally {
      await limited.close();
    }
  });
});
