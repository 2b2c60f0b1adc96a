import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Wompi's two signatures (docs.wompi.co/docs/colombia/widget-checkout-web/, "Firma de
 * integridad", and /docs/colombia/eventos/, "Seguridad"). Both are a SHA-256 over plain
 * concatenations, so the order of the parts is the whole contract.
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface CheckoutSigned {
  reference: string;
  amountInCents: number;
  currency: string;
  /** ISO 8601; when the checkout carries one, it is signed too, between currency and secret. */
  expirationTime?: string;
}

/** `signature:integrity` of a checkout: reference, amount in cents, currency, [expiration], secret. */
export function integritySignature(checkout: CheckoutSigned, integritySecret: string): string {
  return sha256(
    `${checkout.reference}${checkout.amountInCents}${checkout.currency}${checkout.expirationTime ?? ''}${integritySecret}`,
  );
}

/** The value at a dotted path of the event's `data` ('transaction.amount_in_cents'). */
function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, key) =>
        v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined,
      data,
    );
}

/**
 * The text an event's checksum is taken over: the values `properties` names, read from `data` in
 * that order, then `timestamp`, then the events secret. The properties come from the event itself,
 * never a fixed list, because Wompi may sign other fields (its docs ask for exactly this).
 */
export function eventChecksumText(
  data: unknown,
  properties: readonly string[],
  timestamp: number | string,
  eventsSecret: string,
): string {
  return `${properties.map((p) => String(valueAt(data, p) ?? '')).join('')}${timestamp}${eventsSecret}`;
}

export const eventChecksum = (...args: Parameters<typeof eventChecksumText>) =>
  sha256(eventChecksumText(...args));

/** Whether `checksum` (any case, as Wompi sends it upper case) is the event's, in constant time. */
export function checksumMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
