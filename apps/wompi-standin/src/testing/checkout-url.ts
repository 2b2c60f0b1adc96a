// Builds Web Checkout URLs the way a merchant's form does, for this package's tests.
import { DEMO_KEYS } from '../demo-keys';
import { integritySignature } from '../signatures';

export interface CheckoutInput {
  reference: string;
  amountInCents: number;
  redirectUrl?: string;
  expirationTime?: string;
  email?: string;
  /** Replaces the computed signature, to forge one. */
  signature?: string;
}

export function checkoutUrl(baseUrl: string, input: CheckoutInput): string {
  const { reference, amountInCents, redirectUrl, expirationTime, email } = input;
  const signature =
    input.signature ??
    integritySignature(
      { reference, amountInCents, currency: 'COP', expirationTime },
      DEMO_KEYS.integritySecret,
    );
  const url = new URL('/p/', baseUrl);
  const params: Record<string, string | undefined> = {
    'public-key': DEMO_KEYS.publicKey,
    currency: 'COP',
    'amount-in-cents': String(amountInCents),
    reference,
    'signature:integrity': signature,
    'redirect-url': redirectUrl,
    'expiration-time': expirationTime,
    'customer-data:email': email,
  };
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The fields one payment form of the checkout page would post, read from its HTML. */
export function formFields(html: string, method: 'card' | 'pse' | 'nequi'): URLSearchParams {
  const form = new RegExp(
    `<form[^>]*aria-labelledby="pay-${method}"[^>]*>([\\s\\S]*?)</form>`,
  ).exec(html)?.[1];
  if (!form) throw new Error(`No ${method} form on the page`);
  const fields = new URLSearchParams();
  for (const [, name, value] of form.matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
  ))
    fields.append(
      name!,
      value!.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!),
    );
  return fields;
}
