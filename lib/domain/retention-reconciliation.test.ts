// A retention trust account reconciled (lib/domain/retention-reconciliation.ts): the ledger's
// deposited balance on a day, and what a difference from the bank's balance means. Sources: CCA 2002
// s18E (the trust account), s18FC (proper records); the day-by-day reading is this product's (README
// "Reconciling the trust account").
import { describe, expect, it } from 'vitest';
import type { RetentionEntry } from './retention-ledger';
import { accountDepositedOn, depositedOn, reconciliationState } from './retention-reconciliation';

let n = 0;
const e = (kind: RetentionEntry['kind'], amount: number, on: string, reverses?: string): RetentionEntry => ({
  id: `e${++n}`,
  kind,
  amount,
  on,
  reverses: reverses ?? null,
});

describe('depositedOn', () => {
  const withheld = e('withheld', 10_000_00, '2026-10-14');
  const deposit = e('deposited', 10_000_00, '2026-10-16');
  const release = e('released', 4_000_00, '2026-11-20');
  const ledger = [withheld, deposit, release];

  it.each([
    ['before anything', '2026-10-01', 0],
    ['withheld, not yet deposited', '2026-10-15', 0],
    ['the day of the deposit', '2026-10-16', 10_000_00],
    ['the day before the release', '2026-11-19', 10_000_00],
    ['after the release (paid from the deposit)', '2026-11-20', 6_000_00],
  ])('%s (%s): %d', (_label, day, expected) => expect(depositedOn(ledger, day)).toBe(expected));

  it('a reversal counts from its own day: until then the deposit it undoes stands', () => {
    const wrong = e('deposited', 500_00, '2026-10-20');
    const reversal = e('reversal', 500_00, '2026-10-25', wrong.id);
    const entries = [withheld, deposit, wrong, reversal];
    expect(depositedOn([e('withheld', 1_000_00, '2026-10-01'), ...entries], '2026-10-22')).toBe(10_500_00);
    expect(depositedOn(entries, '2026-10-25')).toBe(10_000_00);
  });

  it('takes the entries in the order of their days, whatever the order written', () => {
    // A release recorded before the deposit it came out of was recorded, but dated after it.
    const entries = [
      withheld,
      e('released', 1_000_00, '2026-10-20'),
      e('deposited', 10_000_00, '2026-10-16'),
    ];
    expect(depositedOn(entries, '2026-10-20')).toBe(9_000_00);
  });

  it('takes them in the order written when the days do not add up, and leaves out what cannot count yet', () => {
    // A deposit dated the day before the withholding it covers: that day it has nothing to cover.
    const entries = [e('withheld', 1_000_00, '2026-10-14'), e('deposited', 1_000_00, '2026-10-13')];
    expect(depositedOn(entries, '2026-10-13')).toBe(0);
    expect(depositedOn(entries, '2026-10-14')).toBe(1_000_00);
    expect(depositedOn([entries[0]!, e('deposited', 400_00, '2026-10-14')], '2026-10-14')).toBe(400_00);
  });

  it('sums the contracts of one account', () => {
    const other = [e('withheld', 2_000_00, '2026-10-01'), e('deposited', 2_000_00, '2026-10-02')];
    expect(accountDepositedOn([ledger, other], '2026-11-20')).toBe(8_000_00);
    expect(accountDepositedOn([], '2026-11-20')).toBe(0);
  });
});

describe('reconciliationState', () => {
  it.each([
    [{ statementBalance: 100_00, ledgerBalance: 100_00, explanation: null }, 0, 'balanced'],
    [{ statementBalance: 100_00, ledgerBalance: 100_00, explanation: 'noted' }, 0, 'balanced'],
    [{ statementBalance: 90_00, ledgerBalance: 100_00, explanation: null }, -10_00, 'shortfall'],
    [{ statementBalance: 101_50, ledgerBalance: 100_00, explanation: null }, 1_50, 'surplus'],
    [
      { statementBalance: 90_00, ledgerBalance: 100_00, explanation: 'Fee taken in error' },
      -10_00,
      'explained',
    ],
  ])('%o: %d, %s', (input, difference, state) =>
    expect(reconciliationState(input)).toEqual({ difference, state }),
  );
});
