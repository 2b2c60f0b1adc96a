import type { ComponentProps } from 'react';
import {
  BriefcaseBusiness,
  CreditCard,
  Landmark,
  Smartphone,
  WalletCards,
  Building2,
} from 'lucide-react';
import { PAY_METHOD_LABELS, type PayMethod } from '@shop/shared';
import { Skeleton } from '../skeleton/skeleton';
import { RadioGroup, type RadioOption } from './radio-group';
import styles from './radio-group.module.css';

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

const LEGEND = 'Método de pago';

type PayMethodFieldProps = Omit<
  ComponentProps<typeof RadioGroup<PayMethod>>,
  'legend' | 'options'
> & {
  /**
   * The methods this customer may choose (GET /api/pay-methods); undefined while they are read,
   * when the field holds their place rather than offer one it might have to take back.
   */
  methods: readonly PayMethod[] | undefined;
};

/** 'Método de pago' (docs/payments.md): the methods offered to this customer. */
export function PayMethodField({ methods, ...props }: PayMethodFieldProps) {
  if (!methods) return <PayMethodsLoading />;
  return <RadioGroup legend={LEGEND} options={methods.map(optionOf)} {...props} />;
}

/** The field's place while the methods load: its legend, and tiles that are not choices yet. */
function PayMethodsLoading() {
  return (
    <fieldset className={styles.group} aria-busy="true">
      <legend className={styles.legend}>{LEGEND}</legend>
      <span className="visually-hidden">Cargando los métodos de pago…</span>
      <div className={styles.options} aria-hidden="true">
        <Skeleton height="var(--control-height)" radius="md" />
        <Skeleton height="var(--control-height)" radius="md" />
      </div>
    </fieldset>
  );
}
