import { Users } from 'lucide-react';
import { COMPANY_ROLE_LABELS, type Account, type CompanyMember } from '@shop/shared';
import { MemberStatusBadge } from '../../../components/ui/badge/member-status-badge';
import { Button } from '../../../components/ui/button/button';
import { RecordTable } from '../../../components/ui/record-table/record-table';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { cx } from '../../../utils/cx';
import { formatDate } from '../../../utils/format';
import { useClientMembers } from '../api/get-client-members';
import { useSetMemberAccess } from '../api/set-member-access';
import styles from './credit-line-panel.module.css';
// The client page's panels share one frame.
import panel from './tax-profile-panel.module.css';

export const MEMBERS_PANEL_MESSAGES = {
  deactivated: 'Integrante desactivado: sus sesiones terminaron.',
  reactivated: 'Integrante reactivado: puede volver a iniciar sesión.',
  failed: 'No se pudo cambiar el acceso del integrante.',
} as const;

interface CompanyMembersPanelProps {
  account: Account;
  viewer: Viewer;
}

/**
 * 'Integrantes de la empresa': the people who buy under this company's account, each of whom staff
 * may turn off (their sessions end at once) or back on. A natural person has none: no panel.
 */
export function CompanyMembersPanel({ account, viewer }: CompanyMembersPanelProps) {
  const members = useClientMembers(viewer, account.id).data?.members ?? [];
  if (members.length === 0) return null;
  return (
    <section className={panel.panel} aria-labelledby="client-members">
      <h2 id="client-members" className={cx(panel.title, styles.title)}>
        <Users size={20} aria-hidden="true" />
        Integrantes de la empresa
      </h2>
      <RecordTable
        caption="Integrantes de la empresa"
        rows={members}
        rowKey={(member) => member.userId}
        title={{ header: 'Nombre', cell: (member) => member.fullName }}
        columns={[
          { header: 'Correo electrónico', cell: (member) => member.email },
          { header: 'Rol', cell: (member) => COMPANY_ROLE_LABELS[member.role] },
          { header: 'Estado', cell: (member) => <MemberStatusBadge status={member.status} /> },
          { header: 'Se unió', nowrap: true, cell: (member) => formatDate(member.joinedAt) },
        ]}
        actions={(member) => <AccessButton clientId={account.id} member={member} viewer={viewer} />}
      />
    </section>
  );
}

function AccessButton({
  clientId,
  member,
  viewer,
}: {
  clientId: number;
  member: CompanyMember;
  viewer: Viewer;
}) {
  const access = useSetMemberAccess(viewer);
  const active = member.status === 'ACTIVE';
  return (
    <Button
      variant="secondary"
      isLoading={access.isPending}
      onClick={() =>
        access.mutate(
          { clientId, userId: member.userId, active: !active },
          {
            onSuccess: () =>
              toast.success(
                active ? MEMBERS_PANEL_MESSAGES.deactivated : MEMBERS_PANEL_MESSAGES.reactivated,
              ),
            onError: (error) =>
              toast.error(clientErrorMessage(error, MEMBERS_PANEL_MESSAGES.failed)),
          },
        )
      }
    >
      {active ? 'Desactivar' : 'Reactivar'}
      <span className="visually-hidden"> a {member.fullName}</span>
    </Button>
  );
}
