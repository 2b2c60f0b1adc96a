// A typed client of the /__control endpoints, for the shop's test suites.
import type {
  CreateTransactionInput,
  DeliverOptions,
  Delivery,
  DeliveryResult,
  SettingsPatch,
  SettleStatus,
  StandinSettings,
} from './control-types';
import type { Transaction } from './transactions';

export interface StandinControl {
  /** Makes a transaction without a browser: a card settles at once, PSE and Nequi after pendingMs. */
  createTransaction(input: CreateTransactionInput): Promise<Transaction>;
  /** Moves the transaction to `status` and sends its event. */
  settleTransaction(transactionId: string, status: SettleStatus): Promise<Transaction>;
  /** Sends the transaction's current event again; answers one result per POST. */
  deliverEvent(transactionId: string, options?: DeliverOptions): Promise<DeliveryResult[]>;
  updateSettings(patch: SettingsPatch): Promise<StandinSettings>;
  listDeliveries(): Promise<Delivery[]>;
}

export function createStandinControl(baseUrl: string): StandinControl {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  }
  const id = encodeURIComponent;

  return {
    createTransaction: (input) => call('POST', '/__control/transactions', input),
    settleTransaction: (transactionId, status) =>
      call('POST', `/__control/transactions/${id(transactionId)}/settle`, { status }),
    deliverEvent: (transactionId, options = {}) =>
      call('POST', `/__control/events/${id(transactionId)}/deliver`, options),
    updateSettings: (patch) => call('PATCH', '/__control/settings', patch),
    listDeliveries: () => call('GET', '/__control/deliveries'),
  };
}
