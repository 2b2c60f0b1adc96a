import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import {
  gatewayEvents,
  orders,
  paymentAttempts,
  paymentRefunds,
  paymentsReceived,
  paymentTransitions,
} from '../../db/schema';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewAttempt = Omit<typeof paymentAttempts.$inferInsert, 'id'>;
export type ReceivedRow = typeof paymentsReceived.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;
type OrderPaymentColumns = Partial<
  Pick<typeof orders.$inferSelect, 'paymentStatus' | 'amountPaid' | 'paidAt' | 'payBy'>
>;

/**
 * The SQL of payments: attempts, the gateway's events, the applied transitions, the money
 * received and refunds, and the payment columns of `orders`, which this module alone writes
 * (the orders module writes the rest of the row).
 */
export function createPaymentRepository(db: DbOrTx) {
  return {
    async insertAttempt(values: NewAttempt): Promise<AttemptRow> {
      const [row] = await db.insert(paymentAttempts).values(values).returning();
      return row!;
    },

    async attemptsOf(orderId: number): Promise<AttemptRow[]> {
      return db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, orderId))
        .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id));
    },

    async attemptByReference(reference: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.reference, reference));
      return row;
    },

    /** The attempt locked until the transaction ends: its transitions apply one at a time. */
    async lockAttempt(reference: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.reference, reference))
        .for('update');
      return row;
    },

    async updateAttempt(id: number, values: Partial<NewAttempt>): Promise<AttemptRow> {
      const [row] = await db
        .update(paymentAttempts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(paymentAttempts.id, id))
        .returning();
      return row!;
    },

    /**
     * Claims the (transaction, status) pair: true for the one caller that applies it, false for
     * every repetition, from this process or another.
     */
    async claimTransition(values: typeof paymentTransitions.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(paymentTransitions)
        .values(values)
        .onConflictDoNothing()
        .returning({ status: paymentTransitions.status });
      return rows.length === 1;
    },

    /** Stores an event as it arrived, before anything is read from it; answers its id. */
    async storeEvent(body: string): Promise<number> {
      const [row] = await db
        .insert(gatewayEvents)
        .values({ body })
        .returning({ id: gatewayEvents.id });
      return row!.id;
    },

    async setEventOutcome(
      id: number,
      values: { outcome: string; transactionId?: string | null; status?: string | null },
    ): Promise<void> {
      await db.update(gatewayEvents).set(values).where(eq(gatewayEvents.id, id));
    },

    async receive(values: typeof paymentsReceived.$inferInsert): Promise<ReceivedRow> {
      const [row] = await db.insert(paymentsReceived).values(values).returning();
      return row!;
    },

    async setOrderPayment(orderId: number, values: OrderPaymentColumns): Promise<void> {
      await db.update(orders).set(values).where(eq(orders.id, orderId));
    },

    async refundOf(orderId: number): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderId, orderId));
      return row;
    },

    /** Records what became of a cancelled order's money; the first record of an order wins. */
    async recordRefund(values: typeof paymentRefunds.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(paymentRefunds)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: paymentRefunds.id });
      return rows.length === 1;
    },

    async updateRefund(orderId: number, values: Partial<typeof paymentRefunds.$inferInsert>) {
      await db.update(paymentRefunds).set(values).where(eq(paymentRefunds.orderId, orderId));
    },

    /**
     * Attempts still open, made between `openedAfter` and `openedBefore`, not asked about since
     * `checkedBefore`, oldest first: what the reconciliation asks the gateway about.
     */
    async attemptsToReconcile(
      openedBefore: Date,
      checkedBefore: Date,
      openedAfter: Date,
      limit: number,
    ) {
      return db
        .select()
        .from(paymentAttempts)
        .where(
          and(
            inArray(paymentAttempts.status, ['CREATED', 'PENDING']),
            lt(paymentAttempts.createdAt, openedBefore),
            gt(paymentAttempts.createdAt, openedAfter),
            or(isNull(paymentAttempts.checkedAt), lt(paymentAttempts.checkedAt, checkedBefore)),
          ),
        )
        .orderBy(asc(paymentAttempts.createdAt))
        .limit(limit);
    },

    async markChecked(id: number): Promise<void> {
      await db
        .update(paymentAttempts)
        .set({ checkedAt: new Date() })
        .where(eq(paymentAttempts.id, id));
    },

    /** Unpaid online orders whose payment window closed, oldest first. */
    async ordersPastPayBy(now: Date, limit: number): Promise<{ id: number }[]> {
      return db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.paymentStatus, ['UNPAID', 'PENDING'] satisfies PaymentStatus[]),
            lt(orders.payBy, now),
            sql`${orders.status} <> 'CANCELED'`,
          ),
        )
        .orderBy(asc(orders.payBy))
        .limit(limit);
    },

    /** Cancelled orders that still hold money and have no refund recorded (a crash between the two). */
    async canceledPaidWithoutRefund(limit: number): Promise<{ id: number }[]> {
      return db
        .select({ id: orders.id })
        .from(orders)
        .leftJoin(paymentRefunds, eq(paymentRefunds.orderId, orders.id))
        .where(
          and(
            eq(orders.status, 'CANCELED'),
            sql`${orders.amountPaid} > 0`,
            isNull(paymentRefunds.id),
          ),
        )
        .limit(limit);
    },

    async openAttempts(orderId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'PENDING')));
      return row?.n ?? 0;
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
