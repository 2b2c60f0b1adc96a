import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatNit, nitCheckDigit } from '@shop/shared';
import { TextField } from '../../../components/ui/form/text-field';
import { digitsOnly } from './digits-only';
import styles from './registration-form.module.css';

interface NitFieldProps {
  registration: UseFormRegisterReturn;
  /** The digits typed so far, to show the DIAN check digit live. */
  value: string | number | undefined;
  error?: string | undefined;
}

export function NitField({ registration, value, error }: NitFieldProps) {
  const dvId = useId();
  const digits = String(value ?? '');
  const dv = digits ? nitCheckDigit(digits) : null;
  return (
    <TextField
      label="NIT"
      inputMode="numeric"
      autoComplete="off"
      maxLength={15}
      placeholder="Sin dígito de verificación"
      error={error}
      help={
        dv === null
          ? 'Escriba solo los números, sin el dígito de verificación.'
          : `Se registrará como NIT ${formatNit(digits)}`
      }
      suffix={
        dv === null ? null : (
          <span id={dvId} className={styles.dv}>
            DV {dv}
          </span>
        )
      }
      aria-describedby={dv === null ? undefined : dvId}
      {...digitsOnly(registration)}
    />
  );
}
