import { CLIENT_STATUS_LABELS, type ClientStatus } from '@shop/shared';
import { Badge, type BadgeTone } from './badge';

// Green ACTIVE, red INACTIVE, yellow PENDING; the label says it without the colour
// (docs/architecture.md, "Contract: states and transitions").
const TONES: Record<ClientStatus, BadgeTone> = {
  ACTIVE: 'success',
  PENDING: 'progress',
  INACTIVE: 'danger',
};

/** 'Activo', 'Pendiente' or 'Inactivo' as a coloured pill. */
export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return <Badge tone={TONES[status]}>{CLIENT_STATUS_LABELS[status]}</Badge>;
}
