/**
 * Which projects are "due" (spec §2: the Projects tab's badge counts due projects). A project is due
 * when any contract the account placed in it needs the account's attention soon, judged with the
 * §9 due-soon rule of ./overdue.ts (due in fewer than 8 days, overdue included, or 30 or more
 * unclaimed days):
 *
 * - A claim contract (the account claims) that is running (started or reopened): its next claim.
 *   The next claim's period ends at the month end after the last issued or certified claim's period
 *   end (the current month's end when nothing has been issued yet); its claim due date comes from
 *   the contract's payment terms. The days until that date stand in for overdue.ts's due number, and
 *   unclaimed days are counted from the last issued claim's period end. A draft or a claim still in
 *   approval does not count as claimed: only issuing serves a payment claim.
 * - A cert contract (the account certifies), unless draft or archived: every claim received and not
 *   yet answered (claim status issued, i.e. no certificate issued for it). Its due number is the
 *   days until the earliest such claim's cert due date. Unclaimed days are the claimer's business,
 *   so they are not counted here.
 *
 * A claim contract whose jurisdiction is unknown (an AU or GB contract without its state or nation)
 * has no computable claim due date, so only its unclaimed days are judged.
 */
import { formatDate, monthEnd, parseDate } from './calendars/dates';
import type { ContractStatus } from './contract-status';
import { calculateClaimDates, type PaymentTerms } from './due-dates';
import { daysUntil, isDueSoon, type DueRow } from './overdue';
import type { Jurisdiction } from './working-days';

export interface ClaimContractDue {
  side: 'claim';
  status: ContractStatus;
  /** Period end (claim_to) of the latest issued or certified claim, 'yyyy-MM-dd'. */
  lastClaimedTo: string | null;
  paymentTerms: Partial<PaymentTerms> | null;
  jurisdiction: Jurisdiction | null;
}

export interface CertContractDue {
  side: 'cert';
  status: ContractStatus;
  /** The earliest cert due date of the claims received and not yet certified, 'yyyy-MM-dd'. */
  nextCertDue: string | null;
}

export type ContractDueInput = ClaimContractDue | CertContractDue;

/** The period end of the claim after one ending `lastClaimedTo` (or of this month's claim). */
export function nextClaimPeriodEnd(today: string, lastClaimedTo: string | null): string {
  if (lastClaimedTo === null) return formatDate(monthEnd(parseDate(today, 'today')));
  return formatDate(monthEnd(parseDate(lastClaimedTo, 'lastClaimedTo') + 1));
}

/** The overdue.ts row for one contract, or null when the contract cannot be due in its state. */
export function contractDueRow(today: string, contract: ContractDueInput): DueRow | null {
  if (contract.side === 'cert') {
    if (contract.status === 'draft' || contract.status === 'archived') return null;
    return {
      certDueNum: contract.nextCertDue === null ? null : daysUntil(today, contract.nextCertDue),
      unclaimedDays: null,
    };
  }
  if (contract.status !== 'started' && contract.status !== 'reopened') return null;
  const unclaimedDays = contract.lastClaimedTo === null ? null : daysUntil(contract.lastClaimedTo, today);
  if (contract.jurisdiction === null) return { certDueNum: null, unclaimedDays };
  const { claimDue } = calculateClaimDates({
    claimTo: nextClaimPeriodEnd(today, contract.lastClaimedTo),
    paymentTerms: contract.paymentTerms,
    jurisdiction: contract.jurisdiction,
  });
  return { certDueNum: daysUntil(today, claimDue), unclaimedDays };
}

export function isContractDue(today: string, contract: ContractDueInput): boolean {
  const row = contractDueRow(today, contract);
  return row !== null && isDueSoon(row);
}
