import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/password';
import { createPasswordHasher, type PasswordScheme } from '../../lib/password-hasher';
import { buildTestApp, json, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

// A real cost (64 MiB per hash, half of production's): at the suite's cheap 2^10 a burst of 60
// hashes ends before anyone could wait; at the full 2^17 a loaded CI machine times its own CPU.
const REAL_COST_LOG2 = 16;
const WRONG = 'Adivina12345';

let t: TestApp;
/** Wrong passwords hashed and compared: begun, and finished. */
const checked = { wrong: 0, finished: 0 };

beforeAll(async () => {
  // Counted inside the bound: only passwords really hashed and compared.
  const counting: PasswordScheme = {
    hash: (password) => hashPassword(password, REAL_COST_LOG2),
    verify: async (password, stored) => {
      if (password !== WRONG) return verifyPassword(password, stored);
      checked.wrong += 1;
      const matches = await verifyPassword(password, stored);
      checked.finished += 1;
      return matches;
    },
  };
  // One address runs one check at a time: its share of 8 makes the burst's checks last eight
  // hashes in a row, while the bystander needs one (a share of 3 left too little room on a loaded
  // machine: the bystander's answer once came after the burst's third check).
  t = await buildTestApp({
    passwordHasher: createPasswordHasher({ concurrent: 2, queued: 8, perAddress: 8 }, counting),
    limits: { login: { perIp: 30, perEmail: 8 } },
  });
});
afterAll(() => t?.close());

async function accountAtRealCost() {
  const user = await createUser(t.app.db);
  const passwordHash = await hashPassword(user.password, REAL_COST_LOG2);
  await t.app.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  return user;
}

describe('sign-in under a burst of wrong passwords', () => {
  it('checks at most the limit, refuses the rest at once, and keeps serving other people', async () => {
    const victim = await accountAtRealCost();
    const bystander = await accountAtRealCost();

    const burst = Promise.all(
      Array.from({ length: 60 }, () =>
        t.app.inject({
          ...json('POST', '/api/auth/login', { email: victim.email, password: WRONG }),
          remoteAddress: '203.0.113.7',
        }),
      ),
    );
    // The bystander arrives once the burst is being hashed.
    while (checked.wrong === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const bystanderLogin = await t.app.inject({
      ...json('POST', '/api/auth/login', { email: bystander.email, password: bystander.password }),
      remoteAddress: '198.51.100.9',
    });
    const finishedBeforeBystander = checked.finished;
    const answers = await burst;

    expect(bystanderLogin.statusCode).toBe(200);
    // Served beside the burst, not behind it: when the bystander's answer came, the burst's checks
    // were not all done (an order, not a stopwatch, so a slow machine cannot fail it).
    expect(finishedBeforeBystander).toBeLessThan(checked.wrong);
    expect(checked.wrong).toBeLessThanOrEqual(8);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(8);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect([MESSAGES.tooManyAttempts, MESSAGES.serverBusy]).toContain(refused.json().message);
    }
  }, 60_000);
});
