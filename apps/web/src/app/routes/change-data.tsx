import { useParams } from 'react-router';
import { ACCOUNT_MESSAGES, MESSAGES } from '@shop/shared';
import { LoadProblem } from '../../components/errors/load-problem';
import { AccountPage } from '../../components/layouts/account-page';
import { paths } from '../../config/paths';
import { useAccount } from '../../features/account/api/get-account';
import { AccountNotFound } from '../../features/account/components/account-not-found';
import {
  ChangeDataForms,
  ChangeDataSkeleton,
} from '../../features/account/components/change-data-forms';
import { useErrorToast } from '../../hooks/use-error-toast';
import { isApiError } from '../../lib/api-client';
import type { Viewer } from '../../lib/query-keys';
import { parseId } from '../../utils/parse-id';
import { useViewer } from './use-viewer';

/**
 * /user/{id}/change-data: only for the signed-in user's own id, since PATCH /api/profile changes
 * the caller's profile whatever the address says.
 */
export function ChangeDataRoute() {
  const id = parseId(useParams().id);
  const { viewer } = useViewer();
  if (id === null) return <AccountNotFound message={MESSAGES.userUndefined} />;
  if (id !== viewer) return <AccountNotFound />;
  return <ChangeDataPage key={id} id={id} viewer={viewer} />;
}

function ChangeDataPage({ id, viewer }: { id: number; viewer: Viewer }) {
  const account = useAccount(viewer, id);
  const missing = isApiError(account.error) && account.error.status === 404 ? account.error : null;
  useErrorToast(account.isError && !missing && !account.data, ACCOUNT_MESSAGES.dataLoadFailed);

  if (missing) return <AccountNotFound message={missing.message} />;
  return (
    <AccountPage
      title="Cambiar datos"
      summary="Actualice su tipo de cliente, sus datos de contacto y su ubicación."
      parents={[{ label: 'Mi cuenta', href: paths.account.getHref(id) }]}
    >
      {account.data ? (
        <ChangeDataForms account={account.data} viewer={viewer} />
      ) : account.isError ? (
        <LoadProblem
          message={ACCOUNT_MESSAGES.dataLoadFailed}
          onRetry={() => void account.refetch()}
          isRetrying={account.isFetching}
        />
      ) : (
        <ChangeDataSkeleton />
      )}
    </AccountPage>
  );
}
