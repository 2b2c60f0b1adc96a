import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { ACCOUNT_MESSAGES, ChangePasswordFormSchema, PASSWORD_POLICY } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes/use-unsaved-changes';
import { clientErrorMessage } from '../../../lib/api-client';
import { fieldMessage, showServerIssues } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { FormCard } from './form-card';
import layout from '../../../components/ui/form/form-layout.module.css';
import styles from './account-form.module.css';

/** /user/{id}/change-password: the current password, then the new one twice. */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmation: '' },
  });
  // While it sends, the form counts as saved, so the navigation that follows success goes through.
  useUnsavedChanges(isDirty && !isSubmitting);
  const change = useChangePassword();

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await change.mutateAsync({ oldPassword, newPassword });
    } catch (error) {
      // A wrong current password comes back as an issue on `oldPassword`.
      showServerIssues(error, ['oldPassword', 'newPassword'], setError);
      toast.error(clientErrorMessage(error, ACCOUNT_MESSAGES.passwordChangeFailed));
      return;
    }
    toast.success(ACCOUNT_MESSAGES.passwordChanged);
    onChanged();
  });

  return (
    <FormCard
      title="Nueva contraseña"
      text="Al cambiarla se cerrará su sesión en los demás dispositivos; en este seguirá conectado."
      narrow
    >
      {(titleId) => (
        <form className={layout.form} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
          <div className={styles.fieldset}>
            <TextField
              label="Contraseña actual"
              type="password"
              autoComplete="current-password"
              error={fieldMessage(errors.oldPassword)}
              {...register('oldPassword')}
            />
            <TextField
              label="Nueva contraseña"
              type="password"
              autoComplete="new-password"
              help={PASSWORD_POLICY}
              error={fieldMessage(errors.newPassword)}
              {...register('newPassword')}
            />
            <TextField
              label="Confirmar nueva contraseña"
              type="password"
              autoComplete="new-password"
              error={fieldMessage(errors.confirmation)}
              {...register('confirmation')}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" isLoading={change.isPending}>
              Cambiar contraseña
            </Button>
          </div>
        </form>
      )}
    </FormCard>
  );
}
