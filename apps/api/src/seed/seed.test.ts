import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_SECTIONS, PERMISSIONS, customerUnitPrice, nominalVatOf } from '@shop/shared';
import { connectPglite, type Database } from '../db/client';
import {
  brands,
  categories,
  contentSections,
  creditLines,
  infoPages,
  permissions,
  products,
  roles,
  siteConfig,
  users,
} from '../db/schema';
import { verifyPassword } from '../lib/password';
import { createLocalStorage } from '../lib/storage';
import { DEMO_CUSTOMERS } from './accounts';
import { DEMO_PRODUCTS } from './catalogue/products';
import { DEMO_SHOP_CONFIG } from './demo-config';
import { seedDatabase, smtpFromUrl } from '.';

const log = { info: () => {}, warn: () => {} };
let database: Database | undefined;
let storageDir: string | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
  storageDir = undefined;
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
    expect(await db.$count(products)).toBe(0);
    expect(await db.$count(contentSections)).toBe(0);
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
    // Tax standings of the demo (docs/taxes.md): a plain natural person, a company, a gran
    // contribuyente and a public entity.
    const byEmail = new Map(accounts.map((u) => [u.email, u]));
    const flags = (email: string) => {
      const u = byEmail.get(email)!;
      return [u.legalPersonType, u.withholdingAgent, u.granContribuyente, u.autorretenedor];
    };
    expect(flags('final@example.com')).toEqual([false, false, false, false]);
    expect(flags('distribuidor@example.com')).toEqual([true, false, false, false]);
    expect(flags('integrador@example.com')).toEqual([true, false, true, false]);
    expect(byEmail.get('gobierno@example.com')!.clientType).toBe('GOVERMENT');
    // Company credit of the demo (docs/payments.md): the distributor's line only, once.
    expect(await db.select().from(creditLines)).toEqual([
      expect.objectContaining({
        userId: byEmail.get('distribuidor@example.com')!.id,
        creditLimit: 20_000_000,
        termDays: 30,
        status: 'ACTIVE',
      }),
    ]);
    const [{ n }] = (await db.select({ n: count() }).from(roles)) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('seeds the demo catalogue once, every product in a subcategory of its category, with its pictures in storage', async () => {
    const db = await fresh();
    storageDir = await mkdtemp(join(tmpdir(), 'tienda-seed-'));
    const storage = createLocalStorage(storageDir);
    await seedDatabase(db, { log, demo: true, storage });
    await seedDatabase(db, { log, demo: true, storage });

    // '/api/files/product/x.svg' is served from the storage key 'product/x.svg'.
    const stored = async (url: string) =>
      url.startsWith('/api/files/') &&
      (await storage.get(url.slice('/api/files/'.length))) !== null;

    const allBrands = await db.select().from(brands);
    expect(allBrands).toHaveLength(14);
    for (const b of allBrands) {
      expect(b.name).toMatch(/^[A-Za-z0-9 ]+$/);
      expect(b.title).not.toBe('');
      expect(b.description).toMatch(/^<p>.+<\/p>$/);
      expect(await stored(b.logo!)).toBe(true);
    }

    const allCategories = new Map((await db.select().from(categories)).map((c) => [c.id, c]));
    const levels = [...allCategories.values()].map((c) => c.level);
    expect(levels.filter((l) => l === 1)).toHaveLength(7);
    expect(levels.filter((l) => l === 2).length).toBeGreaterThanOrEqual(12);

    const allProducts = await db.select().from(products);
    // Seeded once: the second start found products and added none.
    expect(allProducts).toHaveLength(DEMO_PRODUCTS.length);
    expect(allProducts.length).toBeGreaterThanOrEqual(55);
    for (const p of allProducts) {
      expect(allBrands.some((b) => b.id === p.brandId)).toBe(true);
      expect(allCategories.get(p.categoryId)?.level).toBe(1);
      const sub = allCategories.get(p.subcategoryId!);
      expect(sub?.level).toBe(2);
      expect(sub?.parentCategoryId).toBe(p.categoryId);
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      // Every demo class carries 19 % (capped goods pay it above their cap): vat is its nominal rate.
      expect(p.vat).toBe(0.19);
      expect(p.vat).toBe(nominalVatOf(p.ivaClass));
      expect(p.caracteristics.length).toBeGreaterThanOrEqual(3);
      for (const url of [p.images.product_url, ...p.images.views_url]) {
        expect(await stored(url), url).toBe(true);
      }
    }
    // Capped goods on both sides of their 2026 cap (50 and 22 UVT) at the final customer's price.
    const finalPrice = (base: number) =>
      customerUnitPrice(base, DEMO_SHOP_CONFIG.extraPercentage.CLIENT_FINAL);
    for (const [ivaClass, cap] of [
      ['COMPUTER', 2_618_700], // 50 × 52.374, exact (docs/taxes.md)
      ['SMART_MOBILE', 1_152_228], // 22 × 52.374
    ] as const) {
      const prices = allProducts.filter((p) => p.ivaClass === ivaClass).map((p) => p.price);
      expect(
        prices.some((base) => finalPrice(base) <= cap),
        ivaClass,
      ).toBe(true);
      expect(
        prices.some((base) => finalPrice(base) > cap),
        ivaClass,
      ).toBe(true);
    }
    // The stock monitor and the "agotado" states need some of each.
    expect(allProducts.filter((p) => p.stock === 0).length).toBeGreaterThan(0);
    expect(
      allProducts.filter((p) => p.stock > 0 && p.stock < p.minimumStock).length,
    ).toBeGreaterThan(0);
    expect(allProducts.filter((p) => !p.available).length).toBeGreaterThan(0);
    expect(allProducts.some((p) => p.name.startsWith('Cámara'))).toBe(true);

    const sections = await db.select().from(contentSections).orderBy(contentSections.position);
    expect(sections.map((s) => [s.name, s.position])).toEqual(
      Object.values(CONTENT_SECTIONS).map((name, i) => [name, i]),
    );
    for (const item of sections.flatMap((s) => s.content.flatMap((g) => g.contents))) {
      expect(item.url, item.name).toMatch(/^(\/|https:\/\/wa\.me\/|tel:\+57|mailto:)/);
      if (item.image) expect(await stored(item.image), item.image).toBe(true);
    }
    // Every information page a section links to exists, with real text.
    const pages = new Map((await db.select().from(infoPages)).map((p) => [p.slug, p]));
    const pageLinks = sections
      .flatMap((s) => s.content.flatMap((g) => g.contents))
      .flatMap((item) => (item.url?.startsWith('/info/') ? [item.url.slice('/info/'.length)] : []));
    expect(pageLinks.length).toBeGreaterThanOrEqual(8);
    for (const slug of pageLinks) {
      const page = pages.get(slug);
      expect(page, slug).toBeDefined();
      expect(page!.body.length, slug).toBeGreaterThan(400);
      expect(page!.body, slug).not.toMatch(/lorem|ipsum|<script/i);
    }
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
