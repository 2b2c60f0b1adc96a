import { ATTEMPT_STATUSES, type AttemptStatus, type WompiEnvironment } from '@shop/shared';
import type { WompiKeys } from '../../../db/schema';

/**
 * The part of Wompi's API the shop calls (docs.wompi.co/docs/colombia/referencia-api/): the
 * merchant's acceptance tokens, one transaction by id or by our reference, and a card's void.
 * Never called while a database transaction is open, and always with a time limit.
 */

/** Where the gateway answers; tests and the demo point both at the stand-in. */
export interface WompiEndpoints {
  /** The API base, ending in /v1. */
  apiUrl?: string;
  /** The Web Checkout page. */
  checkoutUrl?: string;
}

const API_URLS: Record<WompiEnvironment, string> = {
  sandbox: 'https://sandbox.wompi.co/v1',
  production: 'https://production.wompi.co/v1',
};
export const WOMPI_CHECKOUT_URL = 'https://checkout.wompi.co/p/';

/** A transaction as the gateway answers it, in the fields the shop reads. */
export interface GatewayTransaction {
  id: string;
  reference: string;
  amountInCents: number;
  currency: string;
  status: AttemptStatus;
  statusMessage: string | null;
  method: string | null;
}

/** The gateway could not be asked (down, slow, or answering nonsense): try again later. */
export class GatewayUnavailable extends Error {}

const TIMEOUT_MS = 8_000;

/** Reads a transaction of the gateway's JSON, or null when it is not one. */
export function transactionOf(raw: unknown): GatewayTransaction | null {
  const t = raw as Record<string, unknown> | null;
  if (!t || typeof t !== 'object') return null;
  const status = t.status as AttemptStatus;
  if (
    typeof t.id !== 'string' ||
    typeof t.reference !== 'string' ||
    !Number.isSafeInteger(t.amount_in_cents) ||
    typeof t.currency !== 'string' ||
    !ATTEMPT_STATUSES.includes(status) ||
    status === 'CREATED'
  )
    return null;
  return {
    id: t.id,
    reference: t.reference,
    amountInCents: t.amount_in_cents as number,
    currency: t.currency,
    status,
    statusMessage: typeof t.status_message === 'string' ? t.status_message : null,
    method: typeof t.payment_method_type === 'string' ? t.payment_method_type : null,
  };
}

export function createWompiGateway(endpoints: WompiEndpoints = {}) {
  const api = (keys: WompiKeys) => endpoints.apiUrl ?? API_URLS[keys.environment];

  async function call(
    url: string,
    init: RequestInit = {},
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new GatewayUnavailable(`Wompi did not answer ${url}: ${(err as Error).message}`);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new GatewayUnavailable(`Wompi answered ${response.status} without JSON at ${url}`);
    }
    if (response.status >= 500)
      throw new GatewayUnavailable(`Wompi answered ${response.status} at ${url}`);
    return { status: response.status, body };
  }

  const bearer = (key: string | undefined) => ({ authorization: `Bearer ${key ?? ''}` });
  const dataOf = (body: unknown) => (body as { data?: unknown } | null)?.data;

  return {
    checkoutUrl: endpoints.checkoutUrl ?? WOMPI_CHECKOUT_URL,

    /** The end-user policy's acceptance token and its permalink, which the checkout shows. */
    async acceptance(keys: WompiKeys): Promise<{ token: string; permalink: string } | null> {
      const { status, body } = await call(
        `${api(keys)}/merchants/${encodeURIComponent(keys.publicKey ?? '')}`,
      );
      const accepted = (dataOf(body) as { presigned_acceptance?: Record<string, unknown> })
        ?.presigned_acceptance;
      if (status !== 200 || typeof accepted?.acceptance_token !== 'string') return null;
      return {
        token: accepted.acceptance_token,
        permalink: typeof accepted.permalink === 'string' ? accepted.permalink : '',
      };
    },

    /** One transaction by the gateway's id, or null when the gateway does not know it. */
    async transaction(keys: WompiKeys, id: string): Promise<GatewayTransaction | null> {
      const { status, body } = await call(`${api(keys)}/transactions/${encodeURIComponent(id)}`, {
        headers: bearer(keys.publicKey),
      });
      if (status === 404) return null;
      const transaction = transactionOf(dataOf(body));
      if (status !== 200 || !transaction)
        throw new GatewayUnavailable(`Wompi answered ${status} for transaction ${id}`);
      return transaction;
    },

    /** The transactions the gateway made for our reference (none while the customer has not paid). */
    async byReference(keys: WompiKeys, reference: string): Promise<GatewayTransaction[]> {
      const { status, body } = await call(
        `${api(keys)}/transactions?reference=${encodeURIComponent(reference)}`,
        { headers: bearer(keys.privateKey) },
      );
      const list = dataOf(body);
      if (status !== 200 || !Array.isArray(list))
        throw new GatewayUnavailable(`Wompi answered ${status} for reference ${reference}`);
      return list.map(transactionOf).filter((t): t is GatewayTransaction => t !== null);
    },

    /** Voids an approved card payment: true when the gateway did, false when it refused. */
    async void(keys: WompiKeys, id: string): Promise<{ voided: boolean; reason: string }> {
      const { status, body } = await call(
        `${api(keys)}/transactions/${encodeURIComponent(id)}/void`,
        { method: 'POST', headers: bearer(keys.privateKey) },
      );
      if (status === 200 || status === 201) return { voided: true, reason: '' };
      const error = (body as { error?: { reason?: unknown; messages?: unknown } } | null)?.error;
      return {
        voided: false,
        reason:
          typeof error?.reason === 'string'
            ? error.reason
            : JSON.stringify(error?.messages ?? body ?? status).slice(0, 300),
      };
    },
  };
}
export type WompiGateway = ReturnType<typeof createWompiGateway>;
