import { describe, expect, it } from 'vitest';
import type { ContractStatus } from './contract-status';
import {
  claimsReceivedBucket,
  dashboardDueCount,
  daysUntil,
  groupClaimsReceived,
  isDueSoon,
  overdueType,
  type DueRow,
  type OverdueType,
} from './overdue';

// Spec §4 "Overdue type" and §9 "Due-soon".
describe('overdueType', () => {
  it.each<[number | null, number | null, OverdueType, string]>([
    [-1, 0, 'over_due', 'negative cert_due_num'],
    [-30, null, 'over_due', 'long overdue'],
    [0, 0, 'due_in_3_days', 'due today: not overdue, most urgent (our decision)'],
    [1, 0, 'due_in_3_days', '1 to 3'],
    [3, 0, 'due_in_3_days', '1 to 3'],
    [4, 0, 'due_in_7_days', '4 to 7'],
    [7, 29, 'due_in_7_days', '4 to 7; 29 unclaimed days is under the limit'],
    [8, 0, 'none', 'otherwise none'],
    [null, null, 'none', 'no cert pending'],
    [null, 30, 'unclaimed_days', '30 or more unclaimed days'],
    [-5, 45, 'unclaimed_days', 'unclaimed takes precedence, as the spec lists it first'],
  ])('certDueNum %s, unclaimedDays %s → %s (%s)', (certDueNum, unclaimedDays, expected) => {
    expect(overdueType({ certDueNum, unclaimedDays })).toBe(expected);
  });

  it.each([
    { certDueNum: Number.NaN, unclaimedDays: 0 },
    { certDueNum: 1.5, unclaimedDays: 0 },
    { certDueNum: 1, unclaimedDays: Infinity },
  ])('rejects %j', (row) => {
    expect(() => overdueType(row)).toThrow(RangeError);
  });
});

describe('isDueSoon', () => {
  it.each<[number | null, number | null, boolean]>([
    [7, 0, true],
    [8, 0, false],
    [0, 0, true],
    [-3, 0, true],
    [null, 30, true],
    [20, 29, false],
  ])('certDueNum %s, unclaimedDays %s → %s', (certDueNum, unclaimedDays, expected) => {
    expect(isDueSoon({ certDueNum, unclaimedDays })).toBe(expected);
  });
});

describe('dashboardDueCount', () => {
  it('is over_due + due_in_3_days + due_in_7_days', () => {
    const rows: DueRow[] = [
      { certDueNum: -2, unclaimedDays: 0 }, // over_due
      { certDueNum: 2, unclaimedDays: 0 }, // due_in_3_days
      { certDueNum: 6, unclaimedDays: 0 }, // due_in_7_days
      { certDueNum: 12, unclaimedDays: 0 }, // none
      { certDueNum: null, unclaimedDays: 40 }, // unclaimed_days: not counted
    ];
    expect(dashboardDueCount(rows)).toBe(3);
    expect(dashboardDueCount([])).toBe(0);
  });
});

describe('daysUntil', () => {
  it('is signed calendar days', () => {
    expect(daysUntil('2026-12-18', '2026-12-25')).toBe(7);
    expect(daysUntil('2026-12-25', '2026-12-18')).toBe(-7);
    expect(daysUntil('2026-12-31', '2027-01-01')).toBe(1);
  });
});

describe('claims-received buckets', () => {
  it.each<[ContractStatus, string | null]>([
    ['started', 'current'],
    ['reopened', 'current'],
    ['finalised', 'completed'],
    ['archived', 'archived'],
    ['draft', null],
  ])('%s → %s', (status, bucket) => {
    expect(claimsReceivedBucket(status)).toBe(bucket);
  });

  it('groups rows, leaving drafts out', () => {
    const rows = [
      { id: 1, contractStatus: 'started' as const },
      { id: 2, contractStatus: 'archived' as const },
      { id: 3, contractStatus: 'draft' as const },
      { id: 4, contractStatus: 'reopened' as const },
      { id: 5, contractStatus: 'finalised' as const },
    ];
    const groups = groupClaimsReceived(rows);
    expect(groups.current.map((r) => r.id)).toEqual([1, 4]);
    expect(groups.completed.map((r) => r.id)).toEqual([5]);
    expect(groups.archived.map((r) => r.id)).toEqual([2]);
  });
});
