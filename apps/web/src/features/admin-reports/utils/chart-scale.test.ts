import { describe, expect, it } from 'vitest';
import { axisTicks } from './axis-ticks';
import { copShort } from './cop-short';

describe('axisTicks', () => {
  it('steps in round whole-peso amounts up to at least the highest bar', () => {
    expect(axisTicks(1_190_000)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(axisTicks(1_000_000)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
    expect(axisTicks(9)).toEqual([0, 5, 10]);
  });

  it('is a single zero for a period without sales', () => {
    expect(axisTicks(0)).toEqual([0]);
  });
});

describe('copShort', () => {
  it.each([
    [0, '$ 0'],
    [750, '$ 750'],
    [250_000, '$ 250 mil'],
    [1_500_000, '$ 1,5 M'],
    [1_200_000_000, '$ 1.200 M'],
  ])('writes %i as %s', (pesos, label) => {
    expect(copShort(pesos)).toBe(label.replaceAll(' ', '\u00a0'));
  });
});
