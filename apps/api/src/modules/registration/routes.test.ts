import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_POLICY } from '@shop/shared';
import { mailOutbox, profiles, siteConfig, users } from '../../db/schema';
import { buildTestApp, json, type TestApp } from '../../../test/app';
import { companyPayload, multipart, pdfBytes } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db
    .update(siteConfig)
    .set({ notificationEmail: 'ventas@example.com' })
    .where(eq(siteConfig.id, 1));
});
afterAll(() => t?.close());

async function uploadRut(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files/rut',
    ...multipart('rutFile', 'rut.pdf', 'application/pdf', pdfBytes()),
  });
  expect(res.statusCode).toBe(201);
  return res.json().url;
}

const register = (payload: unknown) => t.app.inject(json('POST', '/api/auth/register', payload));

describe('POST /api/auth/register (company)', () => {
  it('uploads the RUT, registers the company PENDING, mails both sides and refuses sign-in until activation', async () => {
    const urlRUT = await uploadRut();
    expect(urlRUT).toMatch(/^\/api\/files\/rut\/[0-9a-f-]{36}$/);
    const payload = companyPayload({
      urlRUT,
      email: 'Compras.Andina@Example.com',
      identificationNumber: '900.544.472-2',
    });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ clientStatus: 'PENDING' });
    expect(res.json().message).toContain(MESSAGES.registrationSuccess);

    const [user] = await t.app.db.select().from(users).where(eq(users.id, res.json().id));
    expect(user).toMatchObject({
      email: 'compras.andina@example.com',
      clientType: 'SOLUTION_INTEGRATOR',
      clientStatus: 'PENDING',
      legalPersonType: true,
    });
    const [profile] = await t.app.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({
      identificationNumber: '900544472',
      businessName: 'Conectividad Andina S.A.S.',
      urlRUT,
      municipalityDaneCode: '11001',
    });
    expect(profile!.dataTreatmentAuthorizedAt).toBeInstanceOf(Date);
    expect(user!.passwordHash).not.toContain('Segura2026');

    const mails = await t.app.db.select().from(mailOutbox);
    expect(mails.map((m) => [m.kind, m.to])).toEqual(
      expect.arrayContaining([
        ['registration-received', 'compras.andina@example.com'],
        ['registration-notify', 'ventas@example.com'],
      ]),
    );
    expect(mails.find((m) => m.kind === 'registration-notify')!.text).toContain('900.544.472-2');

    const login = await t.app.inject(
      json('POST', '/api/auth/login', { email: payload.email, password: payload.password }),
    );
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ACCOUNT_PENDING');
  });

  const required = [
    ['fullName', MESSAGES.registrationIncomplete],
    ['position', MESSAGES.registrationIncomplete],
    ['contactPhone', MESSAGES.registrationIncomplete],
    ['businessName', MESSAGES.registrationIncomplete],
    ['identificationNumber', MESSAGES.registrationIncomplete],
    ['email', MESSAGES.registrationIncomplete],
    ['billingEmail', MESSAGES.registrationIncomplete],
    ['clientType', MESSAGES.registrationIncomplete],
    ['primaryAddress', MESSAGES.registrationIncomplete],
    ['location', MESSAGES.registrationIncomplete],
    ['password', MESSAGES.registrationIncomplete],
    ['notificationAuthorization', MESSAGES.registrationIncomplete],
    [
      'dataTreatmentAuthorization',
      'Debe autorizar el tratamiento de sus datos personales (Ley 1581 de 2012) para registrarse.',
    ],
    ['urlRUT', 'Por favor suba el archivo RUT'],
  ] as const;

  it.each(required)('refuses a company without %s', async (field, message) => {
    const payload: Record<string, unknown> = companyPayload({ urlRUT: await uploadRut() });
    delete payload[field];
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual([field]);
  });

  it.each(['fullName', 'businessName', 'primaryAddress'])(
    'treats a blank %s as missing',
    async (field) => {
      const res = await register({
        ...companyPayload({ urlRUT: await uploadRut() }),
        [field]: '   ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.registrationIncomplete);
    },
  );

  it('refuses the data-treatment authorization left unticked (Ley 1581)', async () => {
    const res = await register(
      companyPayload({
        urlRUT: await uploadRut(),
        dataTreatmentAuthorization: false as unknown as true,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('dataTreatmentAuthorization');
  });

  it.each(['900A44472', 'NIT900544472', '9005-44472'])(
    'refuses a NIT with letters or stray symbols: %s',
    async (nit) => {
      const res = await register(
        companyPayload({ urlRUT: await uploadRut(), identificationNumber: nit }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'El NIT o documento debe contener solo números (5 a 15 dígitos).',
      );
    },
  );

  it('refuses a NIT whose typed check digit is wrong', async () => {
    const res = await register(
      companyPayload({ urlRUT: await uploadRut(), identificationNumber: '900544472-3' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El dígito de verificación del NIT no corresponde.');
  });

  it('accepts the NIT as a JSON integer, as the old client sends it', async () => {
    const res = await register({
      ...companyPayload({ urlRUT: await uploadRut() }),
      identificationNumber: 830080150,
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const first = companyPayload({ urlRUT: await uploadRut(), email: 'repetido@example.com' });
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(
      companyPayload({ urlRUT: await uploadRut(), email: 'REPETIDO@example.com' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Ya existe una cuenta registrada con este correo electrónico.',
    });
  });

  it('refuses a RUT address that was never uploaded, or one another account already claimed', async () => {
    const refused = companyPayload({ urlRUT: `/api/files/rut/${crypto.randomUUID()}` });
    const unknown = await register(refused);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'RUT_INVALID', message: MESSAGES.rutUnknown });
    // The user row is written before the claim fails: it must go with the transaction.
    expect(await t.app.db.select().from(users).where(eq(users.email, refused.email))).toEqual([]);

    const urlRUT = await uploadRut();
    expect((await register(companyPayload({ urlRUT }))).statusCode).toBe(201);
    const reused = await register(companyPayload({ urlRUT }));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('RUT_INVALID');
  });

  it('refuses a municipality code that does not exist', async () => {
    const res = await register(
      companyPayload({ urlRUT: await uploadRut(), location: { municipalityDaneCode: '99998' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Seleccione una ciudad de la lista.');
  });

  it('refuses a weak password with the policy in the message', async () => {
    const res = await register(companyPayload({ urlRUT: await uploadRut(), password: 'corta1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PASSWORD_POLICY);
  });

  it('refuses unknown fields instead of ignoring them', async () => {
    const res = await register({
      ...companyPayload({ urlRUT: await uploadRut() }),
      clientStatus: 'ACTIVE',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/register (natural person)', () => {
  const person = (overrides: Record<string, unknown> = {}) => ({
    legalPersonType: false,
    fullName: 'Juan Pablo Herrera',
    identificationNumber: '1020304050',
    contactPhone: '3001234567',
    email: `persona${Math.random().toString(36).slice(2)}@example.com`,
    clientType: 'CLIENT_FINAL',
    primaryAddress: 'Carrera 7 # 72-41',
    location: { municipalityDaneCode: '05001', municipality: 'MEDELLÍN' },
    password: 'Persona2026',
    dataTreatmentAuthorization: true,
    notificationAuthorization: false,
    ...overrides,
  });

  it('registers a final client ACTIVE without a RUT, who can sign in at once', async () => {
    const payload = person();
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().clientStatus).toBe('ACTIVE');
    const login = await t.app.inject(
      json('POST', '/api/auth/login', { email: payload.email, password: payload.password }),
    );
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ legalPersonType: false, clientType: 'CLIENT_FINAL' });
  });

  it('keeps a natural person asking for special pricing PENDING for review', async () => {
    const res = await register(person({ clientType: 'TECHNICAL' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().clientStatus).toBe('PENDING');
  });

  it('refuses company-only fields on a natural person', async () => {
    const res = await register(person({ businessName: 'Mi Empresa' }));
    expect(res.statusCode).toBe(400);
  });
});
