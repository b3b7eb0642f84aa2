// A complying instrument's checks (lib/domain/retention-instrument-checks.ts): CCA 2002 s18FB (an
// instrument may stand in for the trust account only while it covers the retention money) and s18E;
// the 30 days' warning is this product's decision (README "The internal report and what needs you").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instrumentProblems } from './retention-instrument-checks';

const BOND = { expiresOn: '2027-06-30', coverAmount: 100_000_00, contracts: 1, held: 40_000_00 };

describe('instrumentProblems', () => {
  it.each([
    { case: 'in force, covering, months to run', i: BOND, today: '2027-01-15', problems: [] },
    // 30 June − 31 May = 30 days: flagged; 30 May (31 days) is not.
    { case: '31 days before expiry', i: BOND, today: '2027-05-30', problems: [] },
    { case: '30 days before expiry', i: BOND, today: '2027-05-31', problems: ['expiring'] },
    { case: 'its last day', i: BOND, today: '2027-06-30', problems: ['expiring'] },
    { case: 'the day after', i: BOND, today: '2027-07-01', problems: ['expired'] },
    { case: 'held equals cover', i: { ...BOND, held: 100_000_00 }, today: '2027-01-15', problems: [] },
    {
      case: 'held a cent above cover',
      i: { ...BOND, held: 100_000_01 },
      today: '2027-01-15',
      problems: ['not_covering'],
    },
    {
      case: 'expired and short',
      i: { ...BOND, held: 150_000_00 },
      today: '2027-07-01',
      problems: ['expired', 'not_covering'],
    },
    {
      case: 'named by no contract: not checked',
      i: { ...BOND, contracts: 0, held: 0 },
      today: '2027-07-01',
      problems: [],
    },
    {
      case: 'no expiry recorded: only the cover',
      i: { ...BOND, expiresOn: null },
      today: '2030-01-01',
      problems: [],
    },
  ] as const)('$case → $problems', ({ i, today, problems }) => {
    expect(instrumentProblems(i, today)).toEqual(problems);
  });

  it('flags "not covering" exactly when more is held than covered (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (held, cover) => {
        const problems = instrumentProblems({ ...BOND, held, coverAmount: cover }, '2027-01-15');
        expect(problems.includes('not_covering')).toBe(held > cover);
      }),
    );
  });
});
