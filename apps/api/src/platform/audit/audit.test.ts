import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditHistorySchema } from '@shop/shared';
import { auditLog, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type CreatedUser } from '../../../test/factories';
import type { AuditFact } from './service';

let t: TestApp;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app.db, { roleName: 'Administrador' });
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
/** An entity id no other test writes to, so each test reads only its own history. */
const anotherUserId = () => `sin-cuenta-${++sequence}`;

const statusChange = (entityId: string, over: Partial<AuditFact> = {}): AuditFact => ({
  actorUserId: admin.id,
  entity: 'user',
  entityId,
  action: 'client_status',
  before: { clientStatus: 'PENDING' },
  after: { clientStatus: 'ACTIVE' },
  reason: 'RUT verificado',
  ...over,
});

const history = async (entityId: string, offset = 0, limit = 20) =>
  AuditHistorySchema.parse(await t.app.audit.history('user', entityId, { offset, limit }));

/** The database's own message, also when the driver wraps it in a "Failed query" error. */
const refusal = async (query: PromiseLike<unknown>): Promise<string> => {
  try {
    await query;
  } catch (err) {
    const messages: string[] = [];
    for (let e: unknown = err; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' | ');
  }
  throw new Error('the database accepted the query');
};

describe('audit log', () => {
  /** A customer's status change and its entry, written in one transaction as an admin route will. */
  const approve = (customer: CreatedUser, fail: boolean) =>
    t.app.db.transaction(async (tx) => {
      await tx.update(users).set({ clientStatus: 'ACTIVE' }).where(eq(users.id, customer.id));
      expect(await t.app.audit.record(tx, statusChange(String(customer.id)))).toBe(true);
      if (fail) throw new Error('the status change failed');
    });
  const statusOf = async (customer: CreatedUser) =>
    (await t.app.db.select().from(users).where(eq(users.id, customer.id)))[0]!.clientStatus;

  it('writes no entry when the transaction that records it rolls back', async () => {
    const customer = await createUser(t.app.db, { clientStatus: 'PENDING' });
    await expect(approve(customer, true)).rejects.toThrow('the status change failed');
    expect(await statusOf(customer)).toBe('PENDING');
    expect(await history(String(customer.id))).toEqual({ entries: [], totalPages: 0 });
  });

  it('writes who, when, what, before, after and why when the transaction commits', async () => {
    const customer = await createUser(t.app.db, { clientStatus: 'PENDING' });
    const started = Date.now();
    await approve(customer, false);
    expect(await statusOf(customer)).toBe('ACTIVE');
    const { entries, totalPages } = await history(String(customer.id));
    expect(totalPages).toBe(1);
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        actor: { id: admin.id, email: admin.email },
        entity: 'user',
        entityId: String(customer.id),
        action: 'client_status',
        before: { clientStatus: 'PENDING' },
        after: { clientStatus: 'ACTIVE' },
        reason: 'RUT verificado',
        createdAt: expect.any(String),
      },
    ]);
    const at = Date.parse(entries[0]!.createdAt);
    expect(at).toBeGreaterThanOrEqual(started - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('records the system as a null actor, a creation with no before and a blank reason as none', async () => {
    const id = anotherUserId();
    await t.app.audit.record(
      t.app.db,
      statusChange(id, { actorUserId: null, action: 'create', before: null, reason: '  ' }),
    );
    const [entry] = (await history(id)).entries;
    expect(entry).toMatchObject({ actor: null, action: 'create', before: null, reason: null });
  });

  it('writes no entry when before and after are equal, whatever the key order', async () => {
    const id = anotherUserId();
    const same = { clientType: 'DISTRIBUTOR', roles: ['Cliente'] };
    const sameReordered = { roles: ['Cliente'], clientType: 'DISTRIBUTOR' };
    expect(
      await t.app.audit.record(t.app.db, statusChange(id, { before: same, after: sameReordered })),
    ).toBe(false);
    expect(
      await t.app.audit.record(t.app.db, statusChange(id, { before: null, after: null })),
    ).toBe(false);
    expect(
      await t.app.audit.record(
        t.app.db,
        statusChange(id, { before: { stock: 3, note: undefined }, after: { stock: 3 } }),
      ),
    ).toBe(false);
    expect(await history(id)).toEqual({ entries: [], totalPages: 0 });
  });

  it('answers an entity’s history newest first, one page at a time, and only its own', async () => {
    const id = anotherUserId();
    await t.app.audit.record(t.app.db, statusChange(anotherUserId()));
    const steps = ['PENDING', 'ACTIVE', 'INACTIVE', 'ACTIVE', 'INACTIVE', 'ACTIVE'];
    for (let i = 1; i < steps.length; i++)
      await t.app.audit.record(
        t.app.db,
        statusChange(id, {
          before: { clientStatus: steps[i - 1] },
          after: { clientStatus: steps[i] },
          reason: `paso ${i}`,
        }),
      );
    // Entries of one transaction share created_at: they still come newest first.
    await t.app.db.transaction(async (tx) => {
      await t.app.audit.record(tx, statusChange(id, { action: 'client_type', reason: 'paso 6' }));
      await t.app.audit.record(tx, statusChange(id, { action: 'roles', reason: 'paso 7' }));
    });

    const reasons = async (offset: number) =>
      (await history(id, offset, 3)).entries.map((e) => e.reason);
    expect(await reasons(0)).toEqual(['paso 7', 'paso 6', 'paso 5']);
    expect(await reasons(1)).toEqual(['paso 4', 'paso 3', 'paso 2']);
    expect(await reasons(2)).toEqual(['paso 1']);
    expect(await reasons(3)).toEqual([]);
    expect((await history(id, 5, 3)).totalPages).toBe(3);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE from any writer', async () => {
    const id = anotherUserId();
    await t.app.audit.record(t.app.db, statusChange(id));
    const ofEntity = eq(auditLog.entityId, id);

    expect(
      await refusal(t.app.db.update(auditLog).set({ reason: 'reescrito' }).where(ofEntity)),
    ).toContain('audit_log is append-only: UPDATE refused');
    expect(
      await refusal(t.app.db.update(auditLog).set({ actorUserId: null }).where(ofEntity)),
    ).toContain('append-only: UPDATE refused');
    expect(await refusal(t.app.db.delete(auditLog).where(ofEntity))).toContain(
      'append-only: DELETE refused',
    );
    expect(await refusal(t.app.db.execute('TRUNCATE audit_log'))).toContain(
      'append-only: TRUNCATE refused',
    );
    expect((await history(id)).entries).toMatchObject([
      { reason: 'RUT verificado', actor: { id: admin.id } },
    ]);
  });

  it('keeps the entries of a deleted account, with the actor forgotten', async () => {
    const id = anotherUserId();
    const leaving = await createUser(t.app.db, { roleName: 'Administrador' });
    await t.app.audit.record(t.app.db, statusChange(id, { actorUserId: leaving.id }));
    await t.app.db.delete(users).where(eq(users.id, leaving.id));
    expect((await history(id)).entries).toMatchObject([
      { actor: null, reason: 'RUT verificado', after: { clientStatus: 'ACTIVE' } },
    ]);
  });
});
