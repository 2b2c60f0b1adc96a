import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { TaxRulesFormValues } from '../utils/tax-rules-form';

/** What each table of the tax rules form gets from the one form it belongs to. */
export interface TableProps {
  control: Control<TaxRulesFormValues>;
  register: UseFormRegister<TaxRulesFormValues>;
  setValue: UseFormSetValue<TaxRulesFormValues>;
  errors: FieldErrors<TaxRulesFormValues>;
  /** Today in Bogotá (YYYY-MM-DD) and the UVT typed for its year, if any. */
  today: string;
  uvt: number | null;
}
