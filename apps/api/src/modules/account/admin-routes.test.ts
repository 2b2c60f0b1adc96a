import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CLIENT_MESSAGES, ERRORS, SORT_MESSAGES, type Permission } from '@shop/shared';
import { auditLog, mailOutbox, profiles, roles, userRoles, users } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createStaff, createUser, login } from '../../../test/factories';

let t: TestApp;
let admin: { id: number; headers: Record<string, string> };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await staff(['ADMIN_CLIENTS']);
});
afterAll(() => t?.close());

async function staff(permissions: Permission[]) {
  const user = await createStaff(t.app.db, permissions);
  return { ...user, headers: bearer(await login(t.app, user)) };
}

/** A customer with a recognisable profile, so that a search finds only it. */
async function customer(
  profile: Partial<typeof profiles.$inferInsert> = {},
  o: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(t.app.db, o);
  if (Object.keys(profile).length)
    await t.app.db.update(profiles).set(profile).where(eq(profiles.userId, user.id));
  return user;
}

const list = (query: string, headers = admin.headers) =>
  t.app.inject(json('GET', `/api/auth?${query}`, undefined, headers));
const patch = (id: number, body: unknown, headers = admin.headers) =>
  t.app.inject(json('PATCH', `/api/auth/update/${id}`, body, headers));
const decide = (id: number, body: unknown, headers = admin.headers) =>
  t.app.inject(json('POST', `/api/auth/${id}/type-request`, body, headers));
const storedUser = async (id: number) =>
  (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditOf = (id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
const mailsTo = (email: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const roleId = async (name: string) =>
  (await t.app.db.select().from(roles).where(eq(roles.name, name)))[0]!.id;

describe('GET /api/auth', () => {
  it('finds by name, e-mail, NIT and business name, ignoring accents and case', async () => {
    const ana = await customer({
      fullName: 'Ángela Zúñiga Quintero',
      identificationNumber: '901777123',
      businessName: 'Redes Ópticas Xyzw S.A.S.',
    });
    const ids = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`))
        .json()
        .users.map((u: { id: number }) => u.id);

    expect(await ids('angela zuñiga')).toEqual([ana.id]);
    expect(await ids('ZUNIGA QUINTERO')).toEqual([ana.id]);
    expect(await ids('901777123')).toEqual([ana.id]);
    expect(await ids('opticas xyzw')).toEqual([ana.id]);
    expect(await ids(ana.email.toUpperCase())).toEqual([ana.id]);
    expect(await ids('nadie-se-llama-asi')).toEqual([]);
    // A LIKE wildcard is text, not a pattern.
    expect(await ids('%')).toEqual([]);

    const row = (await list('search=901777123')).json().users[0];
    expect(row).toEqual({
      id: ana.id,
      email: ana.email,
      fullName: 'Ángela Zúñiga Quintero',
      businessName: 'Redes Ópticas Xyzw S.A.S.',
      identificationNumber: '901777123',
      clientType: 'DISTRIBUTOR',
      clientStatus: 'ACTIVE',
      requestedClientType: null,
      requestedMunicipalityCode: null,
      createdAt: expect.any(String),
    });
  });

  it('pages newest first with totalPages, and an empty page past the last', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await customer({ businessName: 'Paginadora Qqq' }));
    const first = (await list('search=paginadora%20qqq&offset=0&limit=2')).json();
    expect(first.totalPages).toBe(2);
    expect(first.users.map((u: { id: number }) => u.id)).toEqual([made[2]!.id, made[1]!.id]);
    const second = (await list('search=paginadora%20qqq&offset=1&limit=2')).json();
    expect(second.users.map((u: { id: number }) => u.id)).toEqual([made[0]!.id]);
    const past = (await list('search=paginadora%20qqq&offset=5&limit=2')).json();
    expect(past).toEqual({ users: [], totalPages: 2 });
  });

  it('filters by status, client type and pending type requests', async () => {
    const tag = { businessName: 'Filtros Wqwq' };
    const pending = await customer(tag, { clientStatus: 'PENDING', clientType: 'TECHNICAL' });
    const active = await customer(tag, { clientType: 'GOVERMENT' });
    await t.app.db
      .update(users)
      .set({ requestedClientType: 'DISTRIBUTOR' })
      .where(eq(users.id, active.id));
    const ids = async (query: string) =>
      (await list(`search=filtros%20wqwq&${query}`)).json().users.map((u: { id: number }) => u.id);

    expect(await ids('status=PENDING')).toEqual([pending.id]);
    expect(await ids('clientType=GOVERMENT')).toEqual([active.id]);
    expect(await ids('typeRequests=true')).toEqual([active.id]);
    expect(await ids('typeRequests=false')).toEqual([active.id, pending.id]);
    expect(await ids('status=ACTIVE&clientType=TECHNICAL')).toEqual([]);
  });

  it('orders by name, document, type and registration either way', async () => {
    const tag = 'Orden Kkzz';
    const zeta = await customer({ businessName: `Zeta ${tag}`, identificationNumber: '800100100' });
    const alfa = await customer({
      businessName: `Álamo ${tag}`,
      identificationNumber: '900100100',
    });
    const mid = await customer(
      { businessName: `Marta ${tag}`, identificationNumber: '700100100' },
      { clientType: 'CLIENT_FINAL' },
    );
    const ids = async (query: string) =>
      (await list(`search=orden%20kkzz&${query}`)).json().users.map((u: { id: number }) => u.id);

    // The folded name: 'Álamo' runs with the a's, not after the z's.
    expect(await ids('sort=name')).toEqual([alfa.id, mid.id, zeta.id]);
    expect(await ids('sort=name&order=desc')).toEqual([zeta.id, mid.id, alfa.id]);
    expect(await ids('sort=identification')).toEqual([mid.id, zeta.id, alfa.id]);
    expect(await ids('sort=createdAt')).toEqual([zeta.id, alfa.id, mid.id]);
    expect(await ids('')).toEqual([mid.id, alfa.id, zeta.id]);
    expect((await ids('sort=clientType'))[0]).toBe(mid.id);
    const bad = await list('sort=passwordHash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SORT_MESSAGES.key);
  });

  it('refuses bad parameters with a Spanish message', async () => {
    for (const query of ['status=BORRADO', 'clientType=X', 'limit=0', 'typeRequests=si', 'foo=1']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/[áéíóúñ]|Seleccione|Use true|campo|límite/);
    }
  });
});

describe('PATCH /api/auth/update/{id} by staff with ADMIN_CLIENTS', () => {
  it('activates a PENDING account with a reason: audit entry, stored reason and a mail', async () => {
    const company = await customer({}, { clientStatus: 'PENDING' });
    const res = await patch(company.id, { clientStatus: 'ACTIVE', comments: ' RUT verificado ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      changed: true,
      message: ADMIN_CLIENT_MESSAGES.updated,
      account: { id: company.id, clientStatus: 'ACTIVE', comments: 'RUT verificado' },
    });
    expect((await storedUser(company.id)).clientStatus).toBe('ACTIVE');
    const entries = await auditOf(company.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: admin.id,
      action: 'client_status',
      before: { clientStatus: 'PENDING' },
      after: { clientStatus: 'ACTIVE' },
      reason: 'RUT verificado',
    });
    const mails = await mailsTo(company.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('account-activated');
    expect(mails[0]!.text).toContain('Su cuenta ya está activa');
    // The customer can now sign in.
    await login(t.app, company);
  });

  it('sets tax flags with a reason: only the changed flags audited, the profile answered', async () => {
    const person = await customer({}, { clientType: 'CLIENT_FINAL', legalPersonType: false });
    const res = await patch(person.id, {
      taxFlags: { withholdingAgent: true, autorretenedor: false },
      comments: 'Comerciante con ingresos superiores a 30.000 UVT (art. 368-2)',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      changed: true,
      message: ADMIN_CLIENT_MESSAGES.updated,
      account: {
        taxProfile: {
          kind: 'NATURAL_PERSON',
          withholdingAgent: true,
          granContribuyente: false,
          autorretenedor: false,
        },
      },
    });
    expect(await storedUser(person.id)).toMatchObject({
      withholdingAgent: true,
      autorretenedor: false,
    });
    const entries = await auditOf(person.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: admin.id,
      action: 'client_tax_flags',
      reason: 'Comerciante con ingresos superiores a 30.000 UVT (art. 368-2)',
      before: { withholdingAgent: false },
      after: { withholdingAgent: true },
    });
    const trail = await t.app.inject(
      json('GET', `/api/auth/${person.id}/audit`, undefined, admin.headers),
    );
    expect(trail.json().entries[0]).toMatchObject({ action: 'client_tax_flags' });

    // The same values again: nothing written, the usual unchanged answer.
    const again = await patch(person.id, { taxFlags: { withholdingAgent: true }, comments: 'x' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      changed: false,
      message: ADMIN_CLIENT_MESSAGES.unchanged,
    });
    expect(await auditOf(person.id)).toHaveLength(1);
  });

  it('confirms an inferred tax profile saved with a reason, changed or not', async () => {
    const state = await customer({}, { clientType: 'GOVERMENT', taxFlags: { publicEntity: true } });
    // As migration 0017 leaves the accounts of the Gobierno price list.
    await t.app.db.update(users).set({ taxProfileConfirmed: false }).where(eq(users.id, state.id));
    const pendingIds = async () =>
      (await list('taxProfilePending=true&limit=100'))
        .json()
        .users.map((u: { id: number }) => u.id);
    expect(await pendingIds()).toContain(state.id);

    const flags = {
      withholdingAgent: false,
      granContribuyente: false,
      autorretenedor: false,
      publicEntity: true,
      ivaWithholdingAgent: false,
      regimenSimple: false,
    };
    const res = await patch(state.id, {
      taxFlags: flags,
      comments: 'RUT revisado: entidad estatal',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, account: { taxProfileConfirmed: true } });
    expect(await pendingIds()).not.toContain(state.id);
    expect(await storedUser(state.id)).toMatchObject({
      publicEntity: true,
      taxProfileConfirmed: true,
    });
    expect((await auditOf(state.id)).at(-1)).toMatchObject({
      action: 'client_tax_flags',
      before: { taxProfileConfirmed: false },
      after: { taxProfileConfirmed: true },
    });

    // Once confirmed, the same flags again change nothing.
    const again = await patch(state.id, { taxFlags: flags, comments: 'x' });
    expect(again.json()).toMatchObject({ changed: false });
  });

  it('refuses tax flags without a reason or with a bad value, writing nothing', async () => {
    const company = await customer();
    for (const body of [
      { taxFlags: { granContribuyente: true } },
      { taxFlags: { granContribuyente: true }, comments: '  ' },
    ]) {
      const res = await patch(company.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ADMIN_CLIENT_MESSAGES.reasonMissing);
    }
    const bad = await patch(company.id, { taxFlags: { granContribuyente: 'sí' }, comments: 'x' });
    expect(bad.statusCode).toBe(400);
    const unknown = await patch(company.id, { taxFlags: { exento: true }, comments: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect((await storedUser(company.id)).granContribuyente).toBe(false);
    expect(await auditOf(company.id)).toEqual([]);
  });

  it('sets the fiscal identity with a reason: the DV follows the NIT, audited before and after', async () => {
    const company = await customer();
    expect((await storedUser(company.id)).idType).toBe('NIT');
    const person = await customer(
      { identificationNumber: '1020304050' },
      { legalPersonType: false },
    );
    const res = await patch(person.id, {
      taxIdentity: { idType: 'CE', ivaRegime: 'NO_RESPONSABLE_IVA', incomeTaxDeclarant: true },
      comments: 'RUT: cédula de extranjería, no responsable de IVA (49), declarante (05)',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().account.taxProfile).toMatchObject({
      idType: 'CE',
      checkDigit: null,
      ivaRegime: 'NO_RESPONSABLE_IVA',
      incomeTaxDeclarant: true,
    });
    expect((await auditOf(person.id)).at(-1)).toMatchObject({
      action: 'client_tax_flags',
      before: { idType: 'CC', ivaRegime: null, incomeTaxDeclarant: null },
      after: { idType: 'CE', ivaRegime: 'NO_RESPONSABLE_IVA', incomeTaxDeclarant: true },
    });
    // 1020304050 read as a NIT: its DV is computed, never typed.
    const nit = await patch(person.id, { taxIdentity: { idType: 'NIT' }, comments: 'Es un NIT' });
    expect(nit.json().account.taxProfile).toMatchObject({ idType: 'NIT', checkDigit: 8 });
    const typed = await patch(person.id, { taxIdentity: { checkDigit: 3 }, comments: 'x' });
    expect(typed.statusCode).toBe(400);
    const bad = await patch(person.id, { taxIdentity: { idType: 'RUT' }, comments: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Seleccione un tipo de documento de la lista.');
  });

  it('refuses a change without a reason, writing nothing', async () => {
    const company = await customer({}, { clientStatus: 'PENDING' });
    for (const body of [
      { clientStatus: 'ACTIVE' },
      { clientStatus: 'ACTIVE', comments: '   ' },
      { clientType: 'TECHNICAL', comments: '' },
    ]) {
      const res = await patch(company.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ADMIN_CLIENT_MESSAGES.reasonMissing);
    }
    const roleless = await patch(company.id, { roles: [await roleId('Cliente')] });
    expect(roleless.statusCode).toBe(400);
    expect(roleless.json().message).toBe(ADMIN_CLIENT_MESSAGES.rolesReasonMissing);
    const nothing = await patch(company.id, { comments: 'sin cambios' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(ADMIN_CLIENT_MESSAGES.reasonMissing);
    const unknown = await patch(company.id, { clientStatus: 'ACTIVE', comments: 'x', email: 'a' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('«Correo»');

    expect((await storedUser(company.id)).clientStatus).toBe('PENDING');
    expect(await auditOf(company.id)).toEqual([]);
    expect(await mailsTo(company.email)).toEqual([]);
  });

  it('writes one entry per changed attribute and none for an unchanged value', async () => {
    const company = await customer({}, { clientType: 'DISTRIBUTOR' });
    await t.app.db
      .update(users)
      .set({ requestedClientType: 'GOVERMENT' })
      .where(eq(users.id, company.id));
    const clientRole = await roleId('Cliente');
    const [extra] = await t.app.db
      .insert(roles)
      .values({ name: 'Compras Vvv', permissions: ['USER'] })
      .returning({ id: roles.id });

    const res = await patch(company.id, {
      clientStatus: 'ACTIVE', // unchanged
      clientType: 'TECHNICAL',
      roles: [extra!.id, clientRole],
      comments: 'Acuerdo comercial',
    });
    expect(res.statusCode).toBe(200);
    const stored = await storedUser(company.id);
    expect(stored.clientType).toBe('TECHNICAL');
    expect(stored.requestedClientType).toBeNull();
    const entries = await auditOf(company.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['client_type', 'roles']);
    expect(entries.find((e) => e.action === 'roles')).toMatchObject({
      before: { roles: [clientRole] },
      after: { roles: [clientRole, extra!.id].sort((a, b) => a - b) },
      reason: 'Acuerdo comercial',
    });
    expect(entries.find((e) => e.action === 'client_type')).toMatchObject({
      before: { clientType: 'DISTRIBUTOR', requestedClientType: 'GOVERMENT' },
      after: { clientType: 'TECHNICAL', requestedClientType: null },
    });
    // No activation mail: the account was already active.
    expect(await mailsTo(company.email)).toEqual([]);

    const again = await patch(company.id, {
      clientType: 'TECHNICAL',
      roles: [clientRole, extra!.id],
      comments: 'Otra vez',
    });
    expect(again.json()).toMatchObject({
      changed: false,
      message: ADMIN_CLIENT_MESSAGES.unchanged,
    });
    expect(await auditOf(company.id)).toHaveLength(2);
  });

  it('refuses an unknown role id without touching the roles', async () => {
    const company = await customer();
    const res = await patch(company.id, { roles: [999_999], comments: 'Nuevo rol' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADMIN_CLIENT_MESSAGES.roleUnknown);
    const kept = await t.app.db.select().from(userRoles).where(eq(userRoles.userId, company.id));
    expect(kept).toHaveLength(1);
  });

  it('answers 404 for an account that does not exist', async () => {
    const res = await patch(999_999, { clientStatus: 'ACTIVE', comments: 'x' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses staff deactivating themselves or removing their own ADMIN_CLIENTS', async () => {
    const me = await staff(['ADMIN_CLIENTS']);
    for (const body of [
      { clientStatus: 'INACTIVE', comments: 'salgo' },
      { clientStatus: 'PENDING', comments: 'salgo' },
      { roles: [await roleId('Cliente')], comments: 'salgo' },
    ]) {
      const res = await patch(me.id, body, me.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'SELF_LOCKOUT',
        message: ERRORS.SELF_LOCKOUT.message,
      });
    }
    expect((await storedUser(me.id)).clientStatus).toBe('ACTIVE');
    expect(await auditOf(me.id)).toEqual([]);
    // Another admin may.
    const res = await patch(me.id, { clientStatus: 'INACTIVE', comments: 'Retiro' });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/auth/{id}/type-request', () => {
  async function requesting() {
    const company = await customer({}, { clientType: 'CLIENT_FINAL' });
    await t.app.db
      .update(users)
      .set({ requestedClientType: 'DISTRIBUTOR' })
      .where(eq(users.id, company.id));
    return company;
  }

  it('approves: the type is set, the request cleared, audited and mailed', async () => {
    const company = await requesting();
    const res = await decide(company.id, { approve: true, comments: 'RUT de distribuidor' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ADMIN_CLIENT_MESSAGES.requestApproved);
    const stored = await storedUser(company.id);
    expect([stored.clientType, stored.requestedClientType]).toEqual(['DISTRIBUTOR', null]);
    expect(await auditOf(company.id)).toMatchObject([
      {
        action: 'client_type',
        before: { clientType: 'CLIENT_FINAL', requestedClientType: 'DISTRIBUTOR' },
        after: { clientType: 'DISTRIBUTOR', requestedClientType: null },
        reason: 'RUT de distribuidor',
      },
    ]);
    const [mail] = await mailsTo(company.email);
    expect(mail).toMatchObject({ kind: 'client-type-approved' });
    expect(mail!.text).toContain('Motivo: RUT de distribuidor');
  });

  it('rejects: the type stays, the request is cleared, audited and mailed', async () => {
    const company = await requesting();
    const res = await decide(company.id, { approve: false, comments: 'El RUT no coincide' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ADMIN_CLIENT_MESSAGES.requestRejected);
    const stored = await storedUser(company.id);
    expect([stored.clientType, stored.requestedClientType]).toEqual(['CLIENT_FINAL', null]);
    expect(await auditOf(company.id)).toMatchObject([
      { after: { clientType: 'CLIENT_FINAL', requestedClientType: null } },
    ]);
    expect((await mailsTo(company.email))[0]).toMatchObject({ kind: 'client-type-rejected' });
  });

  it('refuses a decision without a reason or without a pending request', async () => {
    const company = await requesting();
    const blank = await decide(company.id, { approve: true, comments: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(ADMIN_CLIENT_MESSAGES.reasonMissing);
    const noAnswer = await decide(company.id, { comments: 'x' });
    expect(noAnswer.json().message).toBe(ADMIN_CLIENT_MESSAGES.approveMissing);
    expect((await storedUser(company.id)).requestedClientType).toBe('DISTRIBUTOR');

    const none = await customer();
    const res = await decide(none.id, { approve: true, comments: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_CLIENT_MESSAGES.noPendingRequest);
    expect(await auditOf(none.id)).toEqual([]);
  });
});

describe('GET /api/auth/{id}/audit', () => {
  it('answers the account history newest first, paged', async () => {
    const company = await customer({}, { clientStatus: 'PENDING' });
    await patch(company.id, { clientStatus: 'ACTIVE', comments: 'Primero' });
    await patch(company.id, { clientStatus: 'INACTIVE', comments: 'Segundo' });
    const res = await t.app.inject(
      json('GET', `/api/auth/${company.id}/audit?limit=1`, undefined, admin.headers),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalPages: 2,
      entries: [
        {
          actor: { id: admin.id },
          action: 'client_status',
          after: { clientStatus: 'INACTIVE' },
          reason: 'Segundo',
        },
      ],
    });
    const missing = await t.app.inject(
      json('GET', '/api/auth/999999/audit', undefined, admin.headers),
    );
    expect(missing.statusCode).toBe(404);
  });
});
