import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  municipalityRequestedMessage,
  CONTROL_CHARACTERS_MESSAGE,
  MESSAGES,
  profileFieldRefusal as locked,
  unknownFieldMessage,
} from '@shop/shared';
import { mailOutbox, profiles, siteConfig, users } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createStaff, createUser, login } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db
    .update(siteConfig)
    .set({ notificationEmail: 'ventas@example.com' })
    .where(eq(siteConfig.id, 1));
});
afterAll(() => t?.close());

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.app.db, overrides);
  return { ...user, headers: bearer(await login(t.app, user)) };
}

const storedProfile = async (userId: number) =>
  (await t.app.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;
const storedUser = async (userId: number) =>
  (await t.app.db.select().from(users).where(eq(users.id, userId)))[0]!;

describe('GET /api/auth/{id}', () => {
  it('answers the own user with roles, status, type and the profile with its municipality', async () => {
    const me = await signedIn({ clientType: 'DISTRIBUTOR' });
    await t.app.db
      .update(users)
      .set({ comments: 'RUT revisado por Carolina' })
      .where(eq(users.id, me.id));

    const res = await t.app.inject(json('GET', `/api/auth/${me.id}`, undefined, me.headers));
    expect(res.statusCode).toBe(200);
    const account = res.json();
    expect(account).toMatchObject({
      id: me.id,
      email: me.email,
      roles: [{ id: expect.any(Number), name: 'Cliente' }],
      clientStatus: 'ACTIVE',
      clientType: 'DISTRIBUTOR',
      requestedClientType: null,
      legalPersonType: true,
      // Staff notes stay with staff.
      comments: null,
      profile: {
        fullName: 'Persona de Prueba',
        identificationNumber: '900544472',
        contactPhone: '3105550000',
        primaryAddress: 'Calle 1 # 2-3',
        secondaryAddress: null,
        dataTreatmentAuthorization: true,
        notificationAuthorization: false,
        location: {
          municipalityDaneCode: '11001',
          municipality: 'BOGOTÁ, D.C.',
          departmentDaneCode: '11',
        },
      },
    });
    expect(new Date(account.profile.createdAt).getTime()).not.toBeNaN();
    expect(account).not.toHaveProperty('passwordHash');
  });

  it('carries the tax profile: a company withholds, a natural person is plain, flags from staff', async () => {
    const company = await signedIn({ clientType: 'DISTRIBUTOR', legalPersonType: true });
    const res = await t.app.inject(
      json('GET', `/api/auth/${company.id}`, undefined, company.headers),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().taxProfile).toEqual({
      kind: 'LEGAL_PERSON',
      withholdingAgent: false,
      granContribuyente: false,
      autorretenedor: false,
      publicEntity: false,
      ivaWithholdingAgent: false,
      regimenSimple: false,
      // The fiscal identity: the company's NIT with its DV, its responsibilities not known yet.
      idType: 'NIT',
      checkDigit: 2,
      ivaRegime: null,
      incomeTaxDeclarant: null,
      municipalityCode: '11001',
      municipalityName: 'Bogotá, D.C.',
    });

    const person = await signedIn({ clientType: 'CLIENT_FINAL', legalPersonType: false });
    await t.app.db
      .update(users)
      .set({ withholdingAgent: true, autorretenedor: true })
      .where(eq(users.id, person.id));
    const own = await t.app.inject(
      json('GET', `/api/auth/${person.id}`, undefined, person.headers),
    );
    expect(own.json().taxProfile).toMatchObject({
      kind: 'NATURAL_PERSON',
      idType: 'CC',
      checkDigit: null,
      withholdingAgent: true,
      granContribuyente: false,
      autorretenedor: true,
    });

    const state = await signedIn({
      clientType: 'GOVERMENT',
      legalPersonType: true,
      taxFlags: { publicEntity: true },
    });
    const staff = await createStaff(t.app.db, ['ADMIN_CLIENTS']);
    const byStaff = await t.app.inject(
      json('GET', `/api/auth/${state.id}`, undefined, bearer(await login(t.app, staff))),
    );
    expect(byStaff.json().taxProfile.kind).toBe('PUBLIC_ENTITY');
  });

  it('answers 404 for another customer, as if the account did not exist', async () => {
    const me = await signedIn();
    const other = await createUser(t.app.db);
    const res = await t.app.inject(json('GET', `/api/auth/${other.id}`, undefined, me.headers));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(res.body).not.toContain(other.email);
  });

  it('lets ADMIN_CLIENTS read any account, comments included', async () => {
    const customer = await createUser(t.app.db);
    await t.app.db.update(users).set({ comments: 'Activado' }).where(eq(users.id, customer.id));
    const clientsAdmin = await createStaff(t.app.db, ['ADMIN_CLIENTS']);

    const read = await t.app.inject(
      json('GET', `/api/auth/${customer.id}`, undefined, bearer(await login(t.app, clientsAdmin))),
    );
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: customer.id, comments: 'Activado' });
  });

  it("says the profile is not defined for a user whose profile row is missing (the spec's text)", async () => {
    const clientsAdmin = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_CLIENTS'])));
    const broken = await createUser(t.app.db);
    await t.app.db.delete(profiles).where(eq(profiles.userId, broken.id));
    const res = await t.app.inject(json('GET', `/api/auth/${broken.id}`, undefined, clientsAdmin));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Error: el perfil no está definido.');
    const gone = await t.app.inject(json('GET', '/api/auth/999999', undefined, clientsAdmin));
    expect(gone.json().message).toBe('No encontramos este usuario.');
  });

  it('asks for a sign-in without a session and explains a malformed id', async () => {
    const me = await signedIn();
    expect((await t.app.inject(json('GET', `/api/auth/${me.id}`))).statusCode).toBe(401);
    const bad = await t.app.inject(json('GET', '/api/auth/abc', undefined, me.headers));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El identificador del usuario debe ser un número entero.');
  });
});

describe('PATCH /api/auth/update/{id} (own client type)', () => {
  const change = (id: number, body: unknown, headers: Record<string, string>) =>
    t.app.inject(json('PATCH', `/api/auth/update/${id}`, body, headers));

  it('applies CLIENT_FINAL at once and clears any pending request', async () => {
    const me = await signedIn({ clientType: 'TECHNICAL' });
    const res = await change(me.id, { clientType: 'CLIENT_FINAL' }, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.clientUpdated,
      changed: true,
      account: { clientType: 'CLIENT_FINAL', requestedClientType: null },
    });
    expect((await storedUser(me.id)).clientType).toBe('CLIENT_FINAL');
  });

  it('records a special-pricing type as a request: type and prices stay until staff approve', async () => {
    const me = await signedIn({ clientType: 'CLIENT_FINAL', legalPersonType: false });
    await t.app.db.delete(mailOutbox);

    const res = await change(me.id, { clientType: 'DISTRIBUTOR' }, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      changed: true,
      account: { clientType: 'CLIENT_FINAL', requestedClientType: 'DISTRIBUTOR' },
    });
    expect(res.json().message).toContain('Distribuidor de Tecnología');
    const stored = await storedUser(me.id);
    expect(stored).toMatchObject({
      clientType: 'CLIENT_FINAL',
      requestedClientType: 'DISTRIBUTOR',
    });
    expect(stored.requestedClientTypeAt).toBeInstanceOf(Date);

    // The price a customer sees follows the stored type, not the request.
    const session = await t.app.inject(json('GET', '/api/auth/user/verify', undefined, me.headers));
    expect(session.json().user.clientType).toBe('CLIENT_FINAL');

    await t.app.outbox.idle();
    const mails = await t.app.db.select().from(mailOutbox);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ['client-type-request', 'ventas@example.com'],
    ]);
    expect(mails[0]!.text).toContain('de Cliente final a Distribuidor de Tecnología');

    const again = await change(me.id, { clientType: 'DISTRIBUTOR' }, me.headers);
    expect(again.json()).toMatchObject({ changed: false });

    const withdrawn = await change(me.id, { clientType: 'CLIENT_FINAL' }, me.headers);
    expect(withdrawn.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.clientTypeRequestWithdrawn,
      changed: true,
      account: { clientType: 'CLIENT_FINAL', requestedClientType: null },
    });

    // Asking again and switching within the hour updates the request but mails staff no more.
    await change(me.id, { clientType: 'TECHNICAL' }, me.headers);
    await change(me.id, { clientType: 'GOVERMENT' }, me.headers);
    expect((await storedUser(me.id)).requestedClientType).toBe('GOVERMENT');
    await t.app.outbox.idle();
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('writes nothing when the type is the current one', async () => {
    const me = await signedIn({ clientType: 'GOVERMENT' });
    const before = await storedUser(me.id);
    const res = await change(me.id, { clientType: 'GOVERMENT' }, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.clientTypeUnchanged,
      changed: false,
    });
    expect((await storedUser(me.id)).updatedAt).toEqual(before.updatedAt);
  });

  it("answers 404 for another customer's account and leaves it alone", async () => {
    const me = await signedIn();
    const other = await createUser(t.app.db, { clientType: 'TECHNICAL' });
    const res = await change(other.id, { clientType: 'CLIENT_FINAL' }, me.headers);
    expect(res.statusCode).toBe(404);
    expect((await storedUser(other.id)).clientType).toBe('TECHNICAL');
  });

  it.each([
    [{ clientType: 'MAYORISTA' }, 'Seleccione un tipo de cliente válido.'],
    [{}, 'Seleccione un tipo de cliente válido.'],
  ])('refuses %j in Spanish', async (body, message) => {
    const me = await signedIn();
    const res = await change(me.id, body, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses tax flags sent for oneself: staff set them', async () => {
    const me = await signedIn({ clientType: 'DISTRIBUTOR' });
    for (const body of [
      { taxFlags: { autorretenedor: true } },
      { clientType: 'DISTRIBUTOR', taxFlags: { granContribuyente: true }, comments: 'soy gran' },
    ]) {
      const res = await change(me.id, body, me.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(unknownFieldMessage('taxFlags'));
    }
    const stored = await storedUser(me.id);
    expect([stored.autorretenedor, stored.granContribuyente]).toEqual([false, false]);
  });

  it('refuses a status or a reason: those are staff changes', async () => {
    const me = await signedIn();
    const res = await change(
      me.id,
      { clientType: 'CLIENT_FINAL', clientStatus: 'ACTIVE', comments: 'yo mismo' },
      me.headers,
    );
    expect(res.statusCode).toBe(400);
    expect((await storedUser(me.id)).clientType).toBe('DISTRIBUTOR');
  });
});

describe('PATCH /api/profile', () => {
  const patch = (body: unknown, headers: Record<string, string>) =>
    t.app.inject(json('PATCH', '/api/profile', body, headers));

  it('changes phone and address at once, and the city only as a request for staff', async () => {
    const me = await signedIn();
    const before = await storedProfile(me.id);
    const res = await patch(
      {
        contactPhone: '+57 604 444 5566',
        location: { municipalityDaneCode: '05001', municipality: 'MEDELLÍN' },
        primaryAddress: 'Carrera 43A # 1-50',
        secondaryAddress: 'Oficina 902',
      },
      me.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: municipalityRequestedMessage('Medellín (Antioquia)'),
      changed: true,
      account: {
        requestedMunicipality: { municipalityDaneCode: '05001', municipality: 'MEDELLÍN' },
        profile: {
          contactPhone: '+57 604 444 5566',
          primaryAddress: 'Carrera 43A # 1-50',
          secondaryAddress: 'Oficina 902',
          // The city decides the withholdings: it stays until staff approve (docs/taxes.md).
          location: { municipalityDaneCode: before.municipalityDaneCode },
        },
      },
    });
    expect((await storedProfile(me.id)).municipalityDaneCode).toBe(before.municipalityDaneCode);
    const after = await storedProfile(me.id);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    // Untouched fields keep their values.
    expect(after.fullName).toBe(before.fullName);

    const cleared = await patch({ secondaryAddress: '  ' }, me.headers);
    expect(cleared.json().account.profile.secondaryAddress).toBeNull();
  });

  it('writes nothing when every field sent equals the stored one', async () => {
    const me = await signedIn();
    const before = await storedProfile(me.id);
    const res = await patch(
      {
        contactPhone: before.contactPhone,
        location: { municipalityDaneCode: before.municipalityDaneCode },
        notificationAuthorization: before.notificationAuthorization,
        dataTreatmentAuthorization: true,
      },
      me.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.profileUnchanged,
      changed: false,
    });
    expect((await storedProfile(me.id)).updatedAt).toEqual(before.updatedAt);
  });

  it.each([undefined, {}])(
    'answers the unchanged-profile message for an empty body (%j)',
    async (body) => {
      const me = await signedIn();
      const res = await patch(body, me.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.profileUnchanged);
    },
  );

  it.each([
    [{ identificationNumber: '900123456' }, locked('identificationNumber')],
    [{ businessName: 'Otra S.A.S.' }, locked('businessName')],
    [{ email: 'otro@example.com' }, locked('email')],
    [{ userId: 1 }, 'El campo «userId» no se puede cambiar desde el perfil.'],
    [{ dataTreatmentAuthorization: false }, ACCOUNT_MESSAGES.dataTreatmentWithdrawal],
    [{ location: { municipalityDaneCode: '99999' } }, 'Seleccione una ciudad de la lista.'],
    [{ location: { municipalityDaneCode: 'Bogotá' } }, 'Seleccione una ciudad de la lista.'],
    [{ contactPhone: '12' }, 'El teléfono debe tener entre 7 y 15 dígitos.'],
    [{ fullName: '   ' }, MESSAGES.registrationIncomplete],
    [{ fullName: 'Ana\u0000María' }, CONTROL_CHARACTERS_MESSAGE],
    [{ primaryAddress: 'Calle 1\u0000' }, CONTROL_CHARACTERS_MESSAGE],
    [{ secondaryAddress: '\u0000' }, CONTROL_CHARACTERS_MESSAGE],
  ])('refuses %j with a message a person can act on', async (body, message) => {
    const me = await signedIn();
    const before = await storedProfile(me.id);
    const res = await patch(body, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await storedProfile(me.id)).toEqual(before);
  });

  it('keeps the position for companies only', async () => {
    const person = await signedIn({ legalPersonType: false, clientType: 'CLIENT_FINAL' });
    const refused = await patch({ position: 'Gerente' }, person.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.positionForCompanies);

    const company = await signedIn();
    const ok = await patch({ position: 'Gerente de compras' }, company.headers);
    expect(ok.json().account.profile.position).toBe('Gerente de compras');
  });

  it("changes only the caller's own profile and needs a session", async () => {
    const me = await signedIn();
    const other = await createUser(t.app.db);
    const otherBefore = await storedProfile(other.id);
    await patch({ fullName: 'Nombre Nuevo' }, me.headers);
    expect(await storedProfile(other.id)).toEqual(otherBefore);
    expect((await storedProfile(me.id)).fullName).toBe('Nombre Nuevo');

    const anonymous = await patch({ fullName: 'Intruso' }, {});
    expect(anonymous.statusCode).toBe(401);
    // Even with a body that would not pass: who asks is checked before what is asked.
    expect((await patch({ identificationNumber: '1' }, {})).statusCode).toBe(401);
  });
});
