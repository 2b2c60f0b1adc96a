/**
 * How an order is paid. CREDIT and DEBIT are the spec's card methods (they keep their names);
 * PSE and Nequi are paid online through Wompi like the cards; COMPANY_CREDIT is the shop's own
 * credit line (crédito empresarial), offered only to the companies staff granted one.
 */
export const PAY_METHODS = [
  'CREDIT',
  'DEBIT',
  'PSE',
  'NEQUI',
  'BANK_TRANSFER',
  'COMPANY_CREDIT',
] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const PAY_METHOD_LABELS: Record<PayMethod, string> = {
  CREDIT: 'Tarjeta de crédito',
  DEBIT: 'Tarjeta débito',
  PSE: 'PSE (débito desde su cuenta bancaria)',
  NEQUI: 'Nequi',
  BANK_TRANSFER: 'Transferencia bancaria',
  COMPANY_CREDIT: 'Crédito empresarial',
};

/** Paid through the online gateway: offered only while its keys are configured. */
export const ONLINE_PAY_METHODS = [
  'CREDIT',
  'DEBIT',
  'PSE',
  'NEQUI',
] as const satisfies readonly PayMethod[];
export type OnlinePayMethod = (typeof ONLINE_PAY_METHODS)[number];

export const isOnlinePayMethod = (method: PayMethod): method is OnlinePayMethod =>
  (ONLINE_PAY_METHODS as readonly PayMethod[]).includes(method);
