import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axisTicks } from './chart-axis';

describe('axisTicks', () => {
  it.each([
    [0, [0, 100, 200, 300, 400], 'nothing yet: $0 to $4'],
    [172_500_00, [0, 50_000_00, 100_000_00, 150_000_00, 200_000_00], '$172,500 → steps of $50,000'],
    [40_000_00, [0, 10_000_00, 20_000_00, 30_000_00, 40_000_00], 'exactly a round top'],
    [41_000_00, [0, 20_000_00, 40_000_00, 60_000_00, 80_000_00], 'just above: the next round step'],
    [7_00, [0, 2_00, 4_00, 6_00, 8_00], 'a few dollars'],
  ])('max %i → %j (%s)', (max, ticks) => {
    expect(axisTicks(max)).toEqual(ticks);
  });

  it('refuses a negative or fractional maximum', () => {
    expect(() => axisTicks(-1)).toThrow(RangeError);
    expect(() => axisTicks(1.5)).toThrow(RangeError);
  });

  it('property: the top covers the maximum, by at most 2.5 times, in equal steps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 401, max: 1e14 }), (max) => {
        const ticks = axisTicks(max);
        const top = ticks.at(-1)!;
        expect(top).toBeGreaterThanOrEqual(max);
        expect(top).toBeLessThanOrEqual(max * 2.5);
        expect(new Set(ticks.slice(1).map((t, i) => t - ticks[i]!)).size).toBe(1);
      }),
    );
  });
});
