import { addDays, bogotaDate, CREDIT_REMINDER_DAYS } from '@shop/shared';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import type { CreditReminderKind } from '../../db/schema';
import type { OutboxService } from '../../platform/mail/service';
import type { SiteConfigRow } from '../config/service';
import type { DocumentStore, OrderRow } from '../orders';
import { creditDueSoonMail, creditOverdueMail } from './mails';
import type { CreditRepository } from './repository';

interface Deps {
  credit: Transactional<CreditRepository>;
  /** The order row, locked in the reminder's transaction (the orders module's store). */
  orders: { within(tx: Tx): Pick<DocumentStore, 'lockOrder'> };
  outbox: OutboxService;
  config: () => Promise<SiteConfigRow>;
  /** How many days before the due date the first reminder goes. */
  daysBefore?: number;
}

/** Orders reminded per kind and run: a backlog drains over the next runs. */
const BATCH = 200;

const MAILS: Record<
  CreditReminderKind,
  (order: OrderRow, shopName: string) => ReturnType<typeof creditDueSoonMail>
> = {
  DUE_SOON: creditDueSoonMail,
  OVERDUE: creditOverdueMail,
};

/**
 * The reminders of orders on credit (docs/payments.md, "Company credit"): `daysBefore` days before
 * the due date, once, and once more when the order becomes overdue. Each mail is claimed by one
 * row per (order, kind) in the transaction that writes it to the outbox, so every process may run
 * the sweep at the same time and each mail still goes once.
 */
export function createCreditReminders({
  credit,
  orders,
  outbox,
  config,
  daysBefore = CREDIT_REMINDER_DAYS.default,
}: Deps) {
  /** Claims and writes one reminder, with the order locked and read again: it may be paid by now. */
  const remindOne = (orderId: number, kind: CreditReminderKind, today: string, shopName: string) =>
    credit.inTransaction(async (repo, tx) => {
      const order = await orders.within(tx).lockOrder(orderId);
      if (!order || order.status === 'CANCELED' || order.amountPaid >= order.total) return false;
      if (kind === 'OVERDUE' ? order.dueOn! >= today : order.dueOn! < today) return false;
      if (!(await repo.claimReminder(orderId, kind))) return false;
      await outbox.enqueue(tx, MAILS[kind](order, shopName));
      return true;
    });

  return {
    /** One sweep on the Bogotá day `today`; answers how many reminders it mailed. */
    async remind(today = bogotaDate()): Promise<number> {
      const due = {
        DUE_SOON: await credit.repo.toRemind('DUE_SOON', today, addDays(today, daysBefore), BATCH),
        OVERDUE: await credit.repo.toRemind('OVERDUE', '0001-01-01', addDays(today, -1), BATCH),
      };
      const hasWork = due.DUE_SOON.length + due.OVERDUE.length > 0;
      if (!hasWork) return 0;
      const { shopName } = await config();
      let sent = 0;
      for (const kind of ['DUE_SOON', 'OVERDUE'] as const)
        for (const { id } of due[kind]) if (await remindOne(id, kind, today, shopName)) sent++;
      if (sent) outbox.wake();
      return sent;
    },
  };
}
export type CreditReminders = ReturnType<typeof createCreditReminders>;
