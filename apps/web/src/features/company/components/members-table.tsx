import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import { COMPANY_ROLE_LABELS, type CompanyMember, type CompanyRole } from '@shop/shared';
import { MemberStatusBadge } from '../../../components/ui/badge/member-status-badge';
import { Button } from '../../../components/ui/button/button';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import { toast } from '../../../lib/toast';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { formatDate } from '../../../utils/format';
import { useChangeMemberRole } from '../api/change-member-role';
import { COMPANY_PAGE_MESSAGES } from '../utils/messages';
import { RemoveMemberDialog } from './remove-member-dialog';
import { RoleOptions } from './role-options';
import styles from './company-people.module.css';

interface MembersTableProps {
  members: readonly CompanyMember[];
  viewer: Viewer;
}

/** The company's members: the administrator changes each one's role here, or removes them. */
export function MembersTable({ members, viewer }: MembersTableProps) {
  const [removing, setRemoving] = useState<CompanyMember | null>(null);
  const columns: RecordColumn<CompanyMember>[] = [
    { header: 'Correo electrónico', cell: (member) => member.email },
    { header: 'Rol', cell: (member) => <RoleSelect member={member} viewer={viewer} /> },
    { header: 'Estado', cell: (member) => <MemberStatusBadge status={member.status} /> },
    { header: 'Se unió', nowrap: true, cell: (member) => formatDate(member.joinedAt) },
    { header: 'Invitado por', cell: (member) => member.invitedBy ?? '—' },
  ];
  return (
    <>
      <RecordTable
        caption="Integrantes de la empresa"
        rows={members}
        rowKey={(member) => member.userId}
        title={{
          header: 'Nombre',
          cell: (member) => (
            <span className={styles.name}>
              {member.fullName}
              {member.userId === viewer ? <span className={styles.you}> (usted)</span> : null}
            </span>
          ),
        }}
        columns={columns}
        // Leaving the company oneself would end this very session: another administrator does it.
        actions={(member) =>
          member.userId === viewer ? null : (
            <Button
              variant="secondary"
              icon={<UserMinus size={16} aria-hidden="true" />}
              onClick={() => setRemoving(member)}
            >
              Retirar<span className="visually-hidden"> a {member.fullName}</span>
            </Button>
          )
        }
      />
      <RemoveMemberDialog member={removing} viewer={viewer} onClose={() => setRemoving(null)} />
    </>
  );
}

function RoleSelect({ member, viewer }: { member: CompanyMember; viewer: Viewer }) {
  const change = useChangeMemberRole(viewer);
  const onChange = (role: CompanyRole) =>
    change.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () =>
          toast.success(`${member.fullName} ahora tiene el rol ${COMPANY_ROLE_LABELS[role]}.`),
        onError: (error) =>
          toast.error(clientErrorMessage(error, COMPANY_PAGE_MESSAGES.roleChangeFailed)),
      },
    );
  return (
    <select
      className={styles.roleSelect}
      aria-label={`Rol de ${member.fullName}`}
      value={member.role}
      disabled={change.isPending}
      onChange={(event) => onChange(event.currentTarget.value as CompanyRole)}
    >
      <RoleOptions />
    </select>
  );
}
