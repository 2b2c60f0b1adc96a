import { ROLE_MESSAGES, type Role } from '@shop/shared';
import { AuditTrail } from '../../../components/ui/audit-trail/audit-trail';
import { Modal } from '../../../components/ui/modal/modal';
import { useDialogPageParam } from '../../../hooks/use-page-param';
import type { Viewer } from '../../../lib/query-keys';
import { useRoleAudit } from '../api/get-role-audit';
import { describeRoleState } from '../utils/describe-role-state';

interface RoleAuditDialogProps {
  viewer: Viewer;
  role: Role | null;
  onClose: () => void;
}

/** 'Historial': who created the role, each edit from what to what, and when. */
export function RoleAuditDialog({ viewer, role, onClose }: RoleAuditDialogProps) {
  const { page, hrefFor, close } = useDialogPageParam(onClose);
  const audit = useRoleAudit(viewer, role?.id ?? null, page);
  const title = role ? `Historial del rol ${role.name}` : '';
  // Role writes take no reason, so the trail has no column for one.
  return (
    <Modal open={role !== null} onClose={close} title={title}>
      <AuditTrail
        query={audit}
        page={page}
        hrefFor={hrefFor}
        caption={title}
        describe={describeRoleState}
        loadFailed={ROLE_MESSAGES.auditLoadFailed}
        empty={{
          title: 'Aún no hay cambios registrados de este rol.',
          text: 'Cada edición quedará aquí con quién la hizo, y cómo era antes y después.',
        }}
      />
    </Modal>
  );
}
