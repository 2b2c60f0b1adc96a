import { HISTORY_MESSAGES } from '@shop/shared';
import { AuditTrail } from '../../../components/ui/audit-trail/audit-trail';
import { Modal } from '../../../components/ui/modal/modal';
import { useDialogPageParam } from '../../../hooks/use-page-param';
import type { Viewer } from '../../../lib/query-keys';
import { useOrderAudit } from '../api/get-order-audit';
import { describeOrderState } from '../utils/describe-order-state';
import type { OrderEntry } from './order-status-dialog';

interface OrderAuditDialogProps {
  viewer: Viewer;
  order: OrderEntry | null;
  onClose: () => void;
}

/** 'Ver cambios': who moved the order from which status to which, when, and the note sent. */
export function OrderAuditDialog({ viewer, order, onClose }: OrderAuditDialogProps) {
  const { page, hrefFor, close } = useDialogPageParam(onClose);
  const audit = useOrderAudit(viewer, order?.id ?? null, page);
  return (
    <Modal
      open={order !== null}
      onClose={close}
      title={order ? `Cambios de la orden ${order.customId}` : ''}
    >
      <AuditTrail
        query={audit}
        page={page}
        hrefFor={hrefFor}
        caption={order ? `Cambios de la orden ${order.customId}` : ''}
        describe={describeOrderState}
        noReason="Sin comentario"
        loadFailed={HISTORY_MESSAGES.auditLoadFailed}
        empty={{
          title: 'Esta orden aún no ha cambiado de estado.',
          text: 'Cada cambio de estado quedará aquí con quién lo hizo y el comentario enviado.',
        }}
      />
    </Modal>
  );
}
