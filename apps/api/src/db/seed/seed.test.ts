import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@shop/shared';
import { connectPglite, type Database } from '../client';
import { permissions, roles, siteConfig, users } from '../schema';
import { verifyPassword } from '../../lib/password';
import { DEMO_CUSTOMERS } from './accounts';
import { seedDatabase, smtpFromUrl } from '.';

const log = { info: () => {}, warn: () => {} };
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function fresh() {
  database = connectPglite();
  await database.migrate();
  return database.db;
}

describe('seedDatabase', () => {
  it('creates the 12 permissions, Cliente and Administrador, and the admin of ADMIN_EMAIL only, without demo data', async () => {
    const db = await fresh();
    await seedDatabase(db, {
      log,
      demo: false,
      adminEmail: 'jefe@tienda.co',
      adminPassword: 'Produccion2026',
    });
    expect((await db.select().from(permissions)).map((p) => p.name).sort()).toEqual(
      [...PERMISSIONS].sort(),
    );
    const allRoles = await db.select().from(roles);
    expect(allRoles.find((r) => r.name === 'Cliente')!.permissions).toEqual(['USER']);
    expect(allRoles.find((r) => r.name === 'Administrador')!.permissions.sort()).toEqual(
      [...PERMISSIONS].sort(),
    );
    const accounts = await db.select().from(users);
    expect(accounts.map((u) => u.email)).toEqual(['jefe@tienda.co']);
    expect(await verifyPassword('Produccion2026', accounts[0]!.passwordHash)).toBe(true);
  });

  it('creates the demo admin and one ACTIVE customer per client type in demo mode, and is idempotent', async () => {
    const db = await fresh();
    await seedDatabase(db, { log, demo: true });
    await seedDatabase(db, { log, demo: true });
    const accounts = await db.select().from(users);
    expect(accounts).toHaveLength(1 + DEMO_CUSTOMERS.length);
    expect(
      new Set(accounts.filter((u) => u.email !== 'admin@example.com').map((u) => u.clientType))
        .size,
    ).toBe(5);
    expect(accounts.every((u) => u.clientStatus === 'ACTIVE')).toBe(true);
    const [{ n }] = (await db.select({ n: count() }).from(roles)) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('writes SMTP_URL into the config on first start', async () => {
    const db = await fresh();
    await seedDatabase(db, {
      log,
      demo: false,
      smtpUrl: 'smtps://ventas%40tienda.co:cl%24ve@smtp.tienda.co',
      mailFrom: 'Tienda <ventas@tienda.co>',
    });
    const [config] = await db.select().from(siteConfig).where(eq(siteConfig.id, 1));
    expect(config!.smtp).toEqual({
      host: 'smtp.tienda.co',
      port: 465,
      user: 'ventas@tienda.co',
      pass: 'cl$ve',
      secure: true,
      from: 'Tienda <ventas@tienda.co>',
    });
  });
});

describe('smtpFromUrl', () => {
  it('defaults to port 587 without TLS for smtp://', () => {
    expect(smtpFromUrl('smtp://127.0.0.1')).toMatchObject({
      host: '127.0.0.1',
      port: 587,
      secure: false,
      user: '',
    });
  });
});
