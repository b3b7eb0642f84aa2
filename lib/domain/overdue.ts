/**
 * Due and overdue flags for contracts on the dashboard and the contract filters (spec §4 "Overdue
 * type", §9 due-soon), and the claims-received buckets.
 *
 * `certDueNum` is the signed number of calendar days until the cert is due (negative = overdue by
 * that many days; null = no cert pending). `unclaimedDays` is how many days the contract has gone
 * without a claim.
 *
 * Due today (certDueNum 0) counts as due_in_3_days: it is not overdue yet, but it is the most urgent
 * thing on the list, and the spec's "1 to 3" would otherwise drop it to none — hiding it from the
 * dashboard count and the due-in-3-days filter on the one day it matters most.
 */
import { parseDate } from './calendars/dates';
import type { ContractStatus } from './contract-status';

export const UNCLAIMED_DAYS_LIMIT = 30;

export const OVERDUE_TYPES = [
  'unclaimed_days',
  'over_due',
  'due_in_3_days',
  'due_in_7_days',
  'none',
] as const;
export type OverdueType = (typeof OVERDUE_TYPES)[number];

export interface DueRow {
  certDueNum: number | null;
  unclaimedDays: number | null;
}

function checkWhole(value: number | null, label: string): number | null {
  if (value !== null && !Number.isSafeInteger(value)) {
    throw new RangeError(`${label} must be a whole number of days or null, got ${String(value)}`);
  }
  return value;
}

/** In the spec's order of precedence: a long-unclaimed contract is flagged as such even if a cert is late. */
export function overdueType(row: DueRow): OverdueType {
  const certDueNum = checkWhole(row.certDueNum, 'certDueNum');
  const unclaimedDays = checkWhole(row.unclaimedDays, 'unclaimedDays');
  if (unclaimedDays !== null && unclaimedDays >= UNCLAIMED_DAYS_LIMIT) return 'unclaimed_days';
  if (certDueNum === null) return 'none';
  if (certDueNum < 0) return 'over_due';
  if (certDueNum <= 3) return 'due_in_3_days';
  if (certDueNum <= 7) return 'due_in_7_days';
  return 'none';
}

/**
 * Spec §9: cert due in fewer than 8 days (overdue included — it needs attention even more), or 30 or
 * more unclaimed days. Exactly the rows that get an overdue type other than none.
 */
export function isDueSoon(row: DueRow): boolean {
  return overdueType(row) !== 'none';
}

/** Dashboard badge: over_due + due_in_3_days + due_in_7_days (unclaimed contracts are not counted). */
export function dashboardDueCount(rows: readonly DueRow[]): number {
  return rows.filter((row) => ['over_due', 'due_in_3_days', 'due_in_7_days'].includes(overdueType(row)))
    .length;
}

/** Signed calendar days from `today` to `due`: the value for `certDueNum`. */
export function daysUntil(today: string, due: string): number {
  return parseDate(due, 'due') - parseDate(today, 'today');
}

export const CLAIMS_RECEIVED_BUCKETS = ['current', 'completed', 'archived'] as const;
export type ClaimsReceivedBucket = (typeof CLAIMS_RECEIVED_BUCKETS)[number];

/**
 * Claims-received bucket for a contract status: started and reopened contracts take claims, so they
 * are current; finalised ones are completed; archived stay archived. A draft has never been started,
 * so it cannot have received a claim and belongs to no bucket.
 */
export function claimsReceivedBucket(status: ContractStatus): ClaimsReceivedBucket | null {
  switch (status) {
    case 'started':
    case 'reopened':
      return 'current';
    case 'finalised':
      return 'completed';
    case 'archived':
      return 'archived';
    case 'draft':
      return null;
  }
}

export function groupClaimsReceived<T extends { contractStatus: ContractStatus }>(
  rows: readonly T[],
): Record<ClaimsReceivedBucket, T[]> {
  const groups: Record<ClaimsReceivedBucket, T[]> = { current: [], completed: [], archived: [] };
  for (const row of rows) {
    const bucket = claimsReceivedBucket(row.contractStatus);
    if (bucket) groups[bucket].push(row);
  }
  return groups;
}
