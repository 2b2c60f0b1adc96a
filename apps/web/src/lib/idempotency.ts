import { isApiError } from './api-client';

/**
 * A fresh `Idempotency-Key` (a UUID v4) for one press of a button that creates an order. Automatic
 * retries of that press send the same key, so the server makes the order at most once.
 * `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); a shop reached over plain
 * HTTP on a local network still gets a v4 UUID from `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Retry policy of those presses: a lost connection or a server failure may or may not have made
 * the order, so the same request (same key) goes again, twice at most; a 4xx is an answer.
 */
export function retryUncertain(failureCount: number, error: unknown): boolean {
  const uncertain = isApiError(error) && (error.status === 0 || error.status >= 500);
  return uncertain && failureCount < 2;
}
