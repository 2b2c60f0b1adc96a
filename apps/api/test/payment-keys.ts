import type { WompiKeys } from '../src/db/schema';

/**
 * Sandbox keys of the right shape for suites that place card, PSE or Nequi orders without paying
 * them: online methods are offered only while every key is stored. Suites that pay through the
 * Wompi stand-in use the stand-in's own keys instead.
 */
export const SANDBOX_KEYS: WompiKeys = {
  environment: 'sandbox',
  publicKey: 'pub_test_suite',
  privateKey: 'prv_test_suite',
  integritySecret: 'test_integrity_suite',
  eventsSecret: 'test_events_suite',
};
