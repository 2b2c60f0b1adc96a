// The Web Checkout's parameters, named as Wompi's HTML form sends them
// (docs.wompi.co/docs/colombia/widget-checkout-web/, "Paso 5"), and the checks Wompi makes before
// it shows the payment page. /p/pay checks them again: its hidden fields come from the browser.
import { timingSafeEqual } from 'node:crypto';
import { integritySignature } from './signatures';
import type { CustomerData } from './transactions';

export const CHECKOUT_FIELDS = [
  'public-key',
  'currency',
  'amount-in-cents',
  'reference',
  'signature:integrity',
  'redirect-url',
  'expiration-time',
  'customer-data:email',
  'customer-data:full-name',
  'customer-data:phone-number',
  'customer-data:legal-id',
  'customer-data:legal-id-type',
] as const;

export interface Checkout {
  amountInCents: number;
  currency: 'COP';
  reference: string;
  redirectUrl: string | null;
  customerEmail: string | null;
  customerData: CustomerData | null;
  /** The parameters as received, for the payment forms to send back. */
  fields: [name: string, value: string][];
}

export type CheckoutCheck =
  { ok: true; checkout: Checkout } | { ok: false; status: number; reason: string };

export interface CheckoutRules {
  publicKey: string;
  integritySecret: string;
  hasApprovedPayment(reference: string): boolean;
}

const refuse = (status: number, reason: string): CheckoutCheck => ({ ok: false, status, reason });

function sameText(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

function isWebUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

function customerData(get: (name: string) => string | null): CustomerData | null {
  const data = {
    full_name: get('customer-data:full-name'),
    phone_number: get('customer-data:phone-number'),
    legal_id: get('customer-data:legal-id'),
    legal_id_type: get('customer-data:legal-id-type'),
  };
  return Object.values(data).some((value) => value !== null) ? data : null;
}

/** Checks the parameters in Wompi's order: the form itself, then the signature, then the payment. */
export function checkCheckout(params: URLSearchParams, rules: CheckoutRules): CheckoutCheck {
  const get = (name: string) => params.get(name) || null;
  const reference = get('reference');
  const amount = get('amount-in-cents');
  const currency = get('currency');
  const signature = get('signature:integrity');
  const redirectUrl = get('redirect-url');
  const expirationTime = get('expiration-time');

  if (get('public-key') !== rules.publicKey)
    return refuse(404, 'La llave pública no corresponde a ningún comercio de este sandbox.');
  if (currency !== 'COP') return refuse(400, 'La moneda debe ser COP: el comercio no acepta otra.');
  if (!amount || !/^[1-9][0-9]*$/.test(amount))
    return refuse(400, 'El monto en centavos debe ser un número entero positivo.');
  if (!reference) return refuse(400, 'Falta la referencia del pago.');
  if (!signature) return refuse(400, 'Falta la firma de integridad (signature:integrity).');
  if (redirectUrl && !isWebUrl(redirectUrl))
    return refuse(400, 'La URL de redirección no es una dirección web válida.');
  const expiresAt = expirationTime ? Date.parse(expirationTime) : null;
  if (Number.isNaN(expiresAt))
    return refuse(400, 'La fecha de expiración no está en formato ISO 8601.');

  // Compared as is: Wompi's docs show lowercase hex, and a shop printing it otherwise should hear so.
  const expected = integritySignature(
    { reference, amountInCents: amount, currency, expirationTime },
    rules.integritySecret,
  );
  if (!sameText(signature, expected))
    return refuse(
      403,
      'La firma de integridad no corresponde a la referencia, el monto y la moneda.',
    );
  if (expiresAt !== null && expiresAt <= Date.now())
    return refuse(410, 'El tiempo para pagar esta referencia ya expiró.');
  if (rules.hasApprovedPayment(reference))
    return refuse(409, 'Esta referencia ya tiene un pago aprobado.');

  return {
    ok: true,
    checkout: {
      amountInCents: Number(amount),
      currency,
      reference,
      redirectUrl,
      customerEmail: get('customer-data:email'),
      customerData: customerData(get),
      fields: CHECKOUT_FIELDS.flatMap((name) => {
        const value = get(name);
        return value === null ? [] : [[name, value] as [string, string]];
      }),
    },
  };
}
