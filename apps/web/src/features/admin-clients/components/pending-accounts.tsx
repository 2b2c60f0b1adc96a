import { Link } from 'react-router';
import { ArrowRight, CircleCheck, Landmark, MapPin, Repeat } from 'lucide-react';
import { pageQuery } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { ClientStatusBadge } from '../../../components/ui/badge/client-status-badge';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { paths } from '../../../config/paths';
import { useErrorToast } from '../../../hooks/use-error-toast';
import type { Viewer } from '../../../lib/query-keys';
import { useClients } from '../api/get-clients';
import { formatDate } from '../../../utils/format';
import { CLIENT_MESSAGES } from '../utils/messages';
import styles from './pending-accounts.module.css';

/** How many waiting accounts the welcome page names; the rest are one link away. */
const SHOWN = 5;

const PENDING = { status: 'PENDING' } as const;
const TYPE_REQUESTS = { typeRequests: 'true' } as const;
const TAX_PROFILES = { taxProfilePending: 'true' } as const;
const CITY_REQUESTS = { municipalityRequests: 'true' } as const;

// With one row per page the list's page count is the number of rows that match.
const countQuery = (filter: Record<string, string>) => ({ ...filter, ...pageQuery(1, 1) });

export const waitingText = (count: number) =>
  count === 1 ? '1 cuenta espera activación' : `${count} cuentas esperan activación`;

export const taxProfilesText = (count: number) =>
  count === 1 ? '1 perfil tributario por confirmar' : `${count} perfiles tributarios por confirmar`;

export const cityRequestsText = (count: number) =>
  count === 1 ? '1 cambio de ciudad por aprobar' : `${count} cambios de ciudad por aprobar`;

export const requestsText = (count: number) =>
  count === 1
    ? '1 solicitud de cambio de tipo por revisar'
    : `${count} solicitudes de cambio de tipo por revisar`;

/**
 * The first thing on the welcome page: the accounts waiting for activation (newest first), so no
 * registration waits unseen, the client-type requests to review and the tax profiles to confirm.
 */
export function PendingAccounts({ viewer }: { viewer: Viewer }) {
  const pending = useClients(viewer, { ...PENDING, ...pageQuery(1, SHOWN) });
  const count = useClients(viewer, countQuery(PENDING));
  const requests = useClients(viewer, countQuery(TYPE_REQUESTS));
  const taxProfiles = useClients(viewer, countQuery(TAX_PROFILES));
  const cityRequests = useClients(viewer, countQuery(CITY_REQUESTS));
  const failed = pending.isError || count.isError;
  useErrorToast(failed, CLIENT_MESSAGES.listLoadFailed);

  return (
    <div className={styles.stack}>
      <section className={styles.panel} aria-labelledby="pending-accounts">
        <div className={styles.head}>
          <h2 id="pending-accounts" className={styles.title}>
            Cuentas por activar
          </h2>
          {count.data && count.data.totalPages > 0 ? (
            <p className={styles.count}>{waitingText(count.data.totalPages)}</p>
          ) : null}
        </div>
        {pending.data && count.data ? (
          pending.data.users.length ? (
            <>
              <ul role="list" className={styles.list}>
                {pending.data.users.map((client) => (
                  <li key={client.id}>
                    <Link className={styles.item} to={paths.dashboardClient.getHref(client.id)}>
                      <span className={styles.who}>
                        <span className={styles.name}>
                          {client.businessName ?? client.fullName}
                        </span>
                        <span className={styles.meta}>
                          {client.email} · desde {formatDate(client.createdAt)}
                        </span>
                      </span>
                      <ClientStatusBadge status={client.clientStatus} />
                    </Link>
                  </li>
                ))}
              </ul>
              <Link className={styles.all} to={paths.dashboardClients.getHref(PENDING)}>
                Ver todas las cuentas pendientes
                <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </>
          ) : (
            <EmptyState
              icon={<CircleCheck size={40} />}
              title="Ninguna cuenta espera activación."
              text="Cuando una empresa se registre, aparecerá aquí para que revise su RUT y la active."
            />
          )
        ) : failed ? (
          <LoadProblem
            message={CLIENT_MESSAGES.listLoadFailed}
            onRetry={() => {
              void pending.refetch();
              void count.refetch();
            }}
            isRetrying={pending.isFetching || count.isFetching}
          />
        ) : (
          <div className={styles.list} aria-hidden="true">
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={56} />
          </div>
        )}
      </section>
      {requests.data && requests.data.totalPages > 0 ? (
        <Link className={styles.requests} to={paths.dashboardClients.getHref(TYPE_REQUESTS)}>
          <Repeat size={20} aria-hidden="true" />
          <span>{requestsText(requests.data.totalPages)}</span>
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      ) : null}
      {taxProfiles.data && taxProfiles.data.totalPages > 0 ? (
        <Link className={styles.requests} to={paths.dashboardClients.getHref(TAX_PROFILES)}>
          <Landmark size={20} aria-hidden="true" />
          <span>{taxProfilesText(taxProfiles.data.totalPages)}</span>
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      ) : null}
      {cityRequests.data && cityRequests.data.totalPages > 0 ? (
        <Link className={styles.requests} to={paths.dashboardClients.getHref(CITY_REQUESTS)}>
          <MapPin size={20} aria-hidden="true" />
          <span>{cityRequestsText(cityRequests.data.totalPages)}</span>
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
