import { WOMPI_KEY_NAMES, wompiKeyProblem, type WompiPatch, type WompiView } from '@shop/shared';
import type { WompiKeys } from '../../db/schema';
import { fieldError } from '../../lib/errors';

/** Where the gateway posts its events: the address staff paste in Wompi's dashboard. */
export const WOMPI_EVENTS_PATH = '/api/payments/wompi/events';

/** The gateway as an admin reads it: which keys are stored, never their values. */
export function wompiView(stored: WompiKeys | null, publicUrl: string): WompiView {
  const has = (key: (typeof WOMPI_KEY_NAMES)[number]) => Boolean(stored?.[key]);
  return {
    environment: stored?.environment ?? 'sandbox',
    hasPublicKey: has('publicKey'),
    hasPrivateKey: has('privateKey'),
    hasIntegritySecret: has('integritySecret'),
    hasEventsSecret: has('eventsSecret'),
    ready: WOMPI_KEY_NAMES.every(has),
    eventsUrl: new URL(WOMPI_EVENTS_PATH, publicUrl).toString(),
  };
}

/**
 * The stored keys with the patch over them ('' clears a key). Every key left stored must carry
 * its environment's prefix, so switching to production without typing the production keys, or
 * pasting a sandbox key into production, is refused naming the key, and nothing is saved.
 */
export function mergeWompi(stored: WompiKeys | null, patch: WompiPatch): WompiKeys | null {
  const { environment: patchEnvironment, ...keys } = patch;
  const environment = patchEnvironment ?? stored?.environment ?? 'sandbox';
  const next: WompiKeys = { environment };
  for (const key of WOMPI_KEY_NAMES) {
    const value = keys[key] ?? stored?.[key] ?? '';
    if (!value) continue;
    const problem = wompiKeyProblem(environment, key, value);
    if (problem) throw fieldError('WOMPI_KEY_MISMATCH', `configData.wompi.${key}`, problem);
    next[key] = value;
  }
  return WOMPI_KEY_NAMES.some((key) => next[key]) || patchEnvironment ? next : null;
}

/** How an audit entry shows a key: that it was there, or changed, never its value. */
export const maskedKey = (value: unknown, changed: boolean) =>
  value ? (changed ? '•••• (nueva)' : '••••') : '';
