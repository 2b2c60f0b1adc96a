import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { connectPglite, type Database, type Db } from '../../src/db/client';
import { seedDatabase } from '../../src/seed';
import { products, sessions, siteConfig } from '../../src/db/schema';
import { createTokenService, SESSION_TTL_SECONDS } from '../../src/lib/session/tokens';
import { freshDatabase } from '../app';
import { createBrand, createCategory, createProducts } from '../catalogue-factories';
import { quietLog } from '../database-url';
import { createStaff, createUser } from '../factories';
import { SANDBOX_KEYS } from '../payment-keys';

/**
 * The database a crashed shop restarts on. PostgreSQL (a copy of the template) is shared with the
 * test while the shop runs; the embedded PGlite lives in the shop's DATA_DIR and belongs to one
 * process, so the test opens it only while the shop is down.
 */
export interface ShopDatabase {
  kind: 'postgres' | 'pglite';
  dataDir: string;
  /** The shop's DATABASE_URL, or undefined for PGlite in DATA_DIR/pg. */
  url?: string;
  use<T>(work: (db: Db) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export async function shopDatabase(): Promise<ShopDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tienda-crash-'));
  const fresh = await freshDatabase();
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (fresh.url) {
    const { database, url } = fresh;
    return {
      kind: 'postgres',
      dataDir,
      url,
      use: (work) => work(database.db),
      drop: async () => {
        await database.close();
        await fresh.drop();
        await removeDir();
      },
    };
  }
  await fresh.database.close();
  const open = (): Database => connectPglite(join(dataDir, 'pg'));
  const first = open();
  await first.migrate();
  await seedDatabase(first.db, { log: quietLog, demo: false });
  await first.close();
  return {
    kind: 'pglite',
    dataDir,
    async use(work) {
      const database = open();
      try {
        return await work(database.db);
      } finally {
        await database.close();
      }
    },
    drop: removeDir,
  };
}

export interface Account {
  id: number;
  /** A Bearer session made straight in the database: no sign-in counts against a limit. */
  headers: Record<string, string>;
}

export interface CrashShop {
  customers: Account[];
  admin: Account;
  /** The products orders buy from, with the stock they started with. */
  stocked: { id: number; initial: number }[];
  brand: string;
  category: string;
}

async function sessionFor(db: Db, jwtSecret: string, userId: number): Promise<Account> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  await db.insert(sessions).values({ id: sessionId, userId, expiresAt });
  const token = await createTokenService(jwtSecret).sign(
    { userId, sessionId, roles: [] },
    expiresAt,
  );
  return { id: userId, headers: { authorization: `Bearer ${token}` } };
}

/**
 * The catalogue and people of the crash suite: products with a large stock (no order is refused for
 * lack of it, so every sale shows in the stock), customers with sessions, an admin who imports, and
 * the SMTP recorder as the shop's mail server.
 */
export async function prepareCrashShop(
  db: Db,
  opts: { smtpPort: number; jwtSecret: string; customers: number; stock: number },
): Promise<CrashShop> {
  await db
    .update(siteConfig)
    .set({
      shopName: 'Andina',
      minimumPurchase: 0,
      // Card orders are placed, never paid: the keys only make the methods available.
      wompi: SANDBOX_KEYS,
      smtp: {
        host: '127.0.0.1',
        port: opts.smtpPort,
        user: '',
        pass: '',
        secure: false,
        from: '',
      },
    })
    .where(eq(siteConfig.id, 1));
  const brand = await createBrand(db, 'Andina Redes');
  const category = await createCategory(db, 'Redes');
  await createProducts(
    db,
    ['Router', 'Switch', 'Antena', 'Radio'].map((name, i) => ({
      name,
      model: `CRASH-${i + 1}`,
      brandId: brand.id,
      categoryId: category.id,
      stock: opts.stock,
    })),
  );
  const stocked = (await db.select({ id: products.id, initial: products.stock }).from(products))
    .filter((p) => p.initial === opts.stock)
    .sort((a, b) => a.id - b.id);
  const customers: Account[] = [];
  for (let i = 0; i < opts.customers; i++) {
    const { id } = await createUser(db, { clientType: 'DISTRIBUTOR' });
    customers.push(await sessionFor(db, opts.jwtSecret, id));
  }
  const staff = await createStaff(db, ['ADMIN_PRODUCTS']);
  return {
    customers,
    admin: await sessionFor(db, opts.jwtSecret, staff.id),
    stocked,
    brand: brand.name,
    category: category.name,
  };
}
