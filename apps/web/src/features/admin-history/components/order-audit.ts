import { HISTORY_MESSAGES } from '@shop/shared';
import type { AuditDialogProps } from '../../../components/ui/audit-trail/audit-dialog';
import type { AuditSectionProps } from '../../../components/ui/audit-trail/audit-section';
import type { Viewer } from '../../../lib/query-keys';
import { orderAuditSource } from '../api/get-order-audit';
import { describeOrderState } from '../utils/describe-order-state';
import type { OrderEntry } from './order-status-dialog';

const TEXT = {
  describe: describeOrderState,
  noReason: 'Sin comentario',
  loadFailed: HISTORY_MESSAGES.auditLoadFailed,
  empty: {
    title: 'Esta orden aún no ha cambiado de estado.',
    text: 'Cada cambio de estado quedará aquí con quién lo hizo y el comentario enviado.',
  },
};

/** 'Ver cambios', for <AuditDialog>: who moved the order to which status, when, and the note. */
export const orderAudit = (
  viewer: Viewer,
  order: OrderEntry | null,
): Omit<AuditDialogProps, 'onClose'> => ({
  ...TEXT,
  source: order && orderAuditSource(viewer, order.id),
  title: order ? `Cambios de la orden ${order.customId}` : '',
});

/** The order page's 'Historial de cambios', for <AuditSection>: the same trail as the dialog. */
export const orderHistory = (
  viewer: Viewer,
  order: { id: number; customId: string },
): AuditSectionProps => ({
  ...TEXT,
  source: orderAuditSource(viewer, order.id),
  headingId: 'order-history',
  caption: `Cambios de la orden ${order.customId}`,
});
