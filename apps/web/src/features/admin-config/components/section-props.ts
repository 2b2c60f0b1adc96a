import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ConfigFormValues } from '../utils/config-form';

/** What each section of the configuration form gets from the one form it belongs to. */
export interface SectionProps {
  control: Control<ConfigFormValues>;
  register: UseFormRegister<ConfigFormValues>;
  errors: FieldErrors<ConfigFormValues>;
  disabled: boolean;
}
