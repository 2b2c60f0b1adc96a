// How a payment moves: a card settles at once; PSE and Nequi wait for the bank or the phone
// (`pendingMs` here) and then settle. Every final status sends an event.
import type { StandinSettings } from './control-types';
import type { EventSender } from './events';
import type { Lifetime } from './lifetime';
import { statusMessage } from './sandbox-data';
import type { FinalStatus, NewTransaction, Transaction, TransactionStore } from './transactions';

export type Payments = ReturnType<typeof createPayments>;

export function createPayments(
  store: TransactionStore,
  events: EventSender,
  settings: StandinSettings,
  lifetime: Lifetime,
) {
  function settle(id: string, status: FinalStatus): Transaction {
    const current = store.get(id);
    if (!current) throw new Error(`No transaction ${id}`);
    const settled = store.finalize(id, status, statusMessage(current.payment_method_type, status));
    events.notify(settled);
    return settled;
  }

  return {
    /**
     * Creates a transaction bound for `outcome`; with none it stays PENDING until someone settles
     * it (the control endpoints).
     */
    pay(fields: NewTransaction, outcome: FinalStatus | null): Transaction {
      const created = store.add(fields);
      if (!outcome) return created;
      if (created.payment_method_type === 'CARD') return settle(created.id, outcome);
      lifetime.after(settings.pendingMs, () => {
        // Settled by hand meanwhile: that status stands.
        if (store.get(created.id)?.status === 'PENDING') settle(created.id, outcome);
      });
      return created;
    },

    settle,

    /** Wompi voids approved card payments only; anything else is the merchant's manual refund. */
    voidCard(id: string): Transaction | 'not-voidable' {
      const current = store.get(id);
      if (current?.payment_method_type !== 'CARD' || current.status !== 'APPROVED')
        return 'not-voidable';
      return settle(id, 'VOIDED');
    },
  };
}
