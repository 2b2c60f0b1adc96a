// Wompi's Web Checkout: the payment page at /p/, the payment it posts to /p/pay, and the result
// page for checkouts that named no redirect-url
// (docs.wompi.co/docs/colombia/widget-checkout-web/).
import { checkCheckout, type CheckoutRules } from '../checkout-params';
import { readBody, redirect, sendHtml } from '../http';
import { checkoutPage } from '../pages/checkout-page';
import { refusalPage } from '../pages/refusal-page';
import { resultPage } from '../pages/result-page';
import { paymentChoice } from '../payment-choice';
import type { Route, RouteContext } from '../router';
import type { StandinState } from '../state';

const RESULT_PATH = '/p/result';

/** Wompi appends the transaction's id and the environment to the merchant's own query string. */
function afterPayment(redirectUrl: string | null, transactionId: string): string {
  const url = new URL(redirectUrl ?? `http://standin${RESULT_PATH}`);
  url.searchParams.set('id', transactionId);
  url.searchParams.set('env', 'test');
  return redirectUrl ? url.href : `${url.pathname}${url.search}`;
}

export function checkoutRoutes({ keys, store, payments }: StandinState): Route[] {
  const rules: CheckoutRules = {
    publicKey: keys.publicKey,
    integritySecret: keys.integritySecret,
    hasApprovedPayment: (reference) =>
      store.withReference(reference).some((t) => t.status === 'APPROVED'),
  };

  const showCheckout = ({ res, url }: RouteContext) => {
    const check = checkCheckout(url.searchParams, rules);
    if (!check.ok) return sendHtml(res, check.status, refusalPage(check.reason));
    sendHtml(res, 200, checkoutPage(check.checkout));
  };

  return [
    { method: 'GET', path: '/p/', handle: showCheckout },
    { method: 'GET', path: '/p', handle: showCheckout },
    {
      method: 'POST',
      path: '/p/pay',
      async handle({ req, res }) {
        const form = new URLSearchParams(await readBody(req));
        const check = checkCheckout(form, rules);
        if (!check.ok) return sendHtml(res, check.status, refusalPage(check.reason));
        const { checkout } = check;
        const choice = paymentChoice(form, checkout.reference);
        if ('reason' in choice) return sendHtml(res, 400, refusalPage(choice.reason));
        const transaction = payments.pay(
          {
            amount_in_cents: checkout.amountInCents,
            reference: checkout.reference,
            currency: checkout.currency,
            customer_email: checkout.customerEmail,
            customer_data: checkout.customerData,
            redirect_url: checkout.redirectUrl,
            payment_method: choice.method,
          },
          choice.outcome,
        );
        redirect(res, afterPayment(checkout.redirectUrl, transaction.id));
      },
    },
    {
      method: 'GET',
      path: RESULT_PATH,
      handle({ res, url }) {
        const transaction = store.get(url.searchParams.get('id') ?? '');
        if (!transaction) return sendHtml(res, 404, refusalPage('La transacción no existe.'));
        sendHtml(res, 200, resultPage(transaction));
      },
    },
  ];
}
