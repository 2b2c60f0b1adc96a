import { useFormContext } from 'react-hook-form';
import { PASSWORD_POLICY, type RegistrationInput } from '@shop/shared';
import { TextField } from '../../../components/ui/form/text-field';
import { fieldMessage } from '../../../lib/form-errors';
import layout from '../../../components/ui/form/form-layout.module.css';

/** The fields a company and a natural person fill alike; each form wraps them in its FormProvider. */
type CommonFields = Pick<RegistrationInput, 'email' | 'password'>;

/**
 * Sign-in e-mail and password; a company calls its e-mail 'Correo de notificación'
 * (docs/architecture.md, "Contract: screens and routes").
 */
export function AccountFields({ emailLabel }: { emailLabel: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CommonFields>();
  return (
    <fieldset className={layout.section}>
      <legend className={layout.legend}>Acceso a la cuenta</legend>
      <div className={layout.grid}>
        <TextField
          label={emailLabel}
          type="email"
          autoComplete="email"
          help="Con este correo iniciará sesión y recibirá los avisos de su cuenta."
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
