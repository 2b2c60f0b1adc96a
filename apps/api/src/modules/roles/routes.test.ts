import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, ROLE_MESSAGES, type Permission } from '@shop/shared';
import { auditLog, roles, users } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createStaff, createUser, login } from '../../../test/factories';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await staffHeaders(t, ['ADMIN_ROLES']);
});
afterAll(() => t?.close());

async function staffHeaders(app: TestApp, permissions: Permission[]) {
  return bearer(await login(app.app, await createStaff(app.app.db, permissions)));
}

const roleNamed = async (app: TestApp, name: string) =>
  (await app.app.db.select().from(roles).where(eq(roles.name, name)))[0];
const auditOf = (app: TestApp, id: number) =>
  app.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
const create = (body: unknown, headers = admin) =>
  t.app.inject(json('POST', '/api/roles', body, headers));

describe('roles: create, edit, delete', () => {
  it('creates a role, lists it with its holders, edits only the fields sent and deletes it, each write audited', async () => {
    const created = await create({
      name: '  Ventas  ',
      description: 'Equipo comercial',
      permissions: ['ADMIN_ORDERS', 'ADMIN_REPORTS', 'ADMIN_ORDERS'],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({
      name: 'Ventas',
      description: 'Equipo comercial',
      permissions: ['ADMIN_ORDERS', 'ADMIN_REPORTS'],
      accounts: 0,
    });

    await createUser(t.app.db, { roleName: 'Ventas' });
    const list = await t.app.inject(json('GET', '/api/roles', undefined, admin));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ ...role, accounts: 1 });
    expect(list.json()).toContainEqual(expect.objectContaining({ name: 'Cliente' }));

    const patched = await t.app.inject(
      json('PATCH', `/api/roles/${role.id}`, { description: 'Ventas y reportes' }, admin),
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Ventas',
      description: 'Ventas y reportes',
      permissions: ['ADMIN_ORDERS', 'ADMIN_REPORTS'],
      accounts: 1,
    });

    const held = await t.app.inject(json('DELETE', `/api/roles/${role.id}`, undefined, admin));
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({
      code: 'ROLE_IN_USE',
      message: ROLE_MESSAGES.heldByAccounts(1),
    });

    const spare = (await create({ name: 'Temporal', permissions: [] })).json();
    const deleted = await t.app.inject(json('DELETE', `/api/roles/${spare.id}`, undefined, admin));
    expect(deleted.statusCode).toBe(204);
    expect(await roleNamed(t, 'Temporal')).toBeUndefined();

    const entries = await auditOf(t, role.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'create',
        null,
        {
          name: 'Ventas',
          description: 'Equipo comercial',
          permissions: ['ADMIN_ORDERS', 'ADMIN_REPORTS'],
        },
      ],
      ['update', { description: 'Equipo comercial' }, { description: 'Ventas y reportes' }],
    ]);
    expect(entries[0]!.actorUserId).toEqual(expect.any(Number));
    const gone = await auditOf(t, spare.id);
    expect(gone.map((e) => [e.action, e.after])).toEqual([
      ['create', expect.anything()],
      ['delete', null],
    ]);
    expect(gone[1]!.before).toMatchObject({ name: 'Temporal' });

    // The trails read through the API, newest first; a deleted role's stays readable.
    const trail = await t.app.inject(json('GET', `/api/roles/${role.id}/audit`, undefined, admin));
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json()).toMatchObject({
      totalPages: 1,
      entries: [
        { action: 'update', before: { description: 'Equipo comercial' }, reason: null },
        { action: 'create', before: null, actor: { id: entries[0]!.actorUserId } },
      ],
    });
    const deletedTrail = await t.app.inject(
      json('GET', `/api/roles/${spare.id}/audit`, undefined, admin),
    );
    expect(deletedTrail.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'create',
    ]);
  });

  it('refuses a blank name, a duplicate name, unknown permissions and unknown fields in Spanish', async () => {
    const blank = await create({ name: '   ', permissions: ['ADMIN_ORDERS'] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(ROLE_MESSAGES.nameRequired);

    await create({ name: 'Bodega', permissions: ['ADMIN_STOCK'] });
    const twice = await create({ name: 'Bodega', permissions: [] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'ROLE_NAME_TAKEN',
      message: ROLE_MESSAGES.nameTaken,
    });

    const other = (await create({ name: 'Compras', permissions: [] })).json();
    const renamed = await t.app.inject(
      json('PATCH', `/api/roles/${other.id}`, { name: 'Bodega' }, admin),
    );
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('ROLE_NAME_TAKEN');
    const blanked = await t.app.inject(
      json('PATCH', `/api/roles/${other.id}`, { name: '' }, admin),
    );
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json().message).toBe(ROLE_MESSAGES.nameRequired);

    const unknownPermission = await create({ name: 'Raro', permissions: ['SUPERUSER'] });
    expect(unknownPermission.statusCode).toBe(400);
    const unknownField = await create({ name: 'Raro', permissions: [], isAdmin: true });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toBe(ROLE_MESSAGES.unknownField('isAdmin'));
    const empty = await t.app.inject(json('PATCH', `/api/roles/${other.id}`, {}, admin));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ROLE_MESSAGES.unchanged);
    const missing = await t.app.inject(json('PATCH', '/api/roles/999999', { name: 'X' }, admin));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ROLE_MESSAGES.notFound);
    expect(await roleNamed(t, 'Raro')).toBeUndefined();
  });

  it('never deletes the customer role registration gives', async () => {
    const customer = (await roleNamed(t, 'Cliente'))!;
    const res = await t.app.inject(json('DELETE', `/api/roles/${customer.id}`, undefined, admin));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ROLE_IN_USE', message: ROLE_MESSAGES.customerRole });
    expect(await roleNamed(t, 'Cliente')).toBeDefined();
  });

  it("ends the sessions of a role's holders when its permissions change, not when only its description does", async () => {
    const role = (
      await create({ name: 'Despachos', permissions: ['USER', 'ADMIN_ORDERS'] })
    ).json();
    const holder = await createUser(t.app.db, { roleName: 'Despachos' });
    const token = bearer(await login(t.app, holder));
    const me = () => t.app.inject(json('GET', `/api/auth/${holder.id}`, undefined, token));
    expect((await me()).statusCode).toBe(200);

    await t.app.inject(json('PATCH', `/api/roles/${role.id}`, { description: 'Envíos' }, admin));
    expect((await me()).statusCode).toBe(200);

    const res = await t.app.inject(
      json('PATCH', `/api/roles/${role.id}`, { permissions: ['USER'] }, admin),
    );
    expect(res.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });
});

describe('roles: nobody locks the shop out', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp();
  });
  afterAll(() => shop?.close());

  it('refuses any change that leaves no ACTIVE account holding ADMIN_ROLES, and writes nothing', async () => {
    const boss = await createStaff(shop.app.db, ['ADMIN_ROLES', 'ADMIN_CLIENTS']);
    const headers = bearer(await login(shop.app, boss));
    const bossRole = (
      await shop.app.db
        .select({ roleId: roles.id })
        .from(roles)
        .where(eq(roles.permissions, ['ADMIN_ROLES', 'ADMIN_CLIENTS']))
    )[0]!.roleId;
    // Another ADMIN_ROLES role exists, but its only holder is INACTIVE: it saves nobody.
    const idle = await createStaff(shop.app.db, ['ADMIN_ROLES']);
    await shop.app.db.update(users).set({ clientStatus: 'INACTIVE' }).where(eq(users.id, idle.id));

    const stripped = await shop.app.inject(
      json('PATCH', `/api/roles/${bossRole}`, { permissions: ['ADMIN_CLIENTS'] }, headers),
    );
    expect(stripped.statusCode).toBe(409);
    expect(stripped.json()).toMatchObject({
      code: 'ROLE_LOCKOUT',
      message: ERRORS.ROLE_LOCKOUT.message,
    });
    const kept = (await shop.app.db.select().from(roles).where(eq(roles.id, bossRole)))[0]!;
    expect(kept.permissions).toEqual(['ADMIN_ROLES', 'ADMIN_CLIENTS']);
    expect(await auditOf(shop, bossRole)).toEqual([]);

    // The seeded Administrador role holds ADMIN_ROLES with no holder: losing it is fine while the boss keeps it.
    const seeded = (await roleNamed(shop, 'Administrador'))!;
    const fine = await shop.app.inject(
      json('PATCH', `/api/roles/${seeded.id}`, { permissions: ['ADMIN_ORDERS'] }, headers),
    );
    expect(fine.statusCode).toBe(200);
    const dropped = await shop.app.inject(
      json('DELETE', `/api/roles/${seeded.id}`, undefined, headers),
    );
    expect(dropped.statusCode).toBe(204);
    // The boss still answers: only permission changes end sessions, and none touched the boss's role.
    const again = await shop.app.inject(
      json('PATCH', `/api/roles/${bossRole}`, { permissions: ['ADMIN_CLIENTS'] }, headers),
    );
    expect(again.json().code).toBe('ROLE_LOCKOUT');
  });
});

describe('roles: who reads them', () => {
  it('lets client admins read the roles they assign, and nothing more', async () => {
    const target = (await create({ name: 'Asignable', permissions: [] })).json();
    const clientsStaff = await staffHeaders(t, ['ADMIN_CLIENTS']);

    const list = await t.app.inject(json('GET', '/api/roles', undefined, clientsStaff));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(expect.objectContaining({ name: 'Asignable' }));
    const writes = [
      json('POST', '/api/roles', { name: 'Intruso', permissions: [] }, clientsStaff),
      json('PATCH', `/api/roles/${target.id}`, { description: 'Cambiada' }, clientsStaff),
      json('DELETE', `/api/roles/${target.id}`, undefined, clientsStaff),
    ];
    for (const write of writes) expect((await t.app.inject(write)).statusCode).toBe(403);
  });
});
