import { AccountPage } from '../../components/layouts/account-page';
import { ForgottenPasswordForm } from '../../features/account/components/forgotten-password-form';

/** /user/forgotten-password (public): asks for the recovery mail. */
export function ForgottenPasswordRoute() {
  return (
    <AccountPage title="Recuperar contraseña">
      <ForgottenPasswordForm />
    </AccountPage>
  );
}
