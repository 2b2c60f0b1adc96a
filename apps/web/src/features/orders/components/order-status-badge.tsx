import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge/badge';

const TONES: Record<OrderStatus, BadgeTone> = {
  PENDING: 'progress',
  PROCESSING: 'info',
  SENT: 'info',
  COMPLETED: 'success',
  CANCELED: 'danger',
};

/** 'Pendiente', 'Procesando', 'Enviado', 'Completado' or 'Cancelado'. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
