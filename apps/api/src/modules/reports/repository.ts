import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brands,
  categories,
  municipalities,
  orders,
  products,
  profiles,
  users,
} from '../../db/schema';

/** A cancelled order is no sale: the sales report and its summary leave it out. */
const soldBetween = (start: Date, end: Date) =>
  and(gte(orders.createdAt, start), lt(orders.createdAt, end), ne(orders.status, 'CANCELED'));

import { notAColleague } from '../../db/company-colleagues';
/** Where a page of sales ended: its last order's instant (as PostgreSQL prints it) and id. */
export interface SalesCursor {
  cursor: string;
  id: number;
}

export function createReportsRepository(db: DbOrTx) {
  return {
    async clients() {
      return db
        .select({
          id: users.id,
          email: users.email,
          fullName: profiles.fullName,
          businessName: profiles.businessName,
          identification: profiles.identificationNumber,
          phone: profiles.contactPhone,
          clientType: users.clientType,
          clientStatus: users.clientStatus,
          legalPerson: users.legalPersonType,
          municipality: municipalities.name,
          department: municipalities.department,
          createdAt: users.createdAt,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(municipalities, eq(municipalities.daneCode, profiles.municipalityDaneCode))
        .where(notAColleague)
        .orderBy(asc(users.id));
    },

    /**
     * One page of the period's sales in (createdAt, id) order, after the `after` cursor of the
     * previous page: a report of 100,000 orders is read a page at a time, never held whole. The
     * cursor's instant travels as text, keeping the microseconds a JavaScript Date would lose.
     */
    async salesPage(start: Date, end: Date, after: SalesCursor | null, limit: number) {
      return db
        .select({
          id: orders.id,
          cursor: sql<string>`${orders.createdAt}::text`,
          customId: orders.customId,
          createdAt: orders.createdAt,
          customer: orders.customer,
          status: orders.status,
          payMethod: orders.payMethod,
          totalItems: orders.totalItems,
          subtotal: orders.subtotal,
          totalVAT: orders.totalVAT,
          reteFuente: orders.reteFuente,
          reteIVA: orders.reteIVA,
          reteICA: orders.reteICA,
          total: orders.total,
        })
        .from(orders)
        .where(
          and(
            soldBetween(start, end),
            after
              ? sql`(${orders.createdAt}, ${orders.id}) > (${after.cursor}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit);
    },

    /**
     * Orders, revenue and withholdings per Bogotá day; days without sales are absent. Revenue is
     * the sales before IVA (Σ subtotal): what the buyer withholds is paid to DIAN on the shop's
     * account, so it does not make a sale smaller.
     */
    async salesPerDay(start: Date, end: Date) {
      const day = sql<string>`to_char(${orders.createdAt} at time zone 'America/Bogota', 'YYYY-MM-DD')`;
      return db
        .select({
          date: day,
          orders: sql<number>`count(*)::int`,
          // Sums as text: a bigint total beyond 2^53 must not pass through a float on the way.
          revenue: sql<string>`sum(${orders.subtotal})::text`,
          reteFuente: sql<string>`sum(${orders.reteFuente})::text`,
          reteIVA: sql<string>`sum(${orders.reteIVA})::text`,
          reteICA: sql<string>`sum(${orders.reteICA})::text`,
        })
        .from(orders)
        .where(soldBetween(start, end))
        .groupBy(day);
    },

    async stock() {
      return db
        .select({
          id: products.id,
          sku: products.sku,
          model: products.model,
          name: products.name,
          brand: brands.name,
          category: categories.name,
          subcategory: sql<
            string | null
          >`(select c.name from ${categories} c where c.id = ${products.subcategoryId})`,
          price: products.price,
          vat: products.vat,
          stock: products.stock,
          minimumStock: products.minimumStock,
          available: products.available,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .orderBy(asc(products.name), asc(products.id));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
