import { useState } from 'react';
import { Plus } from 'lucide-react';
import { ROLE_MESSAGES, type Role } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { Button } from '../../../components/ui/button/button';
import { RecordTableSkeleton } from '../../../components/ui/record-table/record-table';
import { useRoles } from '../../../hooks/use-roles';
import { DeleteRoleDialog } from '../../../features/admin-roles/components/delete-role-dialog';
import { AuditDialog } from '../../../components/ui/audit-trail/audit-dialog';
import { roleAudit } from '../../../features/admin-roles/components/role-audit';
import {
  RoleDialog,
  type RoleDialogTarget,
} from '../../../features/admin-roles/components/role-dialog';
import { RolesEmpty, RolesTable } from '../../../features/admin-roles/components/roles-table';
import { useSession } from '../../../features/auth/api/get-session';
import { useErrorToast } from '../../../hooks/use-error-toast';

/** /dashboard/roles (ADMIN_ROLES): the roles, created, edited and deleted in dialogs. */
export function RolesRoute() {
  const viewer = useSession().data?.id ?? null;
  const roles = useRoles(viewer);
  const [editing, setEditing] = useState<RoleDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [auditing, setAuditing] = useState<Role | null>(null);
  useErrorToast(roles.isError, ROLE_MESSAGES.loadFailed);

  const count = roles.data?.length;
  return (
    <DashboardPage
      title="Roles"
      summary={
        count === undefined
          ? undefined
          : `${count.toLocaleString('es-CO')} ${count === 1 ? 'rol' : 'roles'}`
      }
      actions={
        <Button
          icon={<Plus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ mode: 'create' })}
        >
          Crear rol
        </Button>
      }
    >
      {roles.data ? (
        roles.data.length ? (
          <RolesTable
            roles={roles.data}
            onEdit={(role) => setEditing({ mode: 'edit', role })}
            onDelete={setDeleting}
            onHistory={setAuditing}
          />
        ) : (
          <RolesEmpty />
        )
      ) : roles.isError ? (
        <LoadProblem
          message={ROLE_MESSAGES.loadFailed}
          onRetry={() => void roles.refetch()}
          isRetrying={roles.isFetching}
        />
      ) : (
        <RecordTableSkeleton />
      )}
      <RoleDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
      <AuditDialog {...roleAudit(viewer, auditing)} onClose={() => setAuditing(null)} />
    </DashboardPage>
  );
}
