import type { ComponentProps } from 'react';
import {
  PAY_METHOD_LABELS,
  PAY_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PayMethod,
  type PaymentStatus,
} from '@shop/shared';
import { SelectField } from './select-field';

type FilterSelectProps<V> = Omit<
  ComponentProps<typeof SelectField>,
  'label' | 'value' | 'onChange' | 'children'
> & {
  value: V | undefined;
  /** undefined: 'Todos'. */
  onChange: (value: V | undefined) => void;
};

const chosen = <V extends string>(list: readonly V[], value: string): V | undefined =>
  (list as readonly string[]).includes(value) ? (value as V) : undefined;

/** 'Estado del pago' of a list's filters: every status, or all of them. */
export function PaymentStatusSelect({
  value,
  onChange,
  ...props
}: FilterSelectProps<PaymentStatus>) {
  return (
    <SelectField
      label="Estado del pago"
      value={value ?? ''}
      onChange={(event) => onChange(chosen(PAYMENT_STATUSES, event.target.value))}
      {...props}
    >
      <option value="">Todos</option>
      {PAYMENT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {PAYMENT_STATUS_LABELS[status]}
        </option>
      ))}
    </SelectField>
  );
}

/** 'Método de pago' of a list's filters: every method, or all of them. */
export function PayMethodSelect({ value, onChange, ...props }: FilterSelectProps<PayMethod>) {
  return (
    <SelectField
      label="Método de pago"
      value={value ?? ''}
      onChange={(event) => onChange(chosen(PAY_METHODS, event.target.value))}
      {...props}
    >
      <option value="">Todos</option>
      {PAY_METHODS.map((method) => (
        <option key={method} value={method}>
          {PAY_METHOD_LABELS[method]}
        </option>
      ))}
    </SelectField>
  );
}
