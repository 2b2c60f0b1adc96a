// Wompi's two SHA-256 signatures, written from its docs alone: the stand-in must not share code
// with the shop, so a mistake in the shop's signing is refused here instead of agreed with.
import { createHash } from 'node:crypto';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface IntegrityInput {
  reference: string;
  /** As the checkout sent it: the digits are hashed, not a re-printed number. */
  amountInCents: string | number;
  currency: string;
  expirationTime?: string | null;
}

/**
 * The Web Checkout's `signature:integrity`: SHA-256 of reference, amount in cents, currency, the
 * expiration time when there is one, and the integrity secret, concatenated without separators,
 * in lowercase hex (docs.wompi.co/docs/colombia/widget-checkout-web/, "Paso 3").
 */
export function integritySignature(input: IntegrityInput, integritySecret: string): string {
  const { reference, amountInCents, currency, expirationTime } = input;
  return sha256Hex(
    `${reference}${amountInCents}${currency}${expirationTime ?? ''}${integritySecret}`,
  );
}

/** Reads a dotted path such as `transaction.amount_in_cents` out of an event's `data`. */
function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key]
          : undefined,
      data,
    );
}

/**
 * What an event's checksum hashes: the values `signature.properties` names, read from `data` in
 * that order, then the event's `timestamp`, then the events secret
 * (docs.wompi.co/docs/colombia/eventos/).
 */
export function eventChecksumSource(
  properties: readonly string[],
  data: unknown,
  timestamp: number,
  eventsSecret: string,
): string {
  return `${properties.map((path) => String(valueAt(data, path))).join('')}${timestamp}${eventsSecret}`;
}

/** The event checksum in uppercase hex, as Wompi's docs print it. */
export function eventChecksum(
  properties: readonly string[],
  data: unknown,
  timestamp: number,
  eventsSecret: string,
): string {
  return sha256Hex(eventChecksumSource(properties, data, timestamp, eventsSecret)).toUpperCase();
}
