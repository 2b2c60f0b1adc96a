import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type AuditState,
  type OrderStatus,
} from '@shop/shared';

const isOrderStatus = (value: unknown): value is OrderStatus =>
  ORDER_STATUSES.includes(value as OrderStatus);

/** An order's audited state in words: its status ('Enviado'); '—' for none. */
export function describeOrderState(state: AuditState | null): string {
  if (!state || !('status' in state)) return '—';
  return isOrderStatus(state.status) ? ORDER_STATUS_LABELS[state.status] : String(state.status);
}
