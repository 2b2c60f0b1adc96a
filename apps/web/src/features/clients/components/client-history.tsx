import type { Account } from '@shop/shared';
import { AuditTrail } from '../../../components/ui/audit-trail/audit-trail';
import { usePageParam } from '../../../hooks/use-page-param';
import type { Viewer } from '../../../lib/query-keys';
import { useClientAudit } from '../api/get-client-audit';
import { useRoles } from '../../../hooks/use-roles';
import { describeAuditState } from '../utils/audit-state';
import { CLIENT_MESSAGES } from '../utils/messages';
import styles from './client-history.module.css';

/** 'Historial de cambios' of the detail page, paged in the address (`?page=2`). */
export function ClientHistory({ account, viewer }: { account: Account; viewer: Viewer }) {
  const { page, hrefFor } = usePageParam();
  const audit = useClientAudit(viewer, account.id, page);
  // The trail keeps role ids: their names come from the roles list (or the account's own).
  const roles = useRoles(viewer, true);
  const names = new Map([...account.roles, ...(roles.data ?? [])].map((r) => [r.id, r.name]));
  const roleName = (id: number) => names.get(id) ?? `Rol ${id}`;

  return (
    <section className={styles.history} aria-labelledby="client-history">
      <h2 id="client-history" className={styles.title}>
        Historial de cambios
      </h2>
      <AuditTrail
        query={audit}
        page={page}
        hrefFor={hrefFor}
        caption="Historial de cambios"
        describe={(state) => describeAuditState(state, roleName)}
        noReason="Sin razón"
        loadFailed={CLIENT_MESSAGES.auditLoadFailed}
        empty={{
          title: 'Aún no hay cambios registrados.',
          text: 'Cada cambio de estado, tipo o roles quedará aquí con quién lo hizo y por qué.',
        }}
      />
    </section>
  );
}
