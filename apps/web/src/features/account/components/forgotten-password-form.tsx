import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { MESSAGES, PasswordRequestSchema } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { clientErrorMessage } from '../../../lib/api-client';
import { fieldMessage, showServerIssues } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormCard } from './form-card';
import { Notice } from '../../../components/ui/notice/notice';
import layout from '../../../components/ui/form/form-layout.module.css';
import styles from './account-form.module.css';

/**
 * /user/forgotten-password: asks for the mail with the recovery link
 * (docs/architecture.md, "Contract: screens and routes" and "Contract: validation and messages").
 */
export function ForgottenPasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(PasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();
  // The server's answer stays on the page: the toast goes away before the mail arrives.
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = handleSubmit((input) =>
    request.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setSent(message);
      },
      onError: (error) => {
        showServerIssues(error, ['email'], setError);
        toast.error(clientErrorMessage(error, MESSAGES.internal));
      },
    }),
  );

  return (
    <FormCard
      title="¿Olvidó su contraseña?"
      text="Escriba el correo con el que inicia sesión y le enviaremos un enlace para crear una nueva."
      narrow
    >
      {(titleId) => (
        <form className={layout.form} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
          {sent ? (
            <Notice title="Revise su correo">
              <p>{sent}</p>
            </Notice>
          ) : null}
          <TextField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={fieldMessage(errors.email)}
            {...register('email')}
          />
          <div className={styles.actions}>
            <Button type="submit" isLoading={request.isPending}>
              {sent ? 'Enviar otro enlace' : 'Enviar enlace'}
            </Button>
          </div>
        </form>
      )}
    </FormCard>
  );
}
