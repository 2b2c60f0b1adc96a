import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** One order's money as the database holds it after a crash. */
export interface OrderMoneyRow {
  customId: string;
  paymentStatus: string;
  amountPaid: number;
  total: number;
  paidAt: string | null;
  received: number;
  receivedRows: number;
  approvals: number;
  receiptMails: number;
}

/**
 * The money of every order of the suite, read in one snapshot: what was received, how many
 * approvals were applied and how many "Pago recibido" mails were written for it.
 */
export const readPayments = (db: Db) =>
  db.transaction(
    (tx) =>
      rowsOf<OrderMoneyRow>(
        tx as unknown as Db,
        sql`select o.custom_id as "customId", o.payment_status as "paymentStatus",
          o.amount_paid::int as "amountPaid", o.total::int as "total", o.paid_at::text as "paidAt",
          coalesce((select sum(r.amount) from payments_received r where r.order_id = o.id), 0)::int as "received",
          (select count(*) from payments_received r where r.order_id = o.id)::int as "receivedRows",
          (select count(*) from payment_transitions t join payment_attempts a on a.id = t.attempt_id
            where a.order_id = o.id and t.status = 'APPROVED')::int as "approvals",
          (select count(*) from mail_outbox m where m.kind = 'payment-received'
            and m.subject like '%' || o.custom_id)::int as "receiptMails"
        from orders o order by o.id`,
      ),
    { isolationLevel: 'repeatable read' },
  );
