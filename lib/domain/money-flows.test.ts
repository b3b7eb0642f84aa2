import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MONEY_FLOWS,
  contractCumulative,
  cumulativeFlows,
  flowTotals,
  monthRange,
  monthlyFlows,
  monthsBetween,
  monthsEnding,
  unpaid,
  type FlowEntry,
} from './money-flows';

// Worked by hand: claim 1 ($115,000 incl. GST) served 30 Jan, certified $92,000 on 14 Feb and paid
// $92,000 on 20 Mar; claim 2 ($57,500) served 27 Feb, certified $46,000 on 13 Mar, not paid.
const ENTRIES: FlowEntry[] = [
  { day: '2026-01-30', flow: 'claimed', amount: 115_000_00 },
  { day: '2026-02-14', flow: 'certified', amount: 92_000_00 },
  { day: '2026-02-27', flow: 'claimed', amount: 57_500_00 },
  { day: '2026-03-13', flow: 'certified', amount: 46_000_00 },
  { day: '2026-03-20', flow: 'paid', amount: 92_000_00 },
];

describe('months', () => {
  it.each([
    ['2026-02', '2026-02-01', '2026-02-28', 'February of a common year'],
    ['2028-02', '2028-02-01', '2028-02-29', 'leap year'],
    ['2026-12', '2026-12-01', '2026-12-31', 'December'],
  ])('monthRange(%s) is %s to %s (%s)', (month, from, to) => {
    expect(monthRange(month)).toEqual({ from, to });
  });

  it('lists months across a year end, oldest first', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsEnding('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-02')).toEqual([]);
  });

  it.each(['2026-13', '2026-1', 'x', '2026-00'])('refuses %s', (month) => {
    expect(() => monthRange(month)).toThrow(RangeError);
  });
});

describe('monthly and cumulative flows', () => {
  it('buckets each amount in its month (worked example)', () => {
    expect(monthlyFlows(ENTRIES, ['2026-01', '2026-02', '2026-03'])).toEqual([
      { month: '2026-01', claimed: 115_000_00, certified: 0, paid: 0 },
      { month: '2026-02', claimed: 57_500_00, certified: 92_000_00, paid: 0 },
      { month: '2026-03', claimed: 0, certified: 46_000_00, paid: 92_000_00 },
    ]);
  });

  it('runs the totals (worked example): by March $172,500 claimed, $138,000 certified, $92,000 paid', () => {
    expect(contractCumulative(ENTRIES, '2026-04')).toEqual([
      { month: '2026-01', claimed: 115_000_00, certified: 0, paid: 0 },
      { month: '2026-02', claimed: 172_500_00, certified: 92_000_00, paid: 0 },
      { month: '2026-03', claimed: 172_500_00, certified: 138_000_00, paid: 92_000_00 },
      { month: '2026-04', claimed: 172_500_00, certified: 138_000_00, paid: 92_000_00 },
    ]);
    expect(unpaid(flowTotals(ENTRIES))).toBe(46_000_00);
    expect(contractCumulative([], '2026-04')).toEqual([]);
  });

  it('counts only the days inside a range, both ends included', () => {
    expect(flowTotals(ENTRIES, { from: '2026-02-14', to: '2026-03-13' })).toEqual({
      claimed: 57_500_00,
      certified: 138_000_00,
      paid: 0,
    });
  });

  const entry = fc.record({
    day: fc
      .date({
        min: new Date('2024-01-01T00:00:00Z'),
        max: new Date('2026-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10)),
    flow: fc.constantFrom(...MONEY_FLOWS),
    amount: fc.integer({ min: -1_000_000_00, max: 10_000_000_00 }),
  });

  it('property: the months add up to the whole, and the last running total is the whole', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        const months = monthsBetween('2024-01', '2026-12');
        const monthly = monthlyFlows(entries, months);
        const whole = flowTotals(entries);
        for (const flow of MONEY_FLOWS) {
          expect(monthly.reduce((s, m) => s + m[flow], 0)).toBe(whole[flow]);
        }
        expect(cumulativeFlows(monthly).at(-1)).toEqual({ month: '2026-12', ...whole });
      }),
    );
  });
});
