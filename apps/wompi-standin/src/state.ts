// Everything one stand-in holds, built once per server: its keys, settings, transactions, events.
import type { StandinSettings } from './control-types';
import { DEMO_KEYS, type WompiKeys } from './demo-keys';
import { createEventSender } from './events';
import { createLifetime } from './lifetime';
import { createAcceptanceTokens, MERCHANT } from './merchant';
import { createPayments } from './payments';
import { createTransactionStore } from './transactions';

export interface StandinOptions {
  keys?: WompiKeys;
  /** Where events are POSTed; empty or null sends none. */
  eventsUrl?: string | null;
  pendingMs?: number;
  retryMs?: number;
}

export type StandinState = ReturnType<typeof createStandinState>;

export function createStandinState(options: StandinOptions = {}) {
  const keys = options.keys ?? DEMO_KEYS;
  const settings: StandinSettings = {
    eventsUrl: options.eventsUrl || null,
    dropEvents: false,
    pendingMs: options.pendingMs ?? 3000,
    retryMs: options.retryMs ?? 1000,
  };
  const lifetime = createLifetime();
  const store = createTransactionStore(MERCHANT.id);
  const events = createEventSender(keys.eventsSecret, settings, lifetime);
  const payments = createPayments(store, events, settings, lifetime);
  return { keys, settings, lifetime, store, events, payments, tokens: createAcceptanceTokens() };
}
