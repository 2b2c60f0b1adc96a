import { integritySignature } from './signatures';

export interface CheckoutRequest {
  checkoutUrl: string;
  publicKey: string;
  integritySecret: string;
  reference: string;
  amountInCents: number;
  /** Where the gateway sends the customer back; it appends `?id=<transaction>&env=…`. */
  redirectUrl: string;
  /** The checkout refuses to pay after it: the order's payment window. */
  expirationTime: string;
  customer: { email: string; fullName: string; phone?: string };
}

/**
 * The Web Checkout address (docs.wompi.co/docs/colombia/widget-checkout-web/, "Web Checkout"):
 * the form's fields as a query string, the amount and reference fixed by the integrity signature.
 */
export function checkoutUrlOf(c: CheckoutRequest): string {
  const params = new URLSearchParams({
    'public-key': c.publicKey,
    currency: 'COP',
    'amount-in-cents': String(c.amountInCents),
    reference: c.reference,
    'signature:integrity': integritySignature(
      {
        reference: c.reference,
        amountInCents: c.amountInCents,
        currency: 'COP',
        expirationTime: c.expirationTime,
      },
      c.integritySecret,
    ),
    'redirect-url': c.redirectUrl,
    'expiration-time': c.expirationTime,
    'customer-data:email': c.customer.email,
    'customer-data:full-name': c.customer.fullName,
  });
  if (c.customer.phone) params.set('customer-data:phone-number', c.customer.phone);
  return `${c.checkoutUrl}?${params.toString()}`;
}
