import { Badge, type BadgeTone } from '../../../components/ui/badge/badge';
import { HISTORY_STATUS_LABELS, type HistoryStatus } from '../utils/history-filters';

const TONES: Record<HistoryStatus, BadgeTone> = {
  PENDING: 'progress',
  PROCESSING: 'info',
  SENT: 'info',
  COMPLETED: 'success',
  CANCELED: 'danger',
  OPEN: 'info',
  CONVERTED: 'success',
  EXPIRED: 'neutral',
};

/** The status of an order ('Enviado') or a quote ('Vigente'), as a pill. */
export function HistoryStatusBadge({ status }: { status: HistoryStatus }) {
  return <Badge tone={TONES[status]}>{HISTORY_STATUS_LABELS[status]}</Badge>;
}
