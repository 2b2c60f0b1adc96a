import type { Account } from '@shop/shared';
import { AuditSection } from '../../../components/ui/audit-trail/audit-section';
import type { Viewer } from '../../../lib/query-keys';
import { useRoles } from '../../../hooks/use-roles';
import { clientAuditSource } from '../api/get-client-audit';
import { describeAuditState } from '../utils/audit-state';
import { CLIENT_MESSAGES } from '../utils/messages';
import styles from './client-history.module.css';

/** 'Historial de cambios' of the detail page; the trail's role ids read as the roles' names. */
export function ClientHistory({ account, viewer }: { account: Account; viewer: Viewer }) {
  // The trail keeps role ids: their names come from the roles list (or the account's own).
  const roles = useRoles(viewer, true);
  const names = new Map([...account.roles, ...(roles.data ?? [])].map((r) => [r.id, r.name]));
  const roleName = (id: number) => names.get(id) ?? `Rol ${id}`;
  return (
    <AuditSection
      source={clientAuditSource(viewer, account.id)}
      headingId="client-history"
      className={styles.history}
      headingClassName={styles.title}
      caption="Historial de cambios"
      describe={(state) => describeAuditState(state, roleName)}
      noReason="Sin razón"
      loadFailed={CLIENT_MESSAGES.auditLoadFailed}
      empty={{
        title: 'Aún no hay cambios registrados.',
        text: 'Cada cambio de estado, tipo o roles quedará aquí con quién lo hizo y por qué.',
      }}
    />
  );
}
