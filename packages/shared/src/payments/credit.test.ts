import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageingBucket,
  CreditLineInputSchema,
  daysBetween,
  formatDueDate,
  isOverdue,
} from './credit';

describe('the ageing buckets (docs/payments.md, "Company credit")', () => {
  it.each([
    [-10, 'current'],
    [0, 'current'],
    [1, 'days1to30'],
    [30, 'days1to30'],
    [31, 'days31to60'],
    [60, 'days31to60'],
    [61, 'days61to90'],
    [90, 'days61to90'],
    [91, 'over90'],
    [400, 'over90'],
  ] as const)('%i days past due is %s', (days, bucket) => {
    expect(ageingBucket(days)).toBe(bucket);
  });
});

describe('due dates', () => {
  it('adds the term in calendar days across months, leap days and years', () => {
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addDays('2028-02-01', 30)).toBe('2028-03-02');
    expect(addDays('2026-11-15', 60)).toBe('2027-01-14');
    expect(daysBetween('2026-03-15', '2026-03-16')).toBe(1);
    expect(daysBetween('2026-03-15', '2026-03-15')).toBe(0);
    expect(daysBetween('2026-03-15', '2026-06-13')).toBe(90);
  });

  it('prints the due day as written, whatever the zone', () => {
    expect(formatDueDate('2026-03-15')).toBe('15 de marzo de 2026');
  });

  it('is overdue from the day after the due date, unless paid or cancelled', () => {
    const order = { dueOn: '2026-03-15', paymentStatus: 'PARTIALLY_PAID', status: 'SENT' } as const;
    expect(isOverdue(order, '2026-03-15')).toBe(false);
    expect(isOverdue(order, '2026-03-16')).toBe(true);
    expect(isOverdue({ ...order, paymentStatus: 'PAID' }, '2026-04-01')).toBe(false);
    expect(isOverdue({ ...order, status: 'CANCELED' }, '2026-04-01')).toBe(false);
    expect(isOverdue({ ...order, dueOn: null }, '2026-04-01')).toBe(false);
  });
});

describe('CreditLineInputSchema', () => {
  const line = { limit: 20_000_000, termDays: 30, status: 'ACTIVE', reason: 'Cupo aprobado' };
  it('takes whole pesos, a term of 30, 60 or 90 days and a reason', () => {
    expect(CreditLineInputSchema.parse(line)).toEqual(line);
    expect(CreditLineInputSchema.safeParse({ ...line, limit: 1.5 }).success).toBe(false);
    expect(CreditLineInputSchema.safeParse({ ...line, termDays: 45 }).success).toBe(false);
    expect(CreditLineInputSchema.safeParse({ ...line, reason: ' a ' }).success).toBe(false);
  });
});
