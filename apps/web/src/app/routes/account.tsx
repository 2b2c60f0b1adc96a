import { Link, useParams } from 'react-router';
import { KeyRound, PenLine } from 'lucide-react';
import { ACCOUNT_MESSAGES, MESSAGES } from '@shop/shared';
import { LoadProblem } from '../../components/errors/load-problem';
import { AccountPage } from '../../components/layouts/account-page';
import { buttonClassName } from '../../components/ui/button/button';
import { paths } from '../../config/paths';
import { useAccount } from '../../features/account/api/get-account';
import { AccountDetails } from '../../features/account/components/account-details';
import { AccountDetailsSkeleton } from '../../features/account/components/account-details-skeleton';
import { AccountNotFound } from '../../features/account/components/account-not-found';
import { useErrorToast } from '../../hooks/use-error-toast';
import { isApiError } from '../../lib/api-client';
import { parseId } from '../../utils/parse-id';
import { useViewer } from './use-viewer';

/**
 * /user/{id}: the profile view (docs/architecture.md, "Contract: screens and routes"), with the
 * ways to change data and password.
 */
export function AccountRoute() {
  const id = parseId(useParams().id);
  if (id === null) return <AccountNotFound message={MESSAGES.userUndefined} />;
  return <AccountView key={id} id={id} />;
}

function AccountView({ id }: { id: number }) {
  const { viewer } = useViewer();
  const account = useAccount(viewer, id);
  const missing = isApiError(account.error) && account.error.status === 404 ? account.error : null;
  useErrorToast(account.isError && !missing && !account.data, ACCOUNT_MESSAGES.userLoadFailed);
  // An administrator (ADMIN_CLIENTS) may read another customer's account, not change it here.
  const own = viewer === id;

  if (missing) return <AccountNotFound message={missing.message} />;
  return (
    <AccountPage
      title={own ? 'Mi cuenta' : 'Cuenta del cliente'}
      summary={account.data?.profile.fullName}
      actions={
        own ? (
          <>
            <Link
              className={buttonClassName({ variant: 'secondary' })}
              to={paths.changeData.getHref(id)}
            >
              <PenLine size={18} aria-hidden="true" />
              Cambiar datos
            </Link>
            <Link
              className={buttonClassName({ variant: 'secondary' })}
              to={paths.changePassword.getHref(id)}
            >
              <KeyRound size={18} aria-hidden="true" />
              Cambiar contraseña
            </Link>
          </>
        ) : undefined
      }
    >
      {account.data ? (
        <AccountDetails account={account.data} />
      ) : account.isError ? (
        <LoadProblem
          message={ACCOUNT_MESSAGES.userLoadFailed}
          onRetry={() => void account.refetch()}
          isRetrying={account.isFetching}
        />
      ) : (
        <AccountDetailsSkeleton />
      )}
    </AccountPage>
  );
}
