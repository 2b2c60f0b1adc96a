import { useParams } from 'react-router';
import { LoadProblem } from '../../../components/errors/load-problem';
import { NotFoundState } from '../../../components/errors/not-found-state';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { paths } from '../../../config/paths';
import { AccountDetails } from '../../../features/account/components/account-details';
import { AccountDetailsSkeleton } from '../../../features/account/components/account-details-skeleton';
import { useClient } from '../../../features/admin-clients/api/get-client';
import { ClientHistory } from '../../../features/admin-clients/components/client-history';
import { CompanyMembersPanel } from '../../../features/admin-clients/components/company-members-panel';
import { ClientTypeControl } from '../../../features/admin-clients/components/client-type-control';
import { CreditLinePanel } from '../../../features/admin-clients/components/credit-line-panel';
import { RolesControl } from '../../../features/admin-clients/components/roles-control';
import { RutLink } from '../../../features/admin-clients/components/rut-link';
import { RutProposalPanel } from '../../../features/admin-clients/components/rut-proposal-panel';
import { StatusControl } from '../../../features/admin-clients/components/status-control';
import { TaxProfilePanel } from '../../../features/admin-clients/components/tax-profile-panel';
import { MunicipalityRequestPanel } from '../../../features/admin-clients/components/municipality-request-panel';
import { TypeRequestPanel } from '../../../features/admin-clients/components/type-request-panel';
import { CLIENT_MESSAGES } from '../../../features/admin-clients/utils/messages';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { isApiError } from '../../../lib/api-client';
import { parseId } from '../../../utils/parse-id';
import { MailOff } from './mail-off';
import { useStaffViewer } from './use-staff-viewer';
import styles from './client.module.css';

const CLIENTS_CRUMB = [{ label: 'Clientes', href: paths.dashboardClients.getHref() }];

/** /dashboard/clients/{id}: the profile, the changes staff make to it and their audit trail. */
export function ClientRoute() {
  const id = parseId(useParams().id);
  if (id === null) return <ClientNotFound />;
  return <ClientView key={id} id={id} />;
}

function ClientView({ id }: { id: number }) {
  const viewer = useStaffViewer();
  const client = useClient(viewer, id);
  const missing = isApiError(client.error) && client.error.status === 404 ? client.error : null;
  useErrorToast(client.isError && !missing && !client.data, CLIENT_MESSAGES.clientLoadFailed);
  const account = client.data;

  if (missing) return <ClientNotFound message={missing.message} />;
  return (
    <DashboardPage
      parents={CLIENTS_CRUMB}
      title={account ? (account.profile.businessName ?? account.profile.fullName) : 'Cliente'}
      summary={account?.email}
    >
      {account ? (
        <div className={styles.layout}>
          <MailOff>
            El cliente no recibirá aviso de la activación de su cuenta ni de las decisiones sobre
            sus solicitudes.
          </MailOff>
          <TypeRequestPanel account={account} viewer={viewer} />
          <MunicipalityRequestPanel account={account} viewer={viewer} />
          <AccountDetails
            account={account}
            staff={{
              status: <StatusControl account={account} viewer={viewer} />,
              clientType: <ClientTypeControl account={account} viewer={viewer} />,
              roles: <RolesControl account={account} viewer={viewer} />,
              rut: <RutLink urlRUT={account.profile.urlRUT} />,
            }}
          />
          <RutProposalPanel account={account} viewer={viewer} />
          <TaxProfilePanel account={account} viewer={viewer} />
          <CreditLinePanel account={account} viewer={viewer} />
          <CompanyMembersPanel account={account} viewer={viewer} />
          <ClientHistory account={account} viewer={viewer} />
        </div>
      ) : client.isError ? (
        <LoadProblem
          message={CLIENT_MESSAGES.clientLoadFailed}
          onRetry={() => void client.refetch()}
          isRetrying={client.isFetching}
        />
      ) : (
        <AccountDetailsSkeleton forStaff />
      )}
    </DashboardPage>
  );
}

function ClientNotFound({ message = 'No encontramos este usuario.' }) {
  return (
    <NotFoundState
      title="Cliente no encontrado"
      message={message}
      hint="Puede que la dirección esté incompleta: búsquelo en la lista de clientes."
    />
  );
}
