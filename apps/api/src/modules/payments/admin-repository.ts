import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentsQuery } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { orders, paymentRefunds, paymentsReceived, users } from '../../db/schema';
import { escapeLike } from '../../lib/sql-like';

export type PaymentsFilter = Omit<PaymentsQuery, 'offset' | 'limit'>;

function where(f: PaymentsFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.paymentStatus) conditions.push(eq(orders.paymentStatus, f.paymentStatus));
  if (f.payMethod) conditions.push(eq(orders.payMethod, f.payMethod));
  if (f.search) {
    const pattern = `%${escapeLike(f.search)}%`;
    const field = (key: string) => sql`(${orders.customer} ->> ${key}::text) ilike ${pattern}`;
    conditions.push(
      or(
        sql`${orders.customId} ilike ${pattern}`,
        sql`${orders.purchaseOrder} ilike ${pattern}`,
        field('fullName'),
        field('email'),
        field('identification'),
        field('businessName'),
      )!,
    );
  }
  return and(...conditions);
}

/** The staff's reads and writes of orders' money (ADMIN_PAYMENTS). */
export function createPaymentAdminRepository(db: DbOrTx) {
  return {
    async list(filter: PaymentsFilter, page: { offset: number; limit: number }) {
      const condition = where(filter);
      const [{ n }] = (await db.select({ n: count() }).from(orders).where(condition)) as [
        { n: number },
      ];
      const rows = await db
        .select({ order: orders, refund: paymentRefunds })
        .from(orders)
        .leftJoin(paymentRefunds, eq(paymentRefunds.orderId, orders.id))
        .where(condition)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset);
      return { total: n, rows };
    },

    async one(orderId: number) {
      const [row] = await db
        .select({ order: orders, refund: paymentRefunds })
        .from(orders)
        .leftJoin(paymentRefunds, eq(paymentRefunds.orderId, orders.id))
        .where(eq(orders.id, orderId));
      return row;
    },

    async received(orderId: number) {
      return db
        .select({ payment: paymentsReceived, recordedBy: users.email })
        .from(paymentsReceived)
        .leftJoin(users, eq(users.id, paymentsReceived.recordedBy))
        .where(eq(paymentsReceived.orderId, orderId))
        .orderBy(paymentsReceived.createdAt, paymentsReceived.id);
    },
  };
}
export type PaymentAdminRepository = ReturnType<typeof createPaymentAdminRepository>;
