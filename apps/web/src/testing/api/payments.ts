import type { PayMethod } from '@shop/shared';
import { anyOf, json, on, type Answer, type ApiCall, type Route } from '../fake-api';

type Answers = (call: ApiCall) => Answer;

/** GET /api/pay-methods: these methods, or the test's own answer (a failure, one left pending). */
export const payMethodsApi = (methods: readonly PayMethod[] | Answers): Route =>
  on(
    'GET',
    '/api/pay-methods',
    typeof methods === 'function' ? methods : () => json({ methods, credit: null }),
  );

/** The customer's side of paying an order online, as the test answers each call. */
export const orderPaymentApi = ({
  read,
  confirm,
  start,
}: {
  read?: Answers;
  confirm?: Answers;
  start?: Answers;
}): Route =>
  anyOf(
    ...(read ? [on('GET', '/api/orders/:id/payment', read)] : []),
    ...(confirm ? [on('POST', '/api/orders/:id/payment/confirm', confirm)] : []),
    ...(start ? [on('POST', '/api/orders/:id/payments', start)] : []),
  );

/** The Pagos screen's calls (ADMIN_PAYMENTS). */
export const adminPaymentsApi = ({
  list,
  detail,
  refund,
}: {
  list?: Answers;
  detail?: Answers;
  refund?: Answers;
}): Route =>
  anyOf(
    ...(list ? [on('GET', '/api/payments', list)] : []),
    ...(detail ? [on('GET', '/api/payments/:id', detail)] : []),
    ...(refund ? [on('POST', '/api/payments/:id/refund', refund)] : []),
  );

/** Calls to `path` by `method`, in order. */
export const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.pathname === path);
