import type { ChangeEvent } from 'react';
import { FileField } from '../../../components/ui/form/file-field';

interface RutFileFieldProps {
  optional: boolean;
  fileName: string | undefined;
  error?: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** 'RUT (PDF)': one PDF of at most 5 MB, optional for some registrations. */
export function RutFileField({ optional, fileName, error, onChange }: RutFileFieldProps) {
  const help = optional ? 'Opcional. Archivo PDF de máximo 5 MB.' : 'Archivo PDF de máximo 5 MB.';
  return (
    <FileField
      label="RUT (PDF)"
      accept="application/pdf"
      fileName={fileName}
      help={help}
      error={error}
      onChange={onChange}
    />
  );
}
