import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { ACCOUNT_MESSAGES, PASSWORD_POLICY, PasswordRecoveryFormSchema } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import { fieldMessage, showServerIssues } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { FormCard } from './form-card';
import { Notice } from '../../../components/ui/notice/notice';
import layout from '../../../components/ui/form/form-layout.module.css';
import styles from './account-form.module.css';

interface RecoveryPasswordFormProps {
  /** The token of the mail's link; null when the link came without it (or without the user). */
  token: string | null;
  onChanged: () => void;
}

/** /user/{id}/recovery-password?token=...: the new password, typed twice. */
export function RecoveryPasswordForm({ token, onChanged }: RecoveryPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(PasswordRecoveryFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const reset = useResetPassword();
  // Why the link no longer works (used, expired or altered), kept beside a way to get a new one.
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  const onSubmit = handleSubmit(({ password }) => {
    if (!token) {
      toast.error(ACCOUNT_MESSAGES.recoveryLinkIncomplete);
      return;
    }
    reset.mutate(
      { password, recoveryToken: token },
      {
        onSuccess: () => {
          toast.success(ACCOUNT_MESSAGES.passwordChanged);
          onChanged();
        },
        onError: (error) => {
          if (!showServerIssues(error, ['password'], setError) && isApiError(error)) {
            if (error.code === 'RECOVERY_TOKEN_INVALID') setLinkProblem(error.message);
          }
          toast.error(clientErrorMessage(error, ACCOUNT_MESSAGES.passwordChangeFailed));
        },
      },
    );
  });

  const problem = token ? linkProblem : ACCOUNT_MESSAGES.recoveryLinkIncomplete;
  // Nothing typed here can make a missing or dead link work.
  const disabled = problem !== null;

  return (
    <FormCard title="Cree una nueva contraseña" text={PASSWORD_POLICY} narrow>
      {(titleId) => (
        <form className={layout.form} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
          {problem ? (
            <Notice tone="danger">
              <p>{problem}</p>
              <p>
                <Link to={paths.forgottenPassword.getHref()}>Solicitar un enlace nuevo</Link>
              </p>
            </Notice>
          ) : null}
          <fieldset className={styles.fieldset} disabled={disabled}>
            <TextField
              label="Nueva contraseña"
              type="password"
              autoComplete="new-password"
              error={fieldMessage(errors.password)}
              {...register('password')}
            />
            <TextField
              label="Confirmar contraseña"
              type="password"
              autoComplete="new-password"
              error={fieldMessage(errors.confirmation)}
              {...register('confirmation')}
            />
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" isLoading={reset.isPending} disabled={disabled}>
              Cambiar contraseña
            </Button>
          </div>
        </form>
      )}
    </FormCard>
  );
}
