// The `payment_method` objects of Wompi's transactions, built from what the payer typed.
import { APPROVED_CARD, APPROVED_NEQUI, DECLINED_CARD, DECLINED_NEQUI } from './sandbox-data';
import type { FinalStatus, PaymentMethod, PaymentMethodType } from './transactions';

function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(digits)) return 'MASTERCARD';
  return /^3[47]/.test(digits) ? 'AMEX' : 'UNKNOWN';
}

export function cardMethod(digits: string): PaymentMethod {
  const brand = cardBrand(digits);
  const lastFour = digits.slice(-4);
  return {
    type: 'CARD',
    installments: 1,
    extra: { brand, last_four: lastFour, name: `${brand}-${lastFour}` },
  };
}

export function pseMethod(bankCode: string, userType: 0 | 1, reference: string): PaymentMethod {
  return {
    type: 'PSE',
    user_type: userType,
    financial_institution_code: bankCode,
    payment_description: `Pago de la referencia ${reference}`,
  };
}

export const nequiMethod = (phone: string): PaymentMethod => ({
  type: 'NEQUI',
  phone_number: phone,
});

// A card and a phone that are not test data, so they stand for an ERROR outcome.
const OTHER_CARD = '4000000000000002';
const OTHER_NEQUI = '3993333333';

/** For transactions made without a browser: the test card, bank or phone of that outcome. */
export function sampleMethod(
  type: PaymentMethodType,
  outcome: FinalStatus | 'PENDING',
  reference: string,
): PaymentMethod {
  if (type === 'PSE') return pseMethod(outcome === 'DECLINED' ? '2' : '1', 0, reference);
  const [approved, declined, other] =
    type === 'CARD'
      ? [APPROVED_CARD, DECLINED_CARD, OTHER_CARD]
      : [APPROVED_NEQUI, DECLINED_NEQUI, OTHER_NEQUI];
  const instrument = outcome === 'DECLINED' ? declined : outcome === 'ERROR' ? other : approved;
  return type === 'CARD' ? cardMethod(instrument) : nequiMethod(instrument);
}
