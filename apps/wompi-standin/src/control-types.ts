// The bodies and answers of the /__control endpoints: stand-in only, not Wompi's. The shop's tests
// depend on these shapes through StandinControl, so change them only together with those tests.
import type { PaymentMethodType, TransactionStatus } from './transactions';

export type ControlOutcome = 'APPROVED' | 'DECLINED' | 'ERROR' | 'PENDING';
export type SettleStatus = 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';
/** A forged event: a wrong checksum, or the amount changed after signing. */
export type Tamper = 'checksum' | 'amount';

/** POST /__control/transactions */
export interface CreateTransactionInput {
  reference: string;
  amountInCents: number;
  currency?: 'COP';
  method: PaymentMethodType;
  outcome: ControlOutcome;
  email?: string;
}

/** POST /__control/events/:transactionId/deliver */
export interface DeliverOptions {
  times?: number;
  concurrently?: boolean;
  /** Default: the events URL. */
  to?: string[];
  tamper?: Tamper;
}

/** One answer to one POST of an event; `httpStatus` is null when the shop did not answer. */
export interface DeliveryResult {
  url: string;
  httpStatus: number | null;
}

/** GET /__control/deliveries: every attempt, in the order they were made. */
export interface Delivery extends DeliveryResult {
  transactionId: string;
  /** The transaction's status inside the event. */
  status: TransactionStatus;
  /** What sent it: a status change, a redelivery after a non-200, or /__control/events. */
  trigger: 'status-change' | 'retry' | 'control';
  tampered: Tamper | null;
  sentAt: string;
}

export interface StandinSettings {
  eventsUrl: string | null;
  /** Settle without sending the event, to simulate a lost one. */
  dropEvents: boolean;
  pendingMs: number;
  retryMs: number;
}

/** PATCH /__control/settings */
export type SettingsPatch = Partial<
  Pick<StandinSettings, 'eventsUrl' | 'dropEvents' | 'pendingMs'>
>;
