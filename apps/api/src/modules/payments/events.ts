import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import type { SiteConfigRow } from '../config/service';
import type { TransitionApplier } from './apply';
import type { PaymentRepository } from './repository';
import { transactionOf } from './wompi/gateway';
import { checksumMatches, eventChecksum } from './wompi/signatures';

interface Deps {
  payments: { repo: PaymentRepository };
  apply: TransitionApplier;
  config: () => Promise<SiteConfigRow>;
  log: FastifyBaseLogger;
}

interface WompiEvent {
  event?: unknown;
  data?: { transaction?: unknown };
  signature?: { properties?: unknown; checksum?: unknown };
  timestamp?: unknown;
}

const isSigned = (
  e: WompiEvent,
): e is WompiEvent & {
  signature: { properties: string[]; checksum: string };
  timestamp: number | string;
} =>
  Array.isArray(e.signature?.properties) &&
  e.signature.properties.every((p) => typeof p === 'string') &&
  typeof e.signature.checksum === 'string' &&
  (typeof e.timestamp === 'number' || typeof e.timestamp === 'string');

/**
 * The gateway's events (docs.wompi.co/docs/colombia/eventos/): the raw body is stored before
 * anything is read from it; then the checksum, then our attempt's reference, amount and currency;
 * then the transition, applied once whatever the repetitions. Wompi retries until it gets a 200,
 * so an event for a reference we do not know is logged and answered 200 (retrying cannot help),
 * while a forged or mismatched one is refused and logged.
 */
export function createEventService({ payments, apply, config, log }: Deps) {
  return async function receive(rawBody: string, headerChecksum?: string): Promise<string> {
    const eventId = await payments.repo.storeEvent(rawBody);
    const settle = (outcome: string, transactionId?: string, status?: string) =>
      payments.repo.setEventOutcome(eventId, { outcome, transactionId, status });
    let event: WompiEvent = {};
    try {
      const parsed: unknown = JSON.parse(rawBody);
      if (parsed !== null && typeof parsed === 'object') event = parsed as WompiEvent;
    } catch {
      // Not JSON: refused below as unsigned, after it was stored.
    }
    const secret = (await config()).wompi?.eventsSecret;
    if (!isSigned(event) || !secret) {
      await settle(secret ? 'MALFORMED' : 'NOT_CONFIGURED');
      log.warn({ eventId }, 'gateway event refused: unsigned, malformed or no events secret');
      throw new AppError('EVENT_SIGNATURE_INVALID');
    }
    const expected = eventChecksum(event.data, event.signature.properties, event.timestamp, secret);
    const received = event.signature.checksum || headerChecksum || '';
    if (!checksumMatches(expected, received)) {
      await settle('BAD_CHECKSUM');
      log.warn({ eventId }, 'gateway event refused: its checksum does not verify');
      throw new AppError('EVENT_SIGNATURE_INVALID');
    }
    if (event.event !== 'transaction.updated') {
      await settle('IGNORED');
      return 'IGNORED';
    }
    const transaction = transactionOf(event.data?.transaction);
    if (!transaction) {
      await settle('MALFORMED');
      throw new AppError('VALIDATION_ERROR', 'El evento no trae una transacción válida.');
    }
    const outcome = await apply(transaction, 'event');
    await settle(outcome, transaction.id, transaction.status);
    if (outcome === 'UNKNOWN_REFERENCE')
      log.warn(
        { eventId, reference: transaction.reference },
        'gateway event for an unknown reference',
      );
    if (outcome === 'MISMATCH') {
      log.error(
        { eventId, reference: transaction.reference },
        'gateway event does not match its attempt',
      );
      throw new AppError('EVENT_MISMATCH');
    }
    return outcome;
  };
}
