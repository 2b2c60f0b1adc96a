// Wompi's `transaction.updated` events (docs.wompi.co/docs/colombia/eventos/): a signed POST to the
// merchant's events URL on every final status, redelivered up to 3 times while the answer is not a
// 200. Wompi waits 30 min, 3 h and 24 h between attempts; here the wait is `retryMs`.
import type {
  Delivery,
  DeliveryResult,
  DeliverOptions,
  StandinSettings,
  Tamper,
} from './control-types';
import type { Lifetime } from './lifetime';
import { eventChecksum } from './signatures';
import type { Transaction } from './transactions';

const PROPERTIES = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
const RETRIES = 3;
// Signs the forged `checksum` events: a well-formed checksum that no merchant secret produces.
const FORGER_SECRET = 'not-the-events-secret';
// Long enough for a slow shop, short enough that close() is not held up by a hung one.
const ANSWER_TIMEOUT_MS = 10_000;

export interface WompiEvent {
  event: 'transaction.updated';
  data: { transaction: Transaction };
  environment: 'test';
  signature: { properties: string[]; checksum: string };
  timestamp: number;
  sent_at: string;
}

export type EventSender = ReturnType<typeof createEventSender>;

export function createEventSender(
  eventsSecret: string,
  settings: StandinSettings,
  lifetime: Lifetime,
) {
  // The last event of each transaction, so a redelivery repeats it (same timestamp and checksum).
  const latest = new Map<string, WompiEvent>();
  const deliveries: Delivery[] = [];

  function build(transaction: Transaction): WompiEvent {
    const timestamp = Math.floor(Date.now() / 1000);
    const data = { transaction };
    const checksum = eventChecksum(PROPERTIES, data, timestamp, eventsSecret);
    const event: WompiEvent = {
      event: 'transaction.updated',
      data,
      environment: 'test',
      signature: { properties: PROPERTIES, checksum },
      timestamp,
      sent_at: new Date(timestamp * 1000).toISOString(),
    };
    latest.set(transaction.id, event);
    return event;
  }

  function forge(event: WompiEvent, tamper: Tamper): WompiEvent {
    const forged = structuredClone(event);
    if (tamper === 'amount') forged.data.transaction.amount_in_cents += 100;
    else
      forged.signature.checksum = eventChecksum(
        PROPERTIES,
        event.data,
        event.timestamp,
        FORGER_SECRET,
      );
    return forged;
  }

  async function post(
    event: WompiEvent,
    url: string,
    trigger: Delivery['trigger'],
    tamper: Tamper | null = null,
  ): Promise<DeliveryResult> {
    const sentAt = new Date().toISOString();
    const body = { ...(tamper ? forge(event, tamper) : event), sent_at: sentAt };
    let httpStatus: number | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-event-checksum': body.signature.checksum,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.any([lifetime.signal, AbortSignal.timeout(ANSWER_TIMEOUT_MS)]),
      });
      httpStatus = response.status;
      await response.arrayBuffer();
    } catch {
      // Refused, reset or timed out: no answer, which Wompi treats like any non-200.
    }
    const { transaction } = event.data;
    deliveries.push({
      transactionId: transaction.id,
      status: transaction.status,
      url,
      httpStatus,
      trigger,
      tampered: tamper,
      sentAt,
    });
    return { url, httpStatus };
  }

  async function deliverWithRetries(event: WompiEvent, url: string, attempt = 0): Promise<void> {
    const { httpStatus } = await post(event, url, attempt === 0 ? 'status-change' : 'retry');
    // Only a 200 counts as received, as Wompi's docs say: not 201, not 204.
    if (httpStatus !== 200 && attempt < RETRIES)
      lifetime.after(settings.retryMs, () => void deliverWithRetries(event, url, attempt + 1));
  }

  return {
    /** Called on every final status: signs the event and sends it unless events are off. */
    notify(transaction: Transaction): void {
      const event = build(transaction);
      if (settings.eventsUrl && !settings.dropEvents)
        void deliverWithRetries(event, settings.eventsUrl);
    },

    /** Sends the transaction's current event again, as told, without retries. */
    async redeliver(transaction: Transaction, options: DeliverOptions): Promise<DeliveryResult[]> {
      const previous = latest.get(transaction.id);
      const event =
        previous?.data.transaction.status === transaction.status ? previous : build(transaction);
      const urls = options.to ?? (settings.eventsUrl ? [settings.eventsUrl] : []);
      const sends = Array.from({ length: options.times ?? 1 }, () => urls).flat();
      const send = (url: string) => post(event, url, 'control', options.tamper ?? null);
      if (options.concurrently) return Promise.all(sends.map(send));
      const results: DeliveryResult[] = [];
      for (const url of sends) results.push(await send(url));
      return results;
    },

    deliveries: (): Delivery[] => structuredClone(deliveries),
  };
}
