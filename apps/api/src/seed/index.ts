import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  COLOMBIAN_TAX_RULES,
  DEFAULT_PUBLIC_CONFIG,
  identityFromRegistration,
  PERMISSION_DESCRIPTIONS,
  PERMISSIONS,
} from '@shop/shared';
import type { Db } from '../db/client';
import {
  permissions,
  profiles,
  roles,
  siteConfig,
  userRoles,
  users,
  type SmtpSettings,
} from '../db/schema';
import { hashPassword } from '../lib/password';
import type { FileStorage } from '../lib/storage';
import { adminRole, customerRole } from '../modules/roles/catalogue';
import { createCompanyRepository } from '../modules/companies/repository';
import { createCreditRepository } from '../modules/credit/repository';
import { createTaxRuleRepository } from '../modules/taxes/repository';
import {
  adminAccount,
  DEMO_ADMIN,
  DEMO_CREDIT_LINES,
  DEMO_CUSTOMERS,
  type SeedAccount,
} from './accounts';
import { seedCatalogue } from './catalogue';
import { DEMO_BANK_ACCOUNTS, DEMO_SHOP_CONFIG } from './demo-config';
import { seedMunicipalities } from './municipalities';

export interface SeedOptions {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Demo customers (and the demo admin when no ADMIN_EMAIL is given) and the demo catalogue. */
  demo: boolean;
  /** Where the demo catalogue's pictures go; without it only the catalogue's rows are written. */
  storage?: FileStorage;
  adminEmail?: string;
  adminPassword?: string;
  /** smtp(s)://user:pass@host:port: written into the config on first start only. */
  smtpUrl?: string;
  mailFrom?: string;
}

export function smtpFromUrl(url: string, from?: string): SmtpSettings {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: Number(u.port) || (secure ? 465 : 587),
    user: decodeURIComponent(u.username),
    pass: decodeURIComponent(u.password),
    secure,
    from: from ?? '',
  };
}

/**
 * Idempotent: reference data (permissions, roles, config, municipalities) is inserted when missing;
 * the demo catalogue only into an empty products table; accounts only into an empty users table,
 * so a restart never resets anybody's password.
 */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<void> {
  // The public tax figures are derived from the dated rules now, never stored (docs/taxes.md).
  const {
    taxes: _taxes,
    retentionThreshold: _threshold,
    ...publicDefaults
  } = DEFAULT_PUBLIC_CONFIG;
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name, description: PERMISSION_DESCRIPTIONS[name] })))
    .onConflictDoNothing();
  await db.insert(roles).values([customerRole, adminRole]).onConflictDoNothing();
  // Before the config: the demo shop's establishment names a DIVIPOLA municipality.
  const loaded = await seedMunicipalities(db);
  if (loaded) opts.log.info(`DIVIPOLA: ${loaded} municipios cargados`);
  await db
    .insert(siteConfig)
    .values({
      id: 1,
      ...publicDefaults,
      shopName: 'Andina Telecom',
      notificationEmail: opts.adminEmail ?? (opts.demo ? DEMO_ADMIN.email : null),
      smtp: opts.smtpUrl ? smtpFromUrl(opts.smtpUrl, opts.mailFrom) : null,
      ...(opts.demo ? { ...DEMO_SHOP_CONFIG, bankAccounts: DEMO_BANK_ACCOUNTS } : {}),
    })
    .onConflictDoNothing();
  // Every installation starts from the law's rules (docs/taxes.md); after that they are the admin's.
  const taxRules = createTaxRuleRepository(db);
  if (await taxRules.isEmpty()) await taxRules.replace(COLOMBIAN_TAX_RULES);
  if (opts.demo) {
    const seeded = await seedCatalogue(db, opts.storage);
    if (seeded) opts.log.info(`Catálogo de demostración: ${seeded} productos`);
  }

  const [existing] = await db.select({ n: count() }).from(users);
  if (existing && existing.n > 0) return;

  const accounts: SeedAccount[] = [];
  if (opts.adminEmail && opts.adminPassword)
    accounts.push(adminAccount(opts.adminEmail, opts.adminPassword));
  else if (opts.demo) accounts.push(adminAccount(DEMO_ADMIN.email, DEMO_ADMIN.password));
  else opts.log.warn('No se creó ningún administrador: defina ADMIN_EMAIL y ADMIN_PASSWORD.');
  if (opts.demo) accounts.push(...DEMO_CUSTOMERS);

  for (const account of accounts) await insertAccount(db, account);
  if (accounts.length) opts.log.info(`Cuentas creadas: ${accounts.map((a) => a.email).join(', ')}`);
  if (opts.demo) await grantDemoCredit(db);
}

/** The demo companies' credit lines, so a visitor sees company credit at work. */
async function grantDemoCredit(db: Db): Promise<void> {
  const credit = createCreditRepository(db);
  for (const { email, ...line } of DEMO_CREDIT_LINES) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (user)
      await credit.saveLine({ userId: user.id, ...line, status: 'ACTIVE', updatedBy: null });
  }
}

async function insertAccount(db: Db, a: SeedAccount): Promise<void> {
  const passwordHash = await hashPassword(a.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: a.email.toLowerCase(),
        passwordHash,
        clientType: a.clientType,
        clientStatus: 'ACTIVE',
        legalPersonType: a.legalPersonType,
        ...identityFromRegistration(a.legalPersonType, a.identificationNumber),
        ...a.taxFlags,
      })
      .returning({ id: users.id });
    await tx.insert(profiles).values({
      userId: user!.id,
      fullName: a.fullName,
      identificationNumber: a.identificationNumber,
      contactPhone: a.contactPhone,
      position: a.position ?? null,
      businessName: a.businessName ?? null,
      billingEmail: a.email.toLowerCase(),
      primaryAddress: a.primaryAddress,
      municipalityDaneCode: a.municipalityDaneCode,
      dataTreatmentAuthorization: true,
      dataTreatmentAuthorizedAt: new Date(),
      notificationAuthorization: false,
    });
    const roleNames =
      a.role === 'Administrador' ? [adminRole.name, customerRole.name] : [customerRole.name];
    for (const name of roleNames) {
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
      await tx.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
    }
    // A company's account is its own first member, its administrator (ADR 017).
    if (a.legalPersonType) await createCompanyRepository(tx).found(user!.id);
  });
}
