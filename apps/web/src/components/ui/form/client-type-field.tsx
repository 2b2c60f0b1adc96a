import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ReactNode } from 'react';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES } from '@shop/shared';
import { SelectField } from './select-field';

interface ClientTypeFieldProps extends UseFormRegisterReturn {
  error?: string | undefined;
  help?: ReactNode;
  /** A first, unselectable option for a form that starts with no type chosen (registration). */
  placeholder?: string;
}

/**
 * 'Tipo de cliente': the five client types (docs/architecture.md, "Contract: entities and fields")
 * with their Spanish names.
 */
export function ClientTypeField({
  error,
  help,
  placeholder,
  ...registration
}: ClientTypeFieldProps) {
  return (
    <SelectField
      label="Tipo de cliente"
      error={error}
      help={help}
      defaultValue={placeholder === undefined ? undefined : ''}
      {...registration}
    >
      {placeholder === undefined ? null : (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {CLIENT_TYPES.map((type) => (
        <option key={type} value={type}>
          {CLIENT_TYPE_LABELS[type]}
        </option>
      ))}
    </SelectField>
  );
}
