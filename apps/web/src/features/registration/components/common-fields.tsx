import { Controller, useFormContext } from 'react-hook-form';
import { PASSWORD_POLICY, type RegistrationInput } from '@shop/shared';
import { TextField } from '../../../components/ui/form/text-field';
import { fieldMessage } from '../../../lib/form-errors';
import { CityCombobox } from './city-combobox';
import styles from './registration-form.module.css';

/** The fields a company and a natural person fill alike; each form wraps them in its FormProvider. */
type CommonFields = Pick<
  RegistrationInput,
  'primaryAddress' | 'secondaryAddress' | 'location' | 'email' | 'password'
>;

export function LocationFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CommonFields>();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Ubicación</legend>
      <div className={styles.grid}>
        <TextField
          label="Dirección principal"
          autoComplete="address-line1"
          error={fieldMessage(errors.primaryAddress)}
          {...register('primaryAddress')}
        />
        <TextField
          label="Dirección secundaria (opcional)"
          autoComplete="address-line2"
          error={fieldMessage(errors.secondaryAddress)}
          {...register('secondaryAddress')}
        />
        <Controller
          control={control}
          name="location"
          render={({ field, fieldState }) => (
            <CityCombobox
              ref={field.ref}
              value={field.value?.municipalityDaneCode}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldMessage(fieldState.error)}
            />
          )}
        />
      </div>
    </fieldset>
  );
}

/** Sign-in e-mail and password; a company calls its e-mail 'Correo de notificación' (spec §2). */
export function AccountFields({ emailLabel }: { emailLabel: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CommonFields>();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Acceso a la cuenta</legend>
      <div className={styles.grid}>
        <TextField
          label={emailLabel}
          type="email"
          autoComplete="email"
          help="Con este correo iniciarás sesión y recibirás los avisos de tu cuenta."
          error={fieldMessage(errors.email)}
          {...register('email')}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          help={PASSWORD_POLICY}
          error={fieldMessage(errors.password)}
          {...register('password')}
        />
      </div>
    </fieldset>
  );
}
