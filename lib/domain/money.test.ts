import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  add,
  assertCents,
  clamp,
  divRound,
  lineTotal,
  percentOf,
  ratioBps,
  scale,
  subtract,
  sum,
  sumPercents,
  toSafeNumber,
  wholePercentToBps,
} from './money';

const MAX = Number.MAX_SAFE_INTEGER;

describe('divRound (half away from zero)', () => {
  it.each([
    // [numerator, denominator, expected, source]
    [5n, 2n, 3n, 'hand: 2.5 → 3 (half away from zero)'],
    [-5n, 2n, -3n, 'hand: -2.5 → -3 (symmetric for credits)'],
    [5n, -2n, -3n, 'hand: 5 / -2 = -2.5 → -3'],
    [-5n, -2n, 3n, 'hand: -5 / -2 = 2.5 → 3'],
    [7n, 3n, 2n, 'hand: 2.333… → 2'],
    [8n, 3n, 3n, 'hand: 2.666… → 3'],
    [-7n, 3n, -2n, 'hand: -2.333… → -2'],
    [0n, 7n, 0n, 'hand: 0'],
    [15n, 10n, 2n, 'hand: 1.5 → 2 (banker’s rounding would give 2 too)'],
    [25n, 10n, 3n, 'hand: 2.5 → 3 (banker’s rounding would give 2)'],
  ])('%s / %s = %s (%s)', (n, d, expected) => {
    expect(divRound(n, d)).toBe(expected);
  });

  it('refuses division by zero', () => {
    expect(() => divRound(1n, 0n)).toThrow(RangeError);
  });

  it('property: the error is at most one half, and exact halves go away from zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt(-(10n ** 30n), 10n ** 30n),
        fc.bigInt(1n, 10n ** 15n),
        fc.boolean(),
        (n, d, flip) => {
          const den = flip ? -d : d;
          const q = divRound(n, den);
          const twiceError = 2n * (n - q * den); // 2·(n − q·d), compared with |d|
          const abs = (x: bigint) => (x < 0n ? -x : x);
          expect(abs(twiceError) <= abs(den)).toBe(true);
          if (abs(twiceError) === abs(den)) expect(abs(q) * abs(den) > abs(n)).toBe(true);
        },
      ),
    );
  });
});

describe('helpers', () => {
  it.each([
    [12_345_678, 1000, 1_234_568, 'hand: 10% × 123,456.78 = 12,345.678 → 12,345.68'],
    [
      10_000_000_000_000,
      1250,
      1_250_000_000_000,
      'hand: 12.5% × $100bn = $12.5bn, exact beyond 2^53 products',
    ],
    [-12_345, 1500, -1852, 'hand: 15% × -123.45 = -18.5175 → -18.52'],
    [101, 5000, 51, 'hand: 50% × 1.01 = 0.505 → 0.51'],
    [1, 5000, 1, 'hand: 50% × 0.01 = 0.005 → 0.01'],
    [MAX, 10_000, MAX, 'hand: 100% of the largest safe amount is itself'],
  ])('percentOf(%s, %s bps) = %s (%s)', (amount, bps, expected) => {
    expect(percentOf(amount, bps)).toBe(expected);
  });

  it.each([
    [1234, 250, 3085, 'hand: $12.34 × 2.5 = $30.85'],
    [333, 333, 1109, 'hand: $3.33 × 3.33 = 11.0889 → $11.09'],
    [-1234, 250, -3085, 'spec §5: negative rates allowed'],
    [1234, -250, -3085, 'spec §5: negative quantities allowed'],
    [
      99_999_999_99,
      1_000_00,
      999_999_999_900_0,
      'hand: $99,999,999.99 × 1,000 = $99,999,999,990 (product 10^15 × 10^5 > 2^53)',
    ],
  ])('lineTotal(%s, %s) = %s (%s)', (rate, qty, expected) => {
    expect(lineTotal(rate, qty)).toBe(expected);
  });

  it.each([
    [50_000, 200_000, 2500, 'hand: 500 of 2,000 = 25%'],
    [1, 3, 3333, 'hand: 1/3 = 33.333…% → 33.33%'],
    [2, 3, 6667, 'hand: 2/3 = 66.666…% → 66.67%'],
    [5, 0, 0, 'a zero whole has no percentage'],
  ])('ratioBps(%s, %s) = %s (%s)', (part, whole, expected) => {
    expect(ratioBps(part, whole)).toBe(expected);
  });

  it('sumPercents rounds once: 3 × 50% of 1 cent is 1.5 → 2, not 1 + 1 + 1', () => {
    expect(sumPercents([1, 1, 1].map((amount) => ({ amount, bps: 5000 })))).toBe(2);
  });

  it('scale, sum, subtract, clamp, wholePercentToBps', () => {
    expect(scale(1000, 1, 3)).toBe(333); // hand: 1000/3 = 333.33
    expect(sum([])).toBe(0);
    expect(sum([MAX - 1, 1])).toBe(MAX);
    expect(subtract(10, 25)).toBe(-15);
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-5, 0, 3)).toBe(0);
    expect(wholePercentToBps(15)).toBe(1500); // spec §5: gst is an integer percent
  });

  // scale works in plain numbers when the product is a safe integer (the fast path) and in BigInt
  // otherwise: both must give divRound's exact answer, at the boundary and on either sign.
  it('scale: the number path agrees with exact BigInt rounding, half away from zero', () => {
    const exact = (a: number, n: number, d: number) => Number(divRound(BigInt(a) * BigInt(n), BigInt(d)));
    const cases: [number, number, number, number][] = [
      [5, 1, 2, 3], // hand: 2.5 → 3
      [-5, 1, 2, -3], // hand: -2.5 → -3
      [5, 1, -2, -3],
      [7, 1, -2, -4], // hand: -3.5 → -4
      [1, 1, 3, 0],
      [-1, 1, 3, 0],
      [0, 5, -3, 0],
      [MAX, 1, 1, MAX],
      [MAX, 1, 2, 4_503_599_627_370_496], // hand: (2^53 − 1) / 2 = 2^52 − 0.5 → 2^52
      [2 ** 40, 2 ** 13, 2 ** 20, 2 ** 33], // product 2^53: the BigInt path
    ];
    for (const [a, n, d, expected] of cases) {
      expect(Object.is(scale(a, n, d), expected), `${a} × ${n} / ${d}`).toBe(true);
      expect(scale(a, n, d)).toBe(exact(a, n, d));
    }
    const int = fc.integer({ min: -(2 ** 30), max: 2 ** 30 });
    fc.assert(
      fc.property(
        fc.oneof(int, fc.maxSafeInteger()),
        int,
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.boolean(),
        (a, n, d, neg) => {
          const den = neg ? -d : d;
          let want: number | 'throws';
          try {
            want = exact(a, n, den);
            if (!Number.isSafeInteger(want)) want = 'throws';
          } catch {
            want = 'throws';
          }
          if (want === 'throws') expect(() => scale(a, n, den)).toThrow(RangeError);
          else expect(Object.is(scale(a, n, den), want)).toBe(true);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('refuses values a float cannot hold exactly', () => {
    expect(assertCents(MAX)).toBe(MAX);
    expect(() => assertCents(MAX + 1)).toThrow(RangeError);
    expect(() => assertCents(1.5, 'rate')).toThrow(/rate must be a whole number/);
    expect(() => sum([MAX, 1])).toThrow(RangeError);
    expect(() => subtract(-MAX, 1)).toThrow(RangeError);
    expect(() => add(MAX, 1)).toThrow(RangeError);
    expect(add(MAX - 1, 1)).toBe(MAX);
    expect(() => toSafeNumber(-(2n ** 53n))).toThrow(RangeError);
    expect(() => wholePercentToBps(12.5)).toThrow(RangeError);
  });

  it('property: amounts up to 10^13 cents survive percent and sum exactly', () => {
    const amount = fc.integer({ min: -1e13, max: 1e13 });
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(sum([a, b])).toBe(a + b);
        expect(percentOf(a, 10_000)).toBe(a);
        expect(percentOf(a, 0)).toBe(0);
        expect(Math.abs(percentOf(a, 5000) * 2 - a)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
