// Wompi's sandbox test data and the outcome each one produces
// (docs.wompi.co/docs/colombia/datos-de-prueba-en-sandbox/).
import type { FinalStatus, PaymentMethodType } from './transactions';

export const APPROVED_CARD = '4242424242424242';
export const DECLINED_CARD = '4111111111111111';
export const APPROVED_NEQUI = '3991111111';
export const DECLINED_NEQUI = '3992222222';

export const PSE_BANKS = [
  { financial_institution_code: '1', financial_institution_name: 'Banco que aprueba' },
  { financial_institution_code: '2', financial_institution_name: 'Banco que declina' },
] as const;

/** Any other card or phone is not test data: the sandbox answers ERROR for it. */
export function cardOutcome(digits: string): FinalStatus {
  if (digits === APPROVED_CARD) return 'APPROVED';
  return digits === DECLINED_CARD ? 'DECLINED' : 'ERROR';
}

export function nequiOutcome(phone: string): FinalStatus {
  if (phone === APPROVED_NEQUI) return 'APPROVED';
  return phone === DECLINED_NEQUI ? 'DECLINED' : 'ERROR';
}

export function pseOutcome(bankCode: string): FinalStatus {
  return bankCode === '1' ? 'APPROVED' : 'DECLINED';
}

const MESSAGES: Record<PaymentMethodType, Partial<Record<FinalStatus, string>>> = {
  CARD: {
    DECLINED: 'Transacción rechazada por el banco (sandbox)',
    ERROR:
      'La tarjeta no es de prueba del sandbox: usa 4242 4242 4242 4242 (aprobada) o 4111 1111 1111 1111 (rechazada)',
  },
  PSE: {
    DECLINED: 'El banco rechazó el pago por PSE (sandbox)',
    ERROR: 'El banco no respondió el pago por PSE (sandbox)',
  },
  NEQUI: {
    DECLINED: 'El pago fue rechazado en Nequi (sandbox)',
    ERROR:
      'El celular no es de prueba del sandbox: usa 3991111111 (aprobado) o 3992222222 (rechazado)',
  },
};

/** Wompi leaves `status_message` empty on approved payments and explains the others. */
export function statusMessage(method: PaymentMethodType, status: FinalStatus): string | null {
  if (status === 'VOIDED') return 'Transacción anulada';
  return MESSAGES[method][status] ?? null;
}
