import { and, asc, eq, gte, lt, lte, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { AgeingBucket } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import {
  creditLines,
  creditReminders,
  orders,
  profiles,
  users,
  type CreditReminderKind,
} from '../../db/schema';

export type CreditLineRow = typeof creditLines.$inferSelect;
export type NewCreditLine = Omit<typeof creditLines.$inferInsert, 'createdAt' | 'updatedAt'>;

/** The orders a company owes on: on credit and not cancelled (docs/payments.md, "Company credit"). */
const onCredit = and(eq(orders.payMethod, 'COMPANY_CREDIT'), ne(orders.status, 'CANCELED'));
/** What is still owed on one order: its "Total a pagar" less what was received. */
const owedOf = sql`greatest(${orders.total} - ${orders.amountPaid}, 0)`;

/** Σ owed of the orders matching `filter`, whole pesos (a bigint sum, read exactly). */
const owedWhere = (filter?: SQL) =>
  sql`coalesce(sum(${owedOf}) ${filter ? sql`filter (where ${filter})` : sql``}, 0)::bigint`.mapWith(
    Number,
  );

/** Days past the due date on `today` (0 on the due date, negative before it). */
const daysPast = (today: string) => sql`(${today}::date - ${orders.dueOn})`;

/** The ageing buckets' SQL, by days past the due date (shared/payments/credit.ts, ageingBucket). */
const bucketSums = (today: string): Record<AgeingBucket, SQL.Aliased<number>> => {
  const days = daysPast(today);
  return {
    current: owedWhere(sql`${days} <= 0`).as('current'),
    days1to30: owedWhere(sql`${days} between 1 and 30`).as('days1to30'),
    days31to60: owedWhere(sql`${days} between 31 and 60`).as('days31to60'),
    days61to90: owedWhere(sql`${days} between 61 and 90`).as('days61to90'),
    over90: owedWhere(sql`${days} > 90`).as('over90'),
  };
};

/**
 * The SQL of company credit: the lines, what each company owes on its orders on credit (read from
 * `orders`, which the orders and payments modules write), and the reminders already mailed.
 */
export function createCreditRepository(db: DbOrTx) {
  return {
    /** Whom a line would be for: whether it is a company, and how it is named. */
    async company(userId: number) {
      const [row] = await db
        .select({
          userId: users.id,
          legalPersonType: users.legalPersonType,
          email: users.email,
          businessName: profiles.businessName,
          fullName: profiles.fullName,
          identification: profiles.identificationNumber,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    async line(userId: number): Promise<CreditLineRow | undefined> {
      const [row] = await db.select().from(creditLines).where(eq(creditLines.userId, userId));
      return row;
    },

    /**
     * The line locked until the transaction ends: every order on credit of the company takes it
     * before it sums what is owed, so concurrent orders check the limit one after the other.
     */
    async lockLine(userId: number): Promise<CreditLineRow | undefined> {
      const [row] = await db
        .select()
        .from(creditLines)
        .where(eq(creditLines.userId, userId))
        .for('update');
      return row;
    },

    async saveLine(values: NewCreditLine): Promise<CreditLineRow> {
      const { userId: _userId, ...changes } = values;
      const [row] = await db
        .insert(creditLines)
        .values(values)
        .onConflictDoUpdate({
          target: creditLines.userId,
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    /** What the company owes on its orders on credit, and how much of it is past due on `today`. */
    async owed(userId: number, today: string): Promise<{ owed: number; overdue: number }> {
      const [row] = await db
        .select({ owed: owedWhere(), overdue: owedWhere(sql`${orders.dueOn} < ${today}::date`) })
        .from(orders)
        .where(and(eq(orders.userId, userId), onCredit));
      return row ?? { owed: 0, overdue: 0 };
    },

    /** Every line (or one company's) with what it owes by age on `today`, most owed first. */
    async receivables(today: string, userId?: number) {
      return db
        .select({
          line: creditLines,
          email: users.email,
          businessName: profiles.businessName,
          fullName: profiles.fullName,
          identification: profiles.identificationNumber,
          owed: owedWhere().as('owed'),
          ...bucketSums(today),
        })
        .from(creditLines)
        .innerJoin(users, eq(users.id, creditLines.userId))
        .innerJoin(profiles, eq(profiles.userId, creditLines.userId))
        .leftJoin(orders, and(eq(orders.userId, creditLines.userId), onCredit))
        .where(userId === undefined ? undefined : eq(creditLines.userId, userId))
        .groupBy(
          creditLines.userId,
          users.email,
          profiles.businessName,
          profiles.fullName,
          profiles.identificationNumber,
        )
        .orderBy(sql`owed desc`, asc(profiles.businessName), asc(creditLines.userId));
    },

    /** A company's orders on credit still owed on, the earliest due first. */
    async openOrders(userId: number) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), onCredit, lt(orders.amountPaid, orders.total)))
        .orderBy(asc(orders.dueOn), asc(orders.id));
    },

    /**
     * Open orders on credit due between `from` and `to` (both included, calendar days) that were
     * not yet mailed a reminder of `kind`, earliest due first.
     */
    async toRemind(kind: CreditReminderKind, from: string, to: string, limit: number) {
      return db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            onCredit,
            lt(orders.amountPaid, orders.total),
            gte(orders.dueOn, from),
            lte(orders.dueOn, to),
            notExists(
              db
                .select({ orderId: creditReminders.orderId })
                .from(creditReminders)
                .where(and(eq(creditReminders.orderId, orders.id), eq(creditReminders.kind, kind))),
            ),
          ),
        )
        .orderBy(asc(orders.dueOn), asc(orders.id))
        .limit(limit);
    },

    /** Claims one reminder: true for the one caller that mails it, false for every other. */
    async claimReminder(orderId: number, kind: CreditReminderKind): Promise<boolean> {
      const rows = await db
        .insert(creditReminders)
        .values({ orderId, kind })
        .onConflictDoNothing()
        .returning({ orderId: creditReminders.orderId });
      return rows.length === 1;
    },
  };
}
export type CreditRepository = ReturnType<typeof createCreditRepository>;
