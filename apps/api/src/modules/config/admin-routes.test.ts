import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminConfigSchema,
  DEFAULT_THEME,
  percentToFraction,
  SMTP_MESSAGES,
  TAX_MESSAGES,
  type ConfigData,
} from '@shop/shared';
import { siteConfig } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createStaff, createUser, login } from '../../../test/factories';
import { startSmtpRecorder, type SmtpRecorder } from '../../../test/smtp';

const SECRET = 'clave-smtp-muy-secreta-42';

let t: TestApp;
let smtp: SmtpRecorder;
let admin: Record<string, string>;
let adminEmail: string;

const patch = (configData: ConfigData | Record<string, unknown>, headers = admin) =>
  t.app.inject(json('PATCH', '/api/config', { id: 1, configData }, headers));
const fullConfig = async () =>
  AdminConfigSchema.parse(
    (await t.app.inject(json('GET', '/api/config', undefined, admin))).json(),
  );

beforeAll(async () => {
  t = await buildTestApp();
  smtp = await startSmtpRecorder();
  const staff = await createStaff(t.app.db, ['ADMIN_CONFIG']);
  adminEmail = staff.email;
  admin = bearer(await login(t.app, staff));
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});
beforeEach(async () => {
  smtp.mode = 'accept';
  await t.app.db.update(siteConfig).set({ theme: DEFAULT_THEME, smtp: null });
});

describe('GET /api/config', () => {
  it('answers ADMIN_CONFIG the full settings without the SMTP password, privately', async () => {
    await patch({ smtp: { host: '127.0.0.1', port: 2525, user: 'tienda', pass: SECRET } });
    const res = await t.app.inject(json('GET', '/api/config', undefined, admin));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Cookie, Authorization');
    expect(res.json().smtp).toEqual({
      host: '127.0.0.1',
      port: 2525,
      user: 'tienda',
      secure: false,
      from: '',
      hasPassword: true,
    });
    expect(res.body).not.toContain(SECRET);
  });

  it('answers anyone else, a customer or staff without ADMIN_CONFIG, only the public fields', async () => {
    await patch({ smtp: { host: 'smtp.privado.example', pass: SECRET } });
    const customer = bearer(await login(t.app, await createUser(t.app.db)));
    const other = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_PRODUCTS'])));
    for (const headers of [{}, customer, other]) {
      const res = await t.app.inject(json('GET', '/api/config', undefined, headers));
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('smtp');
      expect(res.json()).not.toHaveProperty('notificationEmail');
      expect(res.body).not.toContain('smtp.privado.example');
      expect(res.body).not.toContain(SECRET);
    }
  });
});

describe('PATCH /api/config', () => {
  it("changes only the fields sent and answers the spec's message shape", async () => {
    const res = await patch({ theme: { light: { primary: '#1a2b3c' } }, minimumPurchase: 250000 });
    expect(res.statusCode).toBe(200);
    const body = AdminConfigSchema.parse(res.json());
    expect(body.theme.light).toEqual({ ...DEFAULT_THEME.light, primary: '#1a2b3c' });
    expect(body.theme.dark).toEqual(DEFAULT_THEME.dark);
    expect(body.minimumPurchase).toBe(250000);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(pub.theme.light.primary).toBe('#1a2b3c');
    // Read-only now: today's figures from the seeded rules (docs/taxes.md).
    expect(pub.taxes).toEqual({ reteica: 0, retefuente: 0.025 });
  });

  it.each(['#1a2b3c', '#abc', '#ABCDEF'])('takes the colour %s', async (colour) => {
    expect((await patch({ theme: { dark: { section: colour } } })).statusCode).toBe(200);
    expect((await fullConfig()).theme.dark.section).toBe(colour);
  });

  it.each(['red', '#1234567', '1a2b3c', '#12345', '#ggg', ''])(
    'refuses the colour %j naming the field in Spanish',
    async (colour) => {
      const res = await patch({ theme: { light: { primary: colour } } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toBe(
        'El color «Primario» del tema claro debe ser # seguido de 3 o 6 dígitos hexadecimales, por ejemplo #188f4b.',
      );
      expect(res.json().issues[0].path).toBe('configData.theme.light.primary');
      expect((await fullConfig()).theme.light.primary).toBe(DEFAULT_THEME.light.primary);
    },
  );

  it('stores percentages as the fractions the page sends (8,123456 % → 0.08123)', async () => {
    expect(percentToFraction(2.5)).toBe(0.025);
    expect(percentToFraction(0.414)).toBe(0.00414);
    expect(percentToFraction(8.123456)).toBe(0.08123);
    const res = await patch({ extraPercentage: { DISTRIBUTOR: percentToFraction(8.123456) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().extraPercentage.DISTRIBUTOR).toBe(0.08123);
    expect(res.json().extraPercentage.CLIENT_FINAL).toBe(0);
  });

  it.each([
    [{ taxes: { retefuente: 0.025, reteica: 0.00414 } }, 'configData.taxes'],
    [{ taxes: {} }, 'configData.taxes'],
    [{ retentionThreshold: 524_000 }, 'configData.retentionThreshold'],
    [{ retentionThreshold: -1 }, 'configData.retentionThreshold'],
  ])('refuses %j: withholdings are dated rules now (PUT /api/tax-rules)', async (data, path) => {
    const before = await fullConfig();
    const res = await patch({ ...data, minimumPurchase: 123 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: TAX_MESSAGES.movedToRules,
      issues: [{ path, message: TAX_MESSAGES.movedToRules }],
    });
    expect(await fullConfig()).toEqual(before);
  });

  it.each([
    [{ extraPercentage: { DISTRIBUTOR: 0.123456 } }, 'Use como máximo cinco decimales.'],
    [{ extraPercentage: { TECHNICAL: -0.01 } }, 'El porcentaje no puede ser negativo.'],
    [{ extraPercentage: { GOVERMENT: 1.5 } }, 'El porcentaje no puede superar 100 %.'],
    [{ minimumPurchase: 1000.5 }, 'Use pesos enteros.'],
    [{ quoteValidityDays: 0 }, 'La cotización debe valer al menos 1 día.'],
    [{ quoteValidityDays: 366 }, 'La cotización no puede valer más de 365 días.'],
    [{ icon: 'javascript:alert(1)' }, undefined],
    [{ logo: '//evil.example/logo.png' }, undefined],
    [{ smtp: { port: 70000 } }, undefined],
    [{ notificationEmail: 'no-es-correo' }, 'El correo de notificaciones no es válido.'],
    [{ color: '#fff' }, undefined],
  ])('refuses %j with a 400', async (data, message) => {
    const res = await patch(data);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json().message).toBe(message);
  });

  it('refuses another id than 1', async () => {
    const res = await t.app.inject(
      json('PATCH', '/api/config', { id: 2, configData: { minimumPurchase: 1 } }, admin),
    );
    expect(res.statusCode).toBe(400);
  });

  it('takes uploaded files and https addresses as icon and logo', async () => {
    const res = await patch({
      icon: '/api/files/content/icono.png',
      logo: 'https://cdn.example/l.svg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      icon: '/api/files/content/icono.png',
      logo: 'https://cdn.example/l.svg',
    });
  });

  it('keeps the SMTP password when it is omitted and clears it when it is empty', async () => {
    await patch({ smtp: { host: 'smtp.example.com', user: 'tienda@tienda.co', pass: SECRET } });
    const kept = await patch({ smtp: { from: 'ventas@tienda.co', secure: true } });
    expect(kept.json().smtp).toMatchObject({ from: 'ventas@tienda.co', hasPassword: true });
    expect(kept.body).not.toContain(SECRET);
    const cleared = await patch({ smtp: { pass: '' } });
    expect(cleared.json().smtp).toMatchObject({ host: 'smtp.example.com', hasPassword: false });
  });

  it("takes the spec's `email` block (host, port, user, pass) as the SMTP settings", async () => {
    const res = await patch({
      email: { host: 'smtp.spec.example', port: 465, user: 'ventas', pass: SECRET },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().smtp).toMatchObject({
      host: 'smtp.spec.example',
      port: 465,
      user: 'ventas',
      hasPassword: true,
    });
    expect(res.body).not.toContain(SECRET);
    // Both blocks: the `smtp` fields win over the old name's.
    const both = await patch({
      email: { host: 'a.example', port: 25, pass: '' },
      smtp: { port: 587 },
    });
    expect(both.json().smtp).toMatchObject({ host: 'a.example', port: 587 });
    for (const email of [{ port: 70_000 }, { host: 'x', from: 'a@b.co' }]) {
      const bad = await patch({ email });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).not.toMatch(/invalid|expected|unrecognized/i);
    }
  });

  it('records the touched fields in the audit log, the password only as ••••', async () => {
    await patch({
      theme: { light: { primary: '#112233' } },
      smtp: { host: 'smtp.a.co', pass: SECRET },
    });
    const res = await t.app.inject(json('GET', '/api/config/audit?limit=1', undefined, admin));
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().entries;
    expect(entry).toMatchObject({
      entity: 'config',
      entityId: '1',
      action: 'update',
      actor: { email: adminEmail },
      before: { 'theme.light.primary': DEFAULT_THEME.light.primary, 'smtp.pass': '' },
      after: {
        'theme.light.primary': '#112233',
        'smtp.host': 'smtp.a.co',
        'smtp.pass': '•••• (nueva)',
      },
    });
    expect(Object.keys(entry.after).sort()).toEqual(
      ['smtp.host', 'smtp.pass', 'theme.light.primary'].sort(),
    );
    expect(res.body).not.toContain(SECRET);
  });

  it('leaves no audit entry for a patch that changes nothing', async () => {
    const count = async () =>
      (await t.app.inject(json('GET', '/api/config/audit?limit=50', undefined, admin))).json()
        .entries.length;
    const before = await count();
    expect(
      (await patch({ theme: { light: { primary: DEFAULT_THEME.light.primary } } })).statusCode,
    ).toBe(200);
    expect(await count()).toBe(before);
  });

  it('keeps the stored password out of the API documentation', async () => {
    await patch({ smtp: { host: 'smtp.example.com', pass: SECRET } });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).not.toContain(SECRET);
  });
});

describe('POST /api/config/test-mail', () => {
  const testMail = (body?: unknown) =>
    t.app.inject(json('POST', '/api/config/test-mail', body, admin));

  it('sends a test mail with the stored settings to the signed-in admin', async () => {
    await patch({ smtp: { host: '127.0.0.1', port: smtp.port, pass: SECRET } });
    const res = await testMail();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Correo de prueba enviado a ${adminEmail}.`);
    expect(smtp.delivered.at(-1)).toBe(`Correo de prueba de ${(await fullConfig()).shopName}`);
    expect(smtp.recipients.at(-1)).toEqual([adminEmail]);
  });

  it('tests settings typed on the page before they are saved', async () => {
    const res = await testMail({ smtp: { host: '127.0.0.1', port: smtp.port } });
    expect(res.statusCode).toBe(200);
    expect((await fullConfig()).smtp.host).toBe('');
  });

  it('answers 400 when no SMTP server is configured', async () => {
    const res = await testMail();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'SMTP_NOT_CONFIGURED',
      issues: [{ path: 'smtp.host' }],
    });
  });

  it("answers the server's refusal as a 502 in Spanish", async () => {
    smtp.mode = 'refuse';
    const res = await testMail({ smtp: { host: '127.0.0.1', port: smtp.port } });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('SMTP_FAILED');
    expect(res.json().message).toMatch(/^El servidor SMTP respondió 451: .*Revise el remitente/);
  });

  it('answers a closed port as a 502 naming the server', async () => {
    const closed = await startSmtpRecorder();
    await closed.close();
    const res = await testMail({ smtp: { host: '127.0.0.1', port: closed.port } });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      `No se pudo conectar con el servidor SMTP 127.0.0.1:${closed.port}. Revise el servidor, el puerto y la conexión segura (SSL/TLS).`,
    );
  });
});

describe('the stored SMTP password goes only with its host, port and user', () => {
  // The route takes 10 test mails a minute from one address; this block sends more, each from its own.
  let caller = 0;
  const testMail = (body?: unknown) =>
    t.app.inject({
      ...json('POST', '/api/config/test-mail', body, admin),
      remoteAddress: `198.51.100.${++caller}`,
    });
  const leaked = () => smtp.logins.some((l) => l.pass === SECRET);
  /** A port nothing listens on: a mail sent there fails at once, before any AUTH. */
  let closedPort: number;

  beforeAll(async () => {
    const closed = await startSmtpRecorder();
    closedPort = closed.port;
    await closed.close();
  });
  beforeEach(() => {
    smtp.logins.length = 0;
  });

  const expectPasswordRequired = (res: Awaited<ReturnType<typeof testMail>>, path: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'SMTP_PASSWORD_REQUIRED',
      message: SMTP_MESSAGES.passRequired,
      issues: [{ path, message: SMTP_MESSAGES.passRequired }],
    });
  };

  it('sends the stored password to the stored server when nothing of it changes', async () => {
    await patch({
      smtp: { host: '127.0.0.1', port: smtp.port, user: 'tienda@tienda.co', pass: SECRET },
    });
    expect((await testMail()).statusCode).toBe(200);
    const same = {
      host: '127.0.0.1',
      port: smtp.port,
      user: 'tienda@tienda.co',
      from: 'otro@tienda.co',
    };
    expect((await testMail({ smtp: same })).statusCode).toBe(200);
    expect(smtp.logins).toEqual([
      { user: 'tienda@tienda.co', pass: SECRET },
      { user: 'tienda@tienda.co', pass: SECRET },
    ]);
  });

  // Built when the test runs: the typed settings always reach the recorder.
  it.each([
    ['host', () => [{ host: 'smtp.tienda.example', port: smtp.port }, { host: '127.0.0.1' }]],
    ['port', () => [{ host: '127.0.0.1', port: closedPort }, { port: smtp.port }]],
    ['user', () => [{ host: '127.0.0.1', port: smtp.port }, { user: 'otro' }]],
  ] as const)(
    'refuses a test mail to another %s without a typed password, and sends nothing',
    async (_what, settings) => {
      const [stored, typed] = settings();
      await patch({ smtp: { ...stored, user: 'tienda@tienda.co', pass: SECRET } });
      const attempts = smtp.attempts;
      expectPasswordRequired(await testMail({ smtp: typed }), 'smtp.pass');
      expect(smtp.attempts).toBe(attempts);
      expect(leaked()).toBe(false);
    },
  );

  it('tests another server with the password typed for it, never the stored one', async () => {
    await patch({
      smtp: {
        host: 'smtp.tienda.example',
        port: smtp.port,
        user: 'tienda@tienda.co',
        pass: SECRET,
      },
    });
    const res = await testMail({ smtp: { host: '127.0.0.1', pass: 'clave-del-relay' } });
    expect(res.statusCode).toBe(200);
    expect(smtp.logins).toEqual([{ user: 'tienda@tienda.co', pass: 'clave-del-relay' }]);
    const anonymous = await testMail({ smtp: { host: '127.0.0.1', user: '', pass: '' } });
    expect(anonymous.statusCode).toBe(200);
    expect(smtp.logins).toHaveLength(1);
    expect(leaked()).toBe(false);
    expect((await fullConfig()).smtp).toMatchObject({
      host: 'smtp.tienda.example',
      hasPassword: true,
    });
  });

  it.each([
    ['host', { host: '127.0.0.1' }],
    ['port', { port: 2526 }],
    ['user', { user: 'otro' }],
  ])('refuses to save another %s without a typed password', async (_what, typed) => {
    const stored = {
      host: 'smtp.tienda.example',
      port: 2525,
      user: 'tienda@tienda.co',
      secure: false,
    };
    await patch({ smtp: { ...stored, pass: SECRET } });
    const count = async () =>
      (await t.app.inject(json('GET', '/api/config/audit?limit=50', undefined, admin))).json()
        .entries.length;
    const entries = await count();
    const res = await patch({ smtp: typed, minimumPurchase: 123 });
    expectPasswordRequired(res, 'configData.smtp.pass');
    const after = await fullConfig();
    expect(after.smtp).toMatchObject({ ...stored, hasPassword: true });
    expect(after.minimumPurchase).not.toBe(123);
    expect(await count()).toBe(entries);
  });

  it('never sends the stored password to a port saved after it', async () => {
    await patch({
      smtp: { host: '127.0.0.1', port: closedPort, user: 'tienda@tienda.co', pass: SECRET },
    });
    expectPasswordRequired(await patch({ smtp: { port: smtp.port } }), 'configData.smtp.pass');
    // The stored settings still point at the closed port: the test mail fails there.
    expect((await testMail()).statusCode).toBe(502);
    expect(leaked()).toBe(false);
  });

  it('saves another server with a new password, or without any', async () => {
    await patch({
      smtp: { host: '127.0.0.1', port: closedPort, user: 'tienda@tienda.co', pass: SECRET },
    });
    const moved = await patch({ smtp: { port: smtp.port, pass: 'clave-nueva' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().smtp).toMatchObject({ port: smtp.port, hasPassword: true });
    expect((await testMail()).statusCode).toBe(200);
    expect(smtp.logins).toEqual([{ user: 'tienda@tienda.co', pass: 'clave-nueva' }]);

    const cleared = await patch({ smtp: { user: 'relay', pass: '' } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().smtp).toMatchObject({ user: 'relay', hasPassword: false });
    // Without a stored password nothing is bound: host, port and user change freely.
    expect((await patch({ smtp: { user: '' } })).statusCode).toBe(200);
    expect((await testMail()).statusCode).toBe(200);
    expect(smtp.logins).toHaveLength(1);
    expect(leaked()).toBe(false);
  });
});
