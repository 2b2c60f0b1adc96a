import { describe, expect, it } from 'vitest';
import { bogotaToday, formatPeriodRange, readPeriodParams } from './report-period';

const read = (search: string) => readPeriodParams(new URLSearchParams(search), '2026-11-24');

describe('bogotaToday', () => {
  it("is Bogotá's date, which at 22:00 there is still the day before UTC's", () => {
    expect(bogotaToday(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
    expect(bogotaToday(new Date('2026-11-25T05:00:00Z'))).toBe('2026-11-25');
  });
});

describe('readPeriodParams', () => {
  it('defaults to this month, counted from today', () => {
    expect(read('')).toEqual({ period: 'month', date: '2026-11-24' });
  });

  it('takes a chosen period and date from the address', () => {
    expect(read('period=week&date=2026-02-03')).toEqual({ period: 'week', date: '2026-02-03' });
  });

  it('replaces only the malformed part with its default', () => {
    expect(read('period=year&date=2026-02-03')).toEqual({ period: 'month', date: '2026-02-03' });
    expect(read('period=day&date=2026-02-30')).toEqual({ period: 'day', date: '2026-11-24' });
  });
});

describe('formatPeriodRange', () => {
  it('writes a week as one span and a day as one date', () => {
    expect(formatPeriodRange('2026-11-23', '2026-11-29')).toBe('23–29 de noviembre de 2026');
    expect(formatPeriodRange('2026-11-24', '2026-11-24')).toBe('24 de noviembre de 2026');
  });
});
