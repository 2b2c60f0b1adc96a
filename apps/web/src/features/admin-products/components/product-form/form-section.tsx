import type { ReactNode } from 'react';
import layout from '../../../../components/ui/form/form-layout.module.css';

/** One titled part of the product form, disabled with the rest while the product is sent. */
export function FormSection({
  legend,
  disabled,
  children,
}: {
  legend: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={layout.section} disabled={disabled}>
      <legend className={layout.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
