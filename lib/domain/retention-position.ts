// The payer's position on one contract's retention held on trust (issue 31): its ledger's balances,
// what is not yet deposited and by when it had to be (CCA 2002 s18C–s18E: NZ, at once; NSW SOP
// Regulation 2020 cl 8(2): within 5 business days), and what the contract releases at practical
// completion and at the end of the defects liability period, with whether each is overdue. What the
// payer's internal report (MBIE's example "Internal Report") and dashboard state.
//
// The releases, kept simple (a reading of the contract's release shares, not a certificate's sums):
// - at practical completion, the contract's PC share (pcdBps) of the retention withheld to date is
//   due, less whatever was already released (by certificates or on its own);
// - at the end of the defects liability period everything still held is due (the CCA lets no
//   release date fall later than the payee's obligations are complete): what is listed for that day
//   is what is held beyond the PC release still owed, so the two together are never more than held.
// A release is overdue once its day has passed (today later than it) and money is still due on it.
// Money used to remedy defects (s18D) is no longer held and so never due: each figure is capped at
// what is held.
import { clamp, percentOf, subtract, type Bps, type Cents } from './money';
import {
  EMPTY_BALANCES,
  ledgerBalances,
  undepositedSince,
  type RetentionBalances,
  type RetentionEntry,
} from './retention-ledger';
import { depositDueOn, type RetentionTrustRules } from './retention-trust-rules';
import type { Jurisdiction } from './working-days';

/** The contract's release days and shares (its retention rule and PC and DLP dates). */
export interface ReleaseTerms {
  /** Practical completion, 'yyyy-MM-dd', or null while unknown. */
  pcdDate: string | null;
  pcdBps: Bps;
  /** The last day of the defects liability period (retention.ts dlpEndDate), or null while unknown. */
  dlpEnd: string | null;
  dlpBps: Bps;
}

export const RELEASE_KINDS = ['practical_completion', 'defects_liability_end'] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];

export const RELEASE_LABELS: Record<ReleaseKind, string> = {
  practical_completion: 'Practical completion',
  defects_liability_end: 'End of the defects liability period',
};

export interface ReleaseDue {
  kind: ReleaseKind;
  /** The day it falls due. */
  on: string;
  /** Cents due on that day and not yet released. */
  amount: Cents;
  overdue: boolean;
}

export interface UndepositedRetention {
  amount: Cents;
  /** The day of the oldest withholding not yet covered by a deposit. */
  since: string | null;
  /** The last day to deposit it, or null where the scheme sets none (or no scheme applies). */
  dueOn: string | null;
  overdue: boolean;
}

export interface PayerRetentionPosition {
  balances: RetentionBalances;
  undeposited: UndepositedRetention | null;
  /** Each release with a day and a share, in date order; amount 0 once released. */
  releases: ReleaseDue[];
}

export interface PositionInput {
  /** The contract's ledger, in the order written. */
  entries: readonly RetentionEntry[];
  /** Null when the contract retains nothing (no rule). */
  releases: ReleaseTerms | null;
  rules: RetentionTrustRules | null;
  jurisdiction: Jurisdiction | null;
  /** 'yyyy-MM-dd' in the payer's calendar. */
  today: string;
}

export function payerRetentionPosition(input: PositionInput): PayerRetentionPosition {
  const result = ledgerBalances(input.entries);
  // A ledger as written always adds up (each entry was checked); one that does not is shown empty
  // rather than with figures nobody can trust.
  const balances = 'balances' in result ? result.balances : EMPTY_BALANCES;
  return {
    balances,
    undeposited: undepositedOf(input, balances),
    releases: input.releases ? releasesDue(input.releases, balances, input.today) : [],
  };
}

function undepositedOf(input: PositionInput, balances: RetentionBalances): UndepositedRetention | null {
  if (balances.undeposited <= 0) return null;
  const since = undepositedSince(input.entries, balances);
  const dueOn =
    since && input.rules && input.jurisdiction ? depositDueOn(input.rules, since, input.jurisdiction) : null;
  // NZ: due the day it is withheld, so "due now" that day and overdue from the next (today > due).
  return { amount: balances.undeposited, since, dueOn, overdue: dueOn !== null && input.today > dueOn };
}

/** What is due at PC and at the end of the DLP, as the header comment states the rule. */
export function releasesDue(terms: ReleaseTerms, b: RetentionBalances, today: string): ReleaseDue[] {
  const pcDue = clamp(subtract(percentOf(b.withheld, terms.pcdBps), b.released), 0, b.held);
  const out: ReleaseDue[] = [];
  const push = (kind: ReleaseKind, on: string, amount: Cents) =>
    out.push({ kind, on, amount, overdue: amount > 0 && today > on });
  if (terms.pcdDate !== null && terms.pcdBps > 0) push('practical_completion', terms.pcdDate, pcDue);
  if (terms.dlpEnd !== null && terms.dlpBps > 0)
    push('defects_liability_end', terms.dlpEnd, subtract(b.held, terms.pcdDate !== null ? pcDue : 0));
  return out.sort((a, b2) => a.on.localeCompare(b2.on));
}
