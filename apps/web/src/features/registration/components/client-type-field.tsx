import type { UseFormRegisterReturn } from 'react-hook-form';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES } from '@shop/shared';
import { SelectField } from '../../../components/ui/form/select-field';

interface ClientTypeFieldProps extends UseFormRegisterReturn {
  error?: string | undefined;
}

export function ClientTypeField({ error, ...registration }: ClientTypeFieldProps) {
  return (
    <SelectField label="Tipo de cliente" error={error} defaultValue="" {...registration}>
      <option value="" disabled>
        Selecciona una opción
      </option>
      {CLIENT_TYPES.map((type) => (
        <option key={type} value={type}>
          {CLIENT_TYPE_LABELS[type]}
        </option>
      ))}
    </SelectField>
  );
}
