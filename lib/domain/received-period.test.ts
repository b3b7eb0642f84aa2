import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_RECEIVED_PERIOD,
  DEFAULT_RECEIVED_PERIOD_TYPE,
  RECEIVED_PERIODS,
  RECEIVED_PERIOD_TYPES,
  receivedInPeriod,
  receivedInRange,
  receivedPeriodLabel,
  receivedPeriodRange,
} from './received-period';

describe('defaults (§2 dashboard, §9 type 6)', () => {
  it('are the current month', () => {
    expect(DEFAULT_RECEIVED_PERIOD_TYPE).toBe('month');
    expect(DEFAULT_RECEIVED_PERIOD).toBe('current');
    expect(receivedPeriodLabel(DEFAULT_RECEIVED_PERIOD_TYPE, DEFAULT_RECEIVED_PERIOD)).toBe('this month');
  });
});

describe('receivedPeriodRange', () => {
  it.each([
    // Thursday 26 November 2026.
    ['month', 'current', '2026-11-26', '2026-11-01', '2026-11-30'],
    ['month', 'previous', '2026-11-26', '2026-10-01', '2026-10-31'],
    ['week', 'current', '2026-11-26', '2026-11-23', '2026-11-29'], // Monday to Sunday
    ['week', 'previous', '2026-11-26', '2026-11-16', '2026-11-22'],
    ['quarter', 'current', '2026-11-26', '2026-10-01', '2026-12-31'],
    ['quarter', 'previous', '2026-11-26', '2026-07-01', '2026-09-30'],
    ['year', 'current', '2026-11-26', '2026-01-01', '2026-12-31'],
    ['year', 'previous', '2026-11-26', '2025-01-01', '2025-12-31'],
    // Across a year's end, and a leap February.
    ['month', 'previous', '2027-01-15', '2026-12-01', '2026-12-31'],
    ['week', 'current', '2027-01-01', '2026-12-28', '2027-01-03'],
    ['month', 'current', '2028-02-10', '2028-02-01', '2028-02-29'],
    ['month', 'previous', '2028-03-31', '2028-02-01', '2028-02-29'],
  ] as const)('%s %s around %s is %s to %s', (type, period, today, from, to) => {
    expect(receivedPeriodRange(type, period, today)).toEqual({ from, to });
  });

  it('always holds today in the current period, and ends the day before it in the previous one', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.constantFrom(...RECEIVED_PERIOD_TYPES), (today, type) => {
        const current = receivedPeriodRange(type, 'current', today);
        expect(current.from <= today && today <= current.to).toBe(true);
        const previous = receivedPeriodRange(type, 'previous', today);
        const dayBefore = new Date(`${current.from}T00:00:00Z`);
        dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
        expect(previous.to).toBe(dayBefore.toISOString().slice(0, 10));
      }),
    );
  });

  it('refuses a value that is not a day', () => {
    expect(() => receivedPeriodRange('month', 'current', '2026-02-30')).toThrow(RangeError);
    expect(() => receivedPeriodRange('month', 'current', '26/11/2026')).toThrow(RangeError);
  });
});

describe('receivedInRange', () => {
  const range = { from: '2026-11-01', to: '2026-11-30' };
  it('counts the claims served in the range, both ends included, and adds up what they claim', () => {
    const rows = [
      { served_on: '2026-10-31', claimed_amount: 1_000_00 },
      { served_on: '2026-11-01', claimed_amount: 2_500_00 },
      { served_on: '2026-11-30', claimed_amount: 12_345_67 },
      { served_on: '2026-12-01', claimed_amount: 9_00 },
    ];
    expect(receivedInRange(rows, range)).toEqual({ count: 2, claimed_amount: 14_845_67 });
  });
  it('counts a claim with no frozen total, adding nothing for it', () => {
    expect(receivedInRange([{ served_on: '2026-11-05', claimed_amount: null }], range)).toEqual({
      count: 1,
      claimed_amount: 0,
    });
    expect(receivedInRange([], range)).toEqual({ count: 0, claimed_amount: 0 });
  });
});

describe('receivedInPeriod', () => {
  const rows = [
    { served_on: '2026-10-31', claimed_amount: 1_000_00 },
    { served_on: '2026-11-26', claimed_amount: 2_500_00 },
  ];
  it('is the current month unless another period is chosen', () => {
    expect(receivedInPeriod(rows, {}, '2026-11-26')).toEqual({
      type: 'month',
      period: 'current',
      from: '2026-11-01',
      to: '2026-11-30',
      count: 1,
      claimed_amount: 2_500_00,
    });
    expect(receivedInPeriod(rows, { period: 'previous' }, '2026-11-26')).toMatchObject({
      from: '2026-10-01',
      count: 1,
      claimed_amount: 1_000_00,
    });
    expect(receivedInPeriod(rows, { type: 'quarter' }, '2026-11-26')).toMatchObject({ count: 2 });
  });
});

describe('receivedPeriodLabel', () => {
  it.each(RECEIVED_PERIOD_TYPES.flatMap((t) => RECEIVED_PERIODS.map((p) => [t, p] as const)))(
    '%s %s',
    (type, period) => {
      expect(receivedPeriodLabel(type, period)).toBe(`${period === 'current' ? 'this' : 'last'} ${type}`);
    },
  );
});
