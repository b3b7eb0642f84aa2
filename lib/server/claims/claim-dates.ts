import 'server-only';
// A claim's due dates (from the contract's payment terms) and the statutory deadlines that run
// from serving it (lib/domain/statutory-deadlines.ts), in the contract's own calendar.
import { calculateClaimDates, type ClaimDates } from '@/lib/domain/due-dates';
import { statutoryDeadlines } from '@/lib/domain/statutory-deadlines';
import { paymentTermsOf, type ClaimContract } from './claim-contract';
import { dayIn, isoDate } from './dates';

export function claimDueDates(contract: ClaimContract, claimTo: string): ClaimDates {
  return calculateClaimDates({
    claimTo,
    paymentTerms: paymentTermsOf(contract.paymentTerms),
    jurisdiction: contract.jurisdiction,
  });
}

export interface DeadlineDates {
  claimTo: string;
  claimDue: string;
  certDue: string;
  paymentDue: string;
  /** The day it was served, or null while it has not been. */
  servedOn: string | null;
}

/**
 * Until the claim is served, the deadlines are counted from its claim due date, the day it is
 * meant to be served, and marked `estimated`; once served, from the day it was.
 */
export function deadlinesFor(contract: ClaimContract, d: DeadlineDates) {
  return statutoryDeadlines({
    jurisdiction: contract.jurisdiction,
    servedOn: d.servedOn ?? d.claimDue,
    periodEnd: d.claimTo,
    contractScheduleDue: d.certDue,
    contractPaymentDue: d.paymentDue,
  }).map((deadline) => ({ ...deadline, estimated: d.servedOn === null }));
}

export function claimDeadlines(
  contract: ClaimContract,
  claim: {
    claimTo: Date;
    claimDueDate: Date;
    certDueDate: Date;
    paymentDueDate: Date;
    servedAt: Date | null;
  },
) {
  return deadlinesFor(contract, {
    claimTo: isoDate(claim.claimTo),
    claimDue: isoDate(claim.claimDueDate),
    certDue: isoDate(claim.certDueDate),
    paymentDue: isoDate(claim.paymentDueDate),
    servedOn: claim.servedAt ? dayIn(claim.servedAt, contract.timeZone) : null,
  });
}
