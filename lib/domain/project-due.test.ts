import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_TERMS } from './due-dates';
import {
  contractDueRow,
  isContractDue,
  nextClaimPeriodEnd,
  type CertContractDue,
  type ClaimContractDue,
} from './project-due';

const claim = (over: Partial<ClaimContractDue> = {}): ClaimContractDue => ({
  side: 'claim',
  status: 'started',
  lastClaimedTo: '2026-10-31',
  paymentTerms: DEFAULT_PAYMENT_TERMS,
  jurisdiction: 'NZ',
  ...over,
});
const cert = (over: Partial<CertContractDue> = {}): CertContractDue => ({
  side: 'cert',
  status: 'started',
  nextCertDue: '2026-11-16',
  ...over,
});

describe('nextClaimPeriodEnd', () => {
  it.each<[string, string | null, string, string]>([
    ['2026-11-22', null, '2026-11-30', 'nothing issued yet: this month'],
    ['2026-11-22', '2026-10-31', '2026-11-30', 'the month after a month-end period'],
    ['2026-11-22', '2026-10-15', '2026-10-31', 'mid-month period: the rest of that month'],
    ['2027-01-05', '2026-12-31', '2027-01-31', 'across the year end'],
  ])('today %s, last claimed to %s → %s (%s)', (today, last, expected) => {
    expect(nextClaimPeriodEnd(today, last)).toBe(expected);
  });
});

describe('claim contracts', () => {
  // Default terms, NZ: the November 2026 claim is due 1 working day before 30 Nov (a Monday),
  // i.e. Friday 27 November 2026 (hand count).
  it.each([
    ['2026-11-22', 5, 22, true, 'claim due in 5 days'],
    ['2026-11-27', 0, 27, true, 'claim due today'],
    ['2026-11-10', 17, 10, false, 'claim due in 17 days'],
    ['2026-11-19', 8, 19, false, 'claim due in 8 days is not yet due soon'],
    ['2026-12-03', -6, 33, true, 'claim overdue and 33 unclaimed days'],
  ])('today %s → due number %d, unclaimed %d, due %s (%s)', (today, dueNum, unclaimed, due) => {
    expect(contractDueRow(today, claim())).toEqual({ certDueNum: dueNum, unclaimedDays: unclaimed });
    expect(isContractDue(today, claim())).toBe(due);
  });

  it('a contract that never issued a claim is judged on this month’s claim only', () => {
    expect(contractDueRow('2026-11-02', claim({ lastClaimedTo: null }))).toEqual({
      certDueNum: 25,
      unclaimedDays: null,
    });
  });

  it('an unknown jurisdiction leaves only the unclaimed days to judge', () => {
    const unknown = claim({ jurisdiction: null });
    expect(contractDueRow('2026-11-22', unknown)).toEqual({ certDueNum: null, unclaimedDays: 22 });
    expect(isContractDue('2026-11-22', unknown)).toBe(false);
    expect(isContractDue('2026-12-01', unknown)).toBe(true);
  });

  it.each(['draft', 'finalised', 'archived'] as const)(
    'a %s contract takes no claims: never due',
    (status) => {
      expect(contractDueRow('2026-12-30', claim({ status }))).toBeNull();
      expect(isContractDue('2026-12-30', claim({ status }))).toBe(false);
    },
  );

  it('missing terms fall back to the §9 defaults', () => {
    expect(contractDueRow('2026-11-22', claim({ paymentTerms: null }))).toEqual(
      contractDueRow('2026-11-22', claim()),
    );
  });
});

describe('cert contracts', () => {
  it.each([
    ['2026-11-22', '2026-11-16', true, 'cert overdue'],
    ['2026-11-10', '2026-11-16', true, 'cert due in 6 days'],
    ['2026-11-01', '2026-11-16', false, 'cert due in 15 days'],
  ])('today %s, cert due %s → due %s (%s)', (today, nextCertDue, due) => {
    expect(isContractDue(today, cert({ nextCertDue }))).toBe(due);
  });

  it('no claim waiting for a cert: not due, and unclaimed days are not the certifier’s concern', () => {
    expect(contractDueRow('2026-11-22', cert({ nextCertDue: null }))).toEqual({
      certDueNum: null,
      unclaimedDays: null,
    });
  });

  it.each(['draft', 'archived'] as const)('a %s cert contract is never due', (status) => {
    expect(isContractDue('2026-11-22', cert({ status }))).toBe(false);
  });

  it('a finalised contract still owes a cert for a claim it received', () => {
    expect(isContractDue('2026-11-22', cert({ status: 'finalised' }))).toBe(true);
  });
});
