// What the payer chose on the checkout page, read from the form they posted to /p/pay, and the
// outcome the sandbox gives it.
import { cardMethod, nequiMethod, pseMethod } from './payment-methods';
import { cardOutcome, nequiOutcome, PSE_BANKS, pseOutcome } from './sandbox-data';
import type { FinalStatus, PaymentMethod } from './transactions';

export type PaymentChoice = { method: PaymentMethod; outcome: FinalStatus } | { reason: string };

export function paymentChoice(form: URLSearchParams, reference: string): PaymentChoice {
  switch (form.get('payment-method')) {
    case 'CARD': {
      // Card numbers are typed in groups of four; the spaces are the payer's, not the number's.
      const digits = (form.get('card-number') ?? '').replace(/\s/g, '');
      if (!/^[0-9]{13,19}$/.test(digits))
        return { reason: 'El número de la tarjeta debe tener entre 13 y 19 dígitos.' };
      return { method: cardMethod(digits), outcome: cardOutcome(digits) };
    }
    case 'PSE': {
      const bank = form.get('financial-institution-code') ?? '';
      const userType = form.get('user-type');
      if (!PSE_BANKS.some((b) => b.financial_institution_code === bank))
        return { reason: 'Elige uno de los bancos de la lista.' };
      if (userType !== '0' && userType !== '1')
        return { reason: 'Elige si pagas como persona natural o jurídica.' };
      return {
        method: pseMethod(bank, userType === '1' ? 1 : 0, reference),
        outcome: pseOutcome(bank),
      };
    }
    case 'NEQUI': {
      const phone = (form.get('phone-number') ?? '').replace(/\s/g, '');
      if (!/^3[0-9]{9}$/.test(phone))
        return { reason: 'El celular Nequi tiene 10 dígitos y empieza por 3.' };
      return { method: nequiMethod(phone), outcome: nequiOutcome(phone) };
    }
    default:
      return { reason: 'Elige un medio de pago: tarjeta, PSE o Nequi.' };
  }
}
