import { DEFAULT_ADDRESS_LIMITS, type AddressLimits } from '../lib/address-limits';
import type { HashingLimits } from '../lib/password-hasher';

/** Sign-in attempts per IP and per e-mail, in a 15-minute window. */
export interface LoginLimits {
  perIp: number;
  perEmail: number;
}

export interface PasswordRouteLimits {
  /** Recovery requests per IP and hour (each may send a mail). */
  requestsPerHour: number;
  /** Recovery attempts per IP and 15 minutes (guessing tokens is hopeless; this keeps it so). */
  resetsPerWindow: number;
  /**
   * Up to this many milliseconds of random wait before a recovery request is looked at, so the
   * work done for a known address cannot be timed from the requests that follow it.
   */
  recoveryJitterMs: number;
}

/** Abuse limits; tests lift them to exercise other behaviour and lower them to check them. */
export interface Limits {
  login: LoginLimits;
  /**
   * RUT uploads and registrations per IP and hour: both are open to anonymous callers. Transfer
   * receipts (signed in, but files all the same) take the uploads' figure, counted on their own.
   */
  uploadsPerHour: number;
  registrationsPerHour: number;
  /**
   * Company invitations sent, and their links opened or used, per IP and hour: each sends a mail or
   * is anonymous, like a registration.
   */
  invitationLinksPerHour: number;
  passwords: PasswordRouteLimits;
  hashing: HashingLimits;
  /** Searches, PDFs, reports and drawn pages per address and minute. */
  perAddress: AddressLimits;
}

const DEFAULT_LIMITS: Limits = {
  login: { perIp: 30, perEmail: 8 },
  uploadsPerHour: 30,
  registrationsPerHour: 10,
  invitationLinksPerHour: 30,
  passwords: { requestsPerHour: 10, resetsPerWindow: 20, recoveryJitterMs: 2000 },
  // About 0.3 s per hash at the production cost: someone at the back of the line waits ~1.5 s.
  hashing: { concurrent: 2, queued: 8, perAddress: 3 },
  perAddress: DEFAULT_ADDRESS_LIMITS,
};

/** What an app's options may change of the limits. */
export type LimitChanges = Partial<Omit<Limits, 'perAddress'>> & {
  perAddress?: Partial<AddressLimits>;
};

/** The defaults with the options' changes, the per-address ones merged one by one. */
export const limitsOf = (changes?: LimitChanges): Limits => ({
  ...DEFAULT_LIMITS,
  ...changes,
  perAddress: { ...DEFAULT_LIMITS.perAddress, ...changes?.perAddress },
});
