import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../../test/app';
import { createUser, login } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const verify = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user/verify', headers: bearer(token) }))
    .statusCode;

async function twoSessions() {
  const user = await createUser(t.app.db);
  return { user, tokens: [await login(t.app, user), await login(t.app, user)] };
}

// Written straight to the database: whoever changes the account (an admin route, a script, a
// console), its sessions end.
describe('sessions of an account whose standing changes', () => {
  it('stay ended when a deactivated account is activated again', async () => {
    const { user, tokens } = await twoSessions();
    await t.app.db.update(users).set({ clientStatus: 'INACTIVE' }).where(eq(users.id, user.id));
    await t.app.db.update(users).set({ clientStatus: 'ACTIVE' }).where(eq(users.id, user.id));
    for (const token of tokens) expect(await verify(token)).toBe(401);
    // Signing in again works: only the old sessions ended.
    expect(await verify(await login(t.app, user))).toBe(200);
  });

  it('end when the account is given another role', async () => {
    const { user, tokens } = await twoSessions();
    const [staff] = await t.app.db
      .insert(roles)
      .values({ name: 'Ventas', permissions: ['ADMIN_ORDERS'] })
      .returning();
    await t.app.db.insert(userRoles).values({ userId: user.id, roleId: staff!.id });
    for (const token of tokens) expect(await verify(token)).toBe(401);
  });

  it('end when a role is taken from the account', async () => {
    const { user, tokens } = await twoSessions();
    const [held] = await t.app.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, user.id));
    await t.app.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.roleId, held!.roleId)));
    for (const token of tokens) expect(await verify(token)).toBe(401);
  });

  it("leave other accounts' sessions alone", async () => {
    const { user } = await twoSessions();
    const other = await twoSessions();
    await t.app.db.update(users).set({ clientStatus: 'INACTIVE' }).where(eq(users.id, user.id));
    for (const token of other.tokens) expect(await verify(token)).toBe(200);
  });
});
