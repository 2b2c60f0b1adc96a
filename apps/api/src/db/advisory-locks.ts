import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Every advisory-lock namespace in one place, so no two features pick the same number. Each lock
 * is `(namespace, id)` and lasts until its transaction ends.
 */
export const ADVISORY_LOCKS = {
  /** Order creation and quote conversion of one customer: a keyed retry waits for the first try. */
  customerOrders: 4_242,
  /** Cart additions of one customer: each compares what the cart holds with the stock in turn. */
  customerCart: 4_245,
  /** Password recovery links of one account: the hourly cap is counted one request at a time. */
  recoveryTokens: 4_243,
  /** Writes that may change who holds ADMIN_ROLES: the lockout check sees them one at a time. */
  roleAdministrators: 4_244,
  /** Category and brand creation and renaming: the case-insensitive name check sees them one at a time. */
  catalogueNames: 4_260,
  /** Tax rule table replacements: each edit compares against, and audits, the table before it. */
  taxRules: 4_270,
  /** Member and invitation writes of one company: the last-administrator check sees them one at a time. */
  companyMembers: 4_280,
} as const;

export const lockAdvisory = (
  tx: Tx,
  namespace: (typeof ADVISORY_LOCKS)[keyof typeof ADVISORY_LOCKS],
  id: number,
) => tx.execute(sql`select pg_advisory_xact_lock(${namespace}, ${id})`);
