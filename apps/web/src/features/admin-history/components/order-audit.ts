import { HISTORY_MESSAGES } from '@shop/shared';
import type { AuditDialogProps } from '../../../components/ui/audit-trail/audit-dialog';
import type { Viewer } from '../../../lib/query-keys';
import { orderAuditSource } from '../api/get-order-audit';
import { describeOrderState } from '../utils/describe-order-state';
import type { OrderEntry } from './order-status-dialog';

/** 'Ver cambios', for <AuditDialog>: who moved the order to which status, when, and the note. */
export const orderAudit = (
  viewer: Viewer,
  order: OrderEntry | null,
): Omit<AuditDialogProps, 'onClose'> => ({
  source: order && orderAuditSource(viewer, order.id),
  title: order ? `Cambios de la orden ${order.customId}` : '',
  describe: describeOrderState,
  noReason: 'Sin comentario',
  loadFailed: HISTORY_MESSAGES.auditLoadFailed,
  empty: {
    title: 'Esta orden aún no ha cambiado de estado.',
    text: 'Cada cambio de estado quedará aquí con quién lo hizo y el comentario enviado.',
  },
});
