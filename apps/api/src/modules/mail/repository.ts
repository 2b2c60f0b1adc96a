import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Mail } from './mailer';

const DUE_STATUSES = ['PENDING', 'SENDING'] as const;

/** The outbox rows: written inside the caller's transaction, claimed and settled by the worker. */
export function createOutboxRepository(db: Db) {
  const settle = (id: number, values: Partial<typeof mailOutbox.$inferInsert>) =>
    db
      .update(mailOutbox)
      .set(values)
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'SENDING')));

  return {
    async add(tx: DbOrTx, mails: Mail[]): Promise<void> {
      if (mails.length)
        await tx
          .insert(mailOutbox)
          .values(mails.map((m) => ({ ...m, status: 'PENDING' as const })));
    },

    /**
     * Claims up to `limit` due rows for one worker. SKIP LOCKED lets two processes claim at the same
     * moment without either taking the other's rows; the lease returns a row whose worker died
     * mid-send to the queue once it lapses.
     */
    async claimDue(limit: number, leaseMs: number) {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(inArray(mailOutbox.status, DUE_STATUSES), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({
          status: 'SENDING',
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + ${leaseMs}::integer * interval '1 millisecond'`,
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    markSent: (id: number) => settle(id, { status: 'SENT', error: null, sentAt: new Date() }),
    markNotConfigured: (id: number) => settle(id, { status: 'NOT_CONFIGURED' }),
    retryAt: (id: number, error: string, at: Date) =>
      settle(id, { status: 'PENDING', error, nextAttemptAt: at }),
    markFailed: (id: number, error: string) => settle(id, { status: 'FAILED', error }),
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
