import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '@shop/shared';
import { AccountPage } from '../../components/layouts/account-page';
import { paths } from '../../config/paths';
import { RecoveryPasswordForm } from '../../features/account/components/recovery-password-form';
import { useErrorToast } from '../../hooks/use-error-toast';
import { queryKeys } from '../../lib/query-keys';
import { parseId } from '../../utils/parse-id';

/**
 * /user/{id}/recovery-password?token=... (public): the link of the recovery mail. Both the user and
 * the token must be in it (docs/architecture.md, "Contract: validation and messages"); afterwards
 * the sign-in opens.
 */
export function RecoveryPasswordRoute() {
  const id = parseId(useParams().id);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = id === null ? null : searchParams.get('token') || null;
  useErrorToast(token === null, ACCOUNT_MESSAGES.recoveryLinkIncomplete);

  return (
    <AccountPage title="Restablecer contraseña">
      <RecoveryPasswordForm
        token={token}
        // Replace: the used token leaves the address bar and the history.
        onChanged={() => {
          // The server ended every session of the account, perhaps this browser's own.
          void queryClient.resetQueries({ queryKey: queryKeys.session });
          navigate(paths.login.getHref(), { replace: true });
        }}
      />
    </AccountPage>
  );
}
