import { and, asc, count, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import { CLIENT_TYPES } from '@shop/shared';
import type { Db } from '../apps/api/src/db/client';
import {
  brands,
  categories,
  orderLines,
  orders,
  products,
  siteConfig,
} from '../apps/api/src/db/schema';
import { createUser } from '../apps/api/test/factories';
import { findCatalogueIds } from './catalogue-ids';
import type { ShopContext } from './shop-context';
import { signIn } from './sign-in';
import type { Session, SoakCatalogue } from './soak-traffic';

/** Stock of the ordered products: tens of thousands of orders of a few units never reach it. */
export const ORDER_STOCK = 1_000_000_000;
const ORDER_PRODUCTS = 20;
/** Per kind: more than the actions of that kind ever in flight at once at these rates. */
const CUSTOMERS = 16;

export interface SoakSetup {
  catalogue: SoakCatalogue;
  cartCustomers: Session[];
  orderCustomers: Session[];
  /** Ids of the accounts placing orders, to count their orders afterwards. */
  buyerIds: number[];
}

/** New accounts of every client type, signed in through the API as a browser signs in. */
async function customers(shop: ShopContext, n: number) {
  const made = [];
  for (let i = 0; i < n; i++) {
    const user = await createUser(shop.db, { clientType: CLIENT_TYPES[i % CLIENT_TYPES.length] });
    const { email, password } = user;
    made.push({ id: user.id, session: await signIn(shop.baseUrl, { email, password }) });
  }
  return made;
}

/**
 * What the soak reads and buys, and who shops: available products for product pages and carts,
 * every category and brand, ORDER_PRODUCTS products above the minimum purchase (so any order
 * is big enough) with their stock raised to ORDER_STOCK, and CUSTOMERS new accounts each for cart
 * actions and for orders.
 */
export async function prepareSoak(shop: ShopContext): Promise<SoakSetup> {
  const { productIds } = await findCatalogueIds(shop.db);
  const [config] = await shop.db.select({ minimum: siteConfig.minimumPurchase }).from(siteConfig);
  const ordered = await shop.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.available, true), gte(products.price, config?.minimum ?? 0)))
    .orderBy(asc(products.id))
    .limit(ORDER_PRODUCTS);
  const orderProductIds = ordered.map((p) => p.id);
  await shop.db
    .update(products)
    .set({ stock: ORDER_STOCK })
    .where(inArray(products.id, orderProductIds));
  const carts = await customers(shop, CUSTOMERS);
  const buyers = await customers(shop, CUSTOMERS);
  return {
    catalogue: {
      productIds,
      categoryIds: (await shop.db.select({ id: categories.id }).from(categories)).map((c) => c.id),
      brandIds: (await shop.db.select({ id: brands.id }).from(brands)).map((b) => b.id),
      orderProductIds,
    },
    cartCustomers: carts.map((c) => c.session),
    orderCustomers: buyers.map((c) => c.session),
    buyerIds: buyers.map((c) => c.id),
  };
}

/**
 * What the database holds after the soak, to compare with what the shop answered: the buyers'
 * orders, those of them without lines, and the units each ordered product lost.
 */
export async function soakLedger(db: Db, setup: SoakSetup) {
  const [placed] = await db
    .select({ n: count() })
    .from(orders)
    .where(inArray(orders.userId, setup.buyerIds));
  const [empty] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.userId, setup.buyerIds),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderLines)
            .where(eq(orderLines.orderId, orders.id)),
        ),
      ),
    );
  const stock = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, setup.catalogue.orderProductIds));
  return {
    orders: placed?.n ?? 0,
    ordersWithoutLines: empty?.n ?? 0,
    unitsTaken: new Map(stock.map((p) => [p.id, ORDER_STOCK - p.stock])),
  };
}
