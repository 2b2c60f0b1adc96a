import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, transferReceipts } from '../../db/schema';

export type ReceiptRow = typeof transferReceipts.$inferSelect;
type NewReceipt = Omit<typeof transferReceipts.$inferInsert, 'id'>;
export type Decision = Pick<
  NewReceipt,
  'status' | 'decidedBy' | 'decidedAt' | 'amount' | 'receivedOn' | 'reason' | 'receivedPaymentId'
>;

const pending = eq(transferReceipts.status, 'PENDING');

/** The SQL of transfer receipts: their rows, one order's, and the ones waiting for staff. */
export function createTransferRepository(db: DbOrTx) {
  return {
    async insert(values: NewReceipt): Promise<ReceiptRow> {
      const [row] = await db.insert(transferReceipts).values(values).returning();
      return row!;
    },

    async one(id: number): Promise<ReceiptRow | undefined> {
      const [row] = await db.select().from(transferReceipts).where(eq(transferReceipts.id, id));
      return row;
    },

    async ofOrder(orderId: number): Promise<ReceiptRow[]> {
      return db
        .select()
        .from(transferReceipts)
        .where(eq(transferReceipts.orderId, orderId))
        .orderBy(desc(transferReceipts.uploadedAt), desc(transferReceipts.id));
    },

    async countOf(orderId: number, onlyPending = false): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(transferReceipts)
        .where(and(eq(transferReceipts.orderId, orderId), onlyPending ? pending : undefined));
      return row?.n ?? 0;
    },

    /** Writes staff's decision on a receipt still pending; undefined when it was not. */
    async decide(id: number, values: Decision): Promise<ReceiptRow | undefined> {
      const [row] = await db
        .update(transferReceipts)
        .set(values)
        .where(and(eq(transferReceipts.id, id), pending))
        .returning();
      return row;
    },

    /** The receipts waiting for staff with their orders, oldest first. */
    async pending(page: { offset: number; limit: number }) {
      const [{ n }] = (await db.select({ n: count() }).from(transferReceipts).where(pending)) as [
        { n: number },
      ];
      const rows = await db
        .select({ receipt: transferReceipts, order: orders })
        .from(transferReceipts)
        .innerJoin(orders, eq(orders.id, transferReceipts.orderId))
        .where(pending)
        .orderBy(asc(transferReceipts.uploadedAt), asc(transferReceipts.id))
        .limit(page.limit)
        .offset(page.offset);
      return { total: n, rows };
    },
  };
}
export type TransferRepository = ReturnType<typeof createTransferRepository>;
