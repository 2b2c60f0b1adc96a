import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Mail } from './mailer';

const DUE_STATUSES = ['PENDING', 'SENDING'] as const;

/** One claim of a row: every claim counts an attempt, so the count tells claims of one row apart. */
export interface OutboxClaim {
  id: number;
  attempts: number;
}

/** The outbox rows: written inside the caller's transaction, claimed and settled by the worker. */
export function createOutboxRepository(db: Db) {
  /**
   * Settles the row only while it is still held by this claim: a worker whose lease lapsed while
   * another took the row over must not overwrite what that one does. False when the claim was lost.
   */
  const settle = async (claim: OutboxClaim, values: Partial<typeof mailOutbox.$inferInsert>) => {
    const settled = await db
      .update(mailOutbox)
      .set(values)
      .where(
        and(
          eq(mailOutbox.id, claim.id),
          eq(mailOutbox.status, 'SENDING'),
          eq(mailOutbox.attempts, claim.attempts),
        ),
      )
      .returning({ id: mailOutbox.id });
    return settled.length > 0;
  };

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

    markSent: (claim: OutboxClaim) =>
      settle(claim, { status: 'SENT', error: null, sentAt: new Date() }),
    markNotConfigured: (claim: OutboxClaim) => settle(claim, { status: 'NOT_CONFIGURED' }),
    retryAt: (claim: OutboxClaim, error: string, at: Date) =>
      settle(claim, { status: 'PENDING', error, nextAttemptAt: at }),
    markFailed: (claim: OutboxClaim, error: string) => settle(claim, { status: 'FAILED', error }),
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
