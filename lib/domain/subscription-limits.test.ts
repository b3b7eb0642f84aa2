import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  UNLIMITED_ABOVE,
  UNLIMITED_TEXT,
  formatContractLimit,
  formatLimitUsage,
  isUnlimited,
} from './subscription-limits';

// Spec §9: "subscription_claim_limit above 9999999 is shown as Unlimited."
describe('formatContractLimit', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [25, '25'],
    [1_500, '1,500'],
    [9_999_999, '9,999,999'], // the threshold itself is still a number: only above it is Unlimited
    [10_000_000, UNLIMITED_TEXT],
    [99_999_999, UNLIMITED_TEXT],
    [2_147_483_647, UNLIMITED_TEXT], // the largest value the Int column holds
    [Number.POSITIVE_INFINITY, UNLIMITED_TEXT],
  ])('%d → %s', (limit, text) => {
    expect(formatContractLimit(limit)).toBe(text);
  });

  it("reads 'Unlimited'", () => {
    expect(UNLIMITED_TEXT).toBe('Unlimited');
    expect(UNLIMITED_ABOVE).toBe(9_999_999);
  });

  it.each([-1, 2.5, Number.NaN, Number.NEGATIVE_INFINITY])('refuses %d: not a limit', (limit) => {
    expect(() => formatContractLimit(limit)).toThrow(RangeError);
  });

  it('is Unlimited exactly when the limit is above 9,999,999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), (limit) => {
        expect(formatContractLimit(limit) === UNLIMITED_TEXT).toBe(limit > 9_999_999);
        expect(isUnlimited(limit)).toBe(limit > 9_999_999);
      }),
    );
  });
});

describe('formatLimitUsage', () => {
  it('counts contracts in use against the limit', () => {
    expect(formatLimitUsage(3, 5)).toBe('3 of 5');
    expect(formatLimitUsage(1_204, 99_999_999)).toBe('1,204 of Unlimited');
  });
});
