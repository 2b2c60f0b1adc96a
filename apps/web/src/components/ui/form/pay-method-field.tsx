import type { ComponentProps } from 'react';
import {
  BriefcaseBusiness,
  CreditCard,
  Landmark,
  Smartphone,
  WalletCards,
  Building2,
} from 'lucide-react';
import { PAY_METHOD_LABELS, PAY_METHODS, type PayMethod } from '@shop/shared';
import { RadioGroup, type RadioOption } from './radio-group';

const ICONS: Record<PayMethod, typeof CreditCard> = {
  CREDIT: CreditCard,
  DEBIT: WalletCards,
  PSE: Building2,
  NEQUI: Smartphone,
  BANK_TRANSFER: Landmark,
  COMPANY_CREDIT: BriefcaseBusiness,
};

const optionOf = (value: PayMethod): RadioOption<PayMethod> => {
  const Icon = ICONS[value];
  return { value, label: PAY_METHOD_LABELS[value], icon: <Icon size={18} aria-hidden="true" /> };
};

/** Until the customer's own methods are known: the ones every shop takes, without a credit line. */
const DEFAULT_METHODS = PAY_METHODS.filter((m) => m !== 'COMPANY_CREDIT');

type PayMethodFieldProps = Omit<
  ComponentProps<typeof RadioGroup<PayMethod>>,
  'legend' | 'options'
> & {
  /** The methods this customer may choose (GET /api/pay-methods). */
  methods?: readonly PayMethod[];
};

/** 'Método de pago' (docs/payments.md): the methods offered to this customer. */
export function PayMethodField({ methods = DEFAULT_METHODS, ...props }: PayMethodFieldProps) {
  return <RadioGroup legend="Método de pago" options={methods.map(optionOf)} {...props} />;
}
