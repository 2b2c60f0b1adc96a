import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNit, nitCheckDigit } from './nit';

describe('nitCheckDigit', () => {
  // Vectors from python-stdnum and stdnum-js tests, plus the worked example of the DIAN rule.
  it.each([
    ['800197268', 4],
    ['900544472', 2],
    ['830080150', 1],
    ['811007991', 8],
    ['1018464851', 9],
    ['213123432', 1],
  ])('%s has check digit %i', (base, dv) => {
    expect(nitCheckDigit(base)).toBe(dv);
  });

  it('refuses anything that is not 1 to 15 digits', () => {
    for (const bad of ['', '90054447A', '9005-4447', '1234567890123456', ' 900544472']) {
      expect(nitCheckDigit(bad)).toBeNull();
    }
  });

  it('always yields a single digit 0-9 (11 - r is never 10 because r = 1 maps to 1)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/), (base) => {
        const dv = nitCheckDigit(base)!;
        expect(Number.isInteger(dv) && dv >= 0 && dv <= 9).toBe(true);
      }),
    );
  });
});

describe('formatNit', () => {
  it('groups thousands with dots and appends the check digit', () => {
    expect(formatNit('800197268')).toBe('800.197.268-4');
    expect(formatNit('1018464851')).toBe('1.018.464.851-9');
  });
});
