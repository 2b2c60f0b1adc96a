import { useNavigate, useParams } from 'react-router';
import { AccountPage } from '../../components/layouts/account-page';
import { paths } from '../../config/paths';
import { AccountNotFound } from '../../features/account/components/account-not-found';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { parseId } from '../../utils/parse-id';
import { useViewer } from './use-viewer';

/** /user/{id}/change-password: the signed-in user's own password; then back to the profile. */
export function ChangePasswordRoute() {
  const id = parseId(useParams().id);
  const { viewer } = useViewer();
  const navigate = useNavigate();
  if (id === null || id !== viewer) return <AccountNotFound />;
  return (
    <AccountPage
      title="Cambiar contraseña"
      parents={[{ label: 'Mi cuenta', href: paths.account.getHref(id) }]}
    >
      <ChangePasswordForm onChanged={() => navigate(paths.account.getHref(id))} />
    </AccountPage>
  );
}
