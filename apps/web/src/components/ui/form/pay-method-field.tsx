import type { ComponentProps } from 'react';
import { CreditCard, Landmark, WalletCards } from 'lucide-react';
import { PAY_METHOD_LABELS, PAY_METHODS, type PayMethod } from '@shop/shared';
import { RadioGroup, type RadioOption } from './radio-group';

const ICONS: Record<PayMethod, typeof CreditCard> = {
  CREDIT: CreditCard,
  DEBIT: WalletCards,
  BANK_TRANSFER: Landmark,
};

const OPTIONS: RadioOption<PayMethod>[] = PAY_METHODS.map((value) => {
  const Icon = ICONS[value];
  return { value, label: PAY_METHOD_LABELS[value], icon: <Icon size={18} aria-hidden="true" /> };
});

type PayMethodFieldProps = Omit<ComponentProps<typeof RadioGroup<PayMethod>>, 'legend' | 'options'>;

/**
 * 'Método de pago': credit card, debit card or bank transfer
 * (docs/architecture.md, "Contract: entities and fields").
 */
export function PayMethodField(props: PayMethodFieldProps) {
  return <RadioGroup legend="Método de pago" options={OPTIONS} {...props} />;
}
