import { and, count, eq, gte, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, products, profiles, quotes, users } from '../../db/schema';

const first = async (rows: Promise<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0);

/**
 * The counts and sums of the dashboard's Resumen, each one query. They read the same columns
 * the filtered lists read (history, clients, stock monitor), so a card's figure is what its
 * link shows.
 */
export function createDashboardSummaryRepository(db: DbOrTx) {
  return {
    /** Orders placed in [start, end), cancelled ones left out (as the sales report does). */
    async sales(start: Date, end: Date) {
      const [row] = await db
        .select({ orders: count(), total: sql<string>`coalesce(sum(${orders.total}), 0)` })
        .from(orders)
        .where(
          and(
            gte(orders.createdAt, start),
            lt(orders.createdAt, end),
            ne(orders.status, 'CANCELED'),
          ),
        );
      return { orders: Number(row?.orders ?? 0), total: Number(row?.total ?? 0) };
    },

    async ordersWithStatus(status: 'PENDING') {
      return first(db.select({ n: count() }).from(orders).where(eq(orders.status, status)));
    },

    /** Quotes still valid at `now` (not converted into an order) whose validity ends before `until`. */
    async quotesExpiringBy(now: Date, until: Date) {
      return first(
        db
          .select({ n: count() })
          .from(quotes)
          .leftJoin(orders, eq(orders.quoteId, quotes.id))
          .where(and(isNull(orders.id), gte(quotes.validUntil, now), lt(quotes.validUntil, until))),
      );
    },

    async accounts() {
      const [row] = await db
        .select({
          toActivate: sql<number>`count(*) filter (where ${users.clientStatus} = 'PENDING')`,
          typeRequests: sql<number>`count(*) filter (where ${users.requestedClientType} is not null)`,
          taxProfiles: sql<number>`count(*) filter (where ${users.taxProfileConfirmed} = false)`,
          cityRequests: sql<number>`count(*) filter (where ${profiles.requestedMunicipalityDaneCode} is not null)`,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id));
      return {
        toActivate: Number(row?.toActivate ?? 0),
        typeRequests: Number(row?.typeRequests ?? 0),
        taxProfiles: Number(row?.taxProfiles ?? 0),
        cityRequests: Number(row?.cityRequests ?? 0),
      };
    },

    /** Products at or under their minimum stock: the stock monitor's rows. */
    async lowStock() {
      return first(
        db.select({ n: count() }).from(products).where(lte(products.stock, products.minimumStock)),
      );
    },
  };
}
export type DashboardSummaryRepository = ReturnType<typeof createDashboardSummaryRepository>;
