import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  formatCop,
  type Ageing,
  type CreditOrder,
} from '@shop/shared';
import type { Figure } from '../components/figures';

/** The five buckets as figures: "Al día" first, every later one owed past its due date. */
export const ageingFigures = (ageing: Ageing): Figure[] =>
  AGEING_BUCKETS.map((b) => ({
    label: AGEING_BUCKET_LABELS[b],
    value: formatCop(ageing[b]),
    danger: b !== 'current' && ageing[b] > 0,
  }));

/** How an open order stands against its due date, in words: 'Vence en 3 días', 'Vencida hace 12 días'. */
export function dueText(order: Pick<CreditOrder, 'daysPastDue'>): string {
  const days = order.daysPastDue;
  const n = (count: number) => `${count} ${count === 1 ? 'día' : 'días'}`;
  if (days > 0) return `Vencida hace ${n(days)}`;
  if (days === 0) return 'Vence hoy';
  return `Vence en ${n(-days)}`;
}
