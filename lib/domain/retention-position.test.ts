// The payer's retention position (lib/domain/retention-position.ts). Sources: CCA 2002 s18C–s18E
// (NZ: held on trust and in the trust account from withholding, so due the same day), NSW SOP
// Regulation 2020 cl 8(2) (deposit within 5 business days; NSW SOP Act s4 business days); the
// release rule (PC share of withheld-to-date less releases; everything held at the end of the DLP)
// is this product's reading of the contract's release shares (README "The internal report and what
// needs you"). Figures worked by hand in each case.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RetentionEntry } from './retention-ledger';
import { payerRetentionPosition, releasesDue, type ReleaseTerms } from './retention-position';
import { retentionTrustRules } from './retention-trust-rules';

let n = 0;
const at = (kind: RetentionEntry['kind'], amount: number, on: string): RetentionEntry => ({
  id: `e${++n}`,
  kind,
  amount,
  on,
  reverses: null,
});
const HALVES: ReleaseTerms = { pcdDate: '2027-03-01', pcdBps: 5000, dlpEnd: '2028-03-01', dlpBps: 5000 };
const NZ = retentionTrustRules('NZ', true);
const NSW = retentionTrustRules('AU-NSW', true);
const QLD = retentionTrustRules('AU-QLD', true);

describe('what is not yet deposited, and by when', () => {
  it.each([
    // NZ: deposit due the day it is withheld: "due now" that day, overdue from the next.
    {
      case: 'NZ, the day withheld',
      rules: NZ,
      j: 'NZ',
      today: '2026-11-17',
      due: '2026-11-17',
      overdue: false,
    },
    { case: 'NZ, the day after', rules: NZ, j: 'NZ', today: '2026-11-18', due: '2026-11-17', overdue: true },
    // NSW: Tue 17 Nov + 5 business days = Tue 24 November: on time that day, late the next.
    {
      case: 'NSW, the 5th business day',
      rules: NSW,
      j: 'AU-NSW',
      today: '2026-11-24',
      due: '2026-11-24',
      overdue: false,
    },
    { case: 'NSW, the 6th', rules: NSW, j: 'AU-NSW', today: '2026-11-25', due: '2026-11-24', overdue: true },
    // Queensland: no deposit deadline modelled; no scheme at all: none either.
    { case: 'QLD', rules: QLD, j: 'AU-QLD', today: '2027-06-01', due: null, overdue: false },
    { case: 'no scheme', rules: null, j: 'AU-VIC', today: '2027-06-01', due: null, overdue: false },
  ] as const)('$case: due $due, overdue $overdue', ({ rules, j, today, due, overdue }) => {
    const position = payerRetentionPosition({
      entries: [at('withheld', 4_250_00, '2026-11-17')],
      releases: null,
      rules,
      jurisdiction: j,
      today,
    });
    expect(position.undeposited).toEqual({ amount: 4_250_00, since: '2026-11-17', dueOn: due, overdue });
  });

  it('the oldest withholding not covered sets the day: $1,000.00 of $3,000.00 deposited covers the first', () => {
    const position = payerRetentionPosition({
      entries: [
        at('withheld', 1_000_00, '2026-11-02'),
        at('withheld', 2_000_00, '2026-11-17'),
        at('deposited', 1_000_00, '2026-11-03'),
      ],
      releases: null,
      rules: NSW,
      jurisdiction: 'AU-NSW',
      today: '2026-11-20',
    });
    expect(position.undeposited).toEqual({
      amount: 2_000_00,
      since: '2026-11-17',
      dueOn: '2026-11-24',
      overdue: false,
    });
  });

  it('all deposited: nothing undeposited', () => {
    const position = payerRetentionPosition({
      entries: [at('withheld', 10_000_00, '2026-10-14'), at('deposited', 10_000_00, '2026-10-16')],
      releases: HALVES,
      rules: NZ,
      jurisdiction: 'NZ',
      today: '2027-01-10',
    });
    expect(position.undeposited).toBeNull();
    expect(position.balances).toMatchObject({ held: 10_000_00, deposited: 10_000_00, undeposited: 0 });
  });
});

describe('releases due', () => {
  const b = (withheld: number, released: number, used = 0) => ({
    withheld,
    released,
    used,
    deposited: 0,
    held: withheld - released - used,
    undeposited: withheld - released - used,
  });

  it.each([
    {
      case: '$10,000.00 held, 50/50, before PC: half on each day, nothing overdue',
      terms: HALVES,
      balances: b(10_000_00, 0),
      today: '2027-02-20',
      due: [
        ['practical_completion', '2027-03-01', 5_000_00, false],
        ['defects_liability_end', '2028-03-01', 5_000_00, false],
      ],
    },
    {
      case: 'on the PC day: due, not yet overdue',
      terms: HALVES,
      balances: b(10_000_00, 0),
      today: '2027-03-01',
      due: [
        ['practical_completion', '2027-03-01', 5_000_00, false],
        ['defects_liability_end', '2028-03-01', 5_000_00, false],
      ],
    },
    {
      case: 'the day after PC, unreleased: overdue',
      terms: HALVES,
      balances: b(10_000_00, 0),
      today: '2027-03-02',
      due: [
        ['practical_completion', '2027-03-01', 5_000_00, true],
        ['defects_liability_end', '2028-03-01', 5_000_00, false],
      ],
    },
    {
      case: 'PC release paid: nothing due then, the rest at DLP end',
      terms: HALVES,
      balances: b(10_000_00, 5_000_00),
      today: '2027-03-02',
      due: [
        ['practical_completion', '2027-03-01', 0, false],
        ['defects_liability_end', '2028-03-01', 5_000_00, false],
      ],
    },
    {
      case: 'PC paid in part ($2,000.00): $3,000.00 still due at PC, $5,000.00 at DLP end',
      terms: HALVES,
      balances: b(10_000_00, 2_000_00),
      today: '2027-03-02',
      due: [
        ['practical_completion', '2027-03-01', 3_000_00, true],
        ['defects_liability_end', '2028-03-01', 5_000_00, false],
      ],
    },
    {
      case: '$8,000.00 used on defects: only the $2,000.00 held can be due, all at PC',
      terms: HALVES,
      balances: b(10_000_00, 0, 8_000_00),
      today: '2027-02-20',
      due: [
        ['practical_completion', '2027-03-01', 2_000_00, false],
        ['defects_liability_end', '2028-03-01', 0, false],
      ],
    },
    {
      case: 'after the DLP end, PC unpaid: both overdue, together all that is held',
      terms: HALVES,
      balances: b(10_000_00, 0),
      today: '2028-03-02',
      due: [
        ['practical_completion', '2027-03-01', 5_000_00, true],
        ['defects_liability_end', '2028-03-01', 5_000_00, true],
      ],
    },
    {
      case: 'PC date unknown, DLP end set by date: all held due at DLP end',
      terms: { ...HALVES, pcdDate: null },
      balances: b(10_000_00, 0),
      today: '2027-02-20',
      due: [['defects_liability_end', '2028-03-01', 10_000_00, false]],
    },
    {
      case: '101 cents, 50%: PC rounds half up to 51, 50 left for DLP end',
      terms: HALVES,
      balances: b(101, 0),
      today: '2027-02-20',
      due: [
        ['practical_completion', '2027-03-01', 51, false],
        ['defects_liability_end', '2028-03-01', 50, false],
      ],
    },
    {
      case: 'no PC share (0%): only the DLP end',
      terms: { ...HALVES, pcdBps: 0, dlpBps: 10000 },
      balances: b(10_000_00, 0),
      today: '2027-02-20',
      due: [['defects_liability_end', '2028-03-01', 10_000_00, false]],
    },
  ] as const)('$case', ({ terms, balances, today, due }) => {
    expect(releasesDue(terms, balances, today).map((r) => [r.kind, r.on, r.amount, r.overdue])).toEqual(due);
  });

  it('no retention rule: no releases', () => {
    const position = payerRetentionPosition({
      entries: [at('withheld', 100, '2026-10-14')],
      releases: null,
      rules: NZ,
      jurisdiction: 'NZ',
      today: '2026-10-14',
    });
    expect(position.releases).toEqual([]);
  });

  it('nothing due is more than held, and released + due never exceeds withheld (property)', () => {
    const kinds = fc.constantFrom<'withheld' | 'released' | 'deposited' | 'used'>(
      'withheld',
      'released',
      'deposited',
      'used',
    );
    const day = fc
      .integer({ min: 0, max: 900 })
      .map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(kinds, fc.integer({ min: -5_000, max: 20_000 })), { maxLength: 25 }),
        fc.record({
          pcdDate: fc.option(day),
          pcdBps: fc.integer({ min: 0, max: 10_000 }),
          dlpEnd: fc.option(day),
          dlpBps: fc.integer({ min: 0, max: 10_000 }),
        }),
        day,
        (steps, terms, today) => {
          const entries = steps.map(([kind, amount]) => at(kind, amount, '2026-01-01'));
          const { balances, releases } = payerRetentionPosition({
            entries,
            releases: terms,
            rules: NZ,
            jurisdiction: 'NZ',
            today,
          });
          const due = releases.reduce((sum, r) => sum + r.amount, 0);
          for (const r of releases) {
            expect(r.amount).toBeGreaterThanOrEqual(0);
            expect(r.amount).toBeLessThanOrEqual(balances.held);
            expect(r.overdue).toBe(r.amount > 0 && today > r.on);
          }
          expect(due).toBeLessThanOrEqual(balances.held);
          expect(balances.released + due).toBeLessThanOrEqual(balances.withheld);
        },
      ),
    );
  });
});
