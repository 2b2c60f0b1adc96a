import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared';
import { hashPassword, verifyPassword } from '../../lib/password';
import { createPasswordHasher, type PasswordScheme } from '../../lib/password-hasher';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createUser, login } from '../../../test/factories';

// A password whose check hangs until the test lets it go: it holds the only hashing slot.
const HOLDS_THE_SLOT = 'Ocupa12345';
let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));
let holding = false;

let t: TestApp;
beforeAll(async () => {
  const scheme: PasswordScheme = {
    hash: (password) => hashPassword(password),
    verify: async (password, stored) => {
      if (password === HOLDS_THE_SLOT) {
        holding = true;
        await held;
      }
      return verifyPassword(password, stored);
    },
  };
  t = await buildTestApp({
    passwordHasher: createPasswordHasher({ concurrent: 1, queued: 0, perAddress: 1 }, scheme),
  });
});
afterAll(() => t?.close());

describe('one bound for every route that hashes a password', () => {
  it('refuses a change of password at once while sign-ins fill the line', async () => {
    const user = await createUser(t.app.db);
    const session = await login(t.app, user);
    const signIn = t.app.inject({
      ...json('POST', '/api/auth/login', { email: user.email, password: HOLDS_THE_SLOT }),
      remoteAddress: '203.0.113.7',
    });
    while (!holding) await new Promise((resolve) => setTimeout(resolve, 5));

    const change = await t.app.inject(
      json(
        'POST',
        '/api/auth/change-password',
        { oldPassword: user.password, newPassword: 'Nueva12345' },
        bearer(session),
      ),
    );
    expect(change.statusCode).toBe(429);
    expect(change.json().message).toBe(MESSAGES.serverBusy);

    release();
    expect((await signIn).statusCode).toBe(401);
    // The refused change spent none of the account's attempts: it works once the line is free.
    const retry = await t.app.inject(
      json(
        'POST',
        '/api/auth/change-password',
        { oldPassword: user.password, newPassword: 'Nueva12345' },
        bearer(session),
      ),
    );
    expect(retry.statusCode).toBe(200);
  });
});
