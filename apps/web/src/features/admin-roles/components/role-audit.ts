import { ROLE_MESSAGES, type Role } from '@shop/shared';
import type { AuditDialogProps } from '../../../components/ui/audit-trail/audit-dialog';
import type { Viewer } from '../../../lib/query-keys';
import { roleAuditSource } from '../api/get-role-audit';
import { describeRoleState } from '../utils/describe-role-state';

/**
 * 'Historial', for <AuditDialog>: who created the role, each edit from what to what, and when.
 * Role writes take no reason, so the trail has no column for one.
 */
export const roleAudit = (
  viewer: Viewer,
  role: Role | null,
): Omit<AuditDialogProps, 'onClose'> => ({
  source: role && roleAuditSource(viewer, role.id),
  title: role ? `Historial del rol ${role.name}` : '',
  describe: describeRoleState,
  loadFailed: ROLE_MESSAGES.auditLoadFailed,
  empty: {
    title: 'Aún no hay cambios registrados de este rol.',
    text: 'Cada edición quedará aquí con quién la hizo, y cómo era antes y después.',
  },
});
