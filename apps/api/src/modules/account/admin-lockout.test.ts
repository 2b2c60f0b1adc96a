import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createStaff, createUser, login } from '../../../test/factories';

// Its own database: the test must know every account that holds ADMIN_ROLES.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const status = async (id: number) =>
  (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!.clientStatus;

describe('the clients screen cannot lock the shop out of its roles', () => {
  it('lets a change that takes nothing away pass in a shop where nobody holds ADMIN_ROLES yet', async () => {
    const clientsAdmin = await createStaff(t.app.db, ['ADMIN_CLIENTS']);
    const company = await createUser(t.app.db, { clientStatus: 'PENDING' });
    const res = await t.app.inject(
      json(
        'PATCH',
        `/api/auth/update/${company.id}`,
        { clientStatus: 'ACTIVE', comments: 'RUT verificado' },
        bearer(await login(t.app, clientsAdmin)),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(await status(company.id)).toBe('ACTIVE');
  });

  it('refuses to deactivate or strip the last ACTIVE account holding ADMIN_ROLES, and allows it once another holds it', async () => {
    const rolesAdmin = await createStaff(t.app.db, ['ADMIN_ROLES']);
    const clientsAdmin = await createStaff(t.app.db, ['ADMIN_CLIENTS']);
    const headers = bearer(await login(t.app, clientsAdmin));
    const deactivate = () =>
      t.app.inject(
        json(
          'PATCH',
          `/api/auth/update/${rolesAdmin.id}`,
          { clientStatus: 'INACTIVE', comments: 'Retiro de la empresa' },
          headers,
        ),
      );

    const refused = await deactivate();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ROLE_LOCKOUT');
    expect(await status(rolesAdmin.id)).toBe('ACTIVE');

    const stripped = await t.app.inject(
      json(
        'PATCH',
        `/api/auth/update/${rolesAdmin.id}`,
        { roles: [], comments: 'Cambio de cargo' },
        headers,
      ),
    );
    expect(stripped.statusCode).toBe(409);

    await createStaff(t.app.db, ['ADMIN_ROLES']);
    expect((await deactivate()).statusCode).toBe(200);
    expect(await status(rolesAdmin.id)).toBe('INACTIVE');
  });
});
