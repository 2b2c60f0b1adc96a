import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { LoginInputSchema, MESSAGES, type SessionUser } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { clientErrorMessage } from '../../../lib/api-client';
import { fieldMessage } from '../../../lib/form-errors';
import { useLoginMutation } from '../api/login';
import styles from './login-form.module.css';

interface LoginFormProps {
  onSuccess: (user: SessionUser) => void;
  /** Following the password-recovery link leaves the panel. */
  onLeave: () => void;
}

export function LoginForm({ onSuccess, onLeave }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLoginMutation();

  const onSubmit = handleSubmit(
    (values) =>
      login.mutate(values, {
        onSuccess: ({ user }) => {
          toast.success(`Bienvenido, ${user.fullName}`);
          onSuccess(user);
        },
        // The server's message says why: credentials, pending or inactive account, too many tries.
        onError: (error) => toast.error(clientErrorMessage(error, 'Error al iniciar sesión')),
      }),
    () => toast.error(MESSAGES.loginIncomplete, { toastId: 'login-incomplete' }),
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        data-autofocus
        error={fieldMessage(errors.email)}
        {...register('email')}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        error={fieldMessage(errors.password)}
        {...register('password')}
      />
      <Link className={styles.recover} to={paths.forgottenPassword.getHref()} onClick={onLeave}>
        Recuperar contraseña
      </Link>
      <Button type="submit" size="lg" block isLoading={login.isPending}>
        Acceder
      </Button>
    </form>
  );
}
