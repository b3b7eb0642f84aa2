import 'server-only';
// A claim's due dates as stored (from the contract's payment terms, or the §9 defaults) and the
// dates that govern it (lib/domain/claim-deadlines.ts, the one deadline engine): the same answer for
// the claimer's and the certifier's screens, the PDFs, the lists and the summaries.
import { claimDeadlines as governingDeadlines, type ClaimDeadlines } from '@/lib/domain/claim-deadlines';
import { calculateClaimDates, type ClaimDates } from '@/lib/domain/due-dates';
import type { Jurisdiction } from '@/lib/domain/working-days';
import { paymentTermsOf, type ClaimContract } from '../documents/document-contract';
import { dayIn } from '@/lib/domain/zoned-dates';
import { isoDate } from '../documents/dates';

export function claimDueDates(contract: ClaimContract, claimTo: string): ClaimDates {
  return calculateClaimDates({
    claimTo,
    paymentTerms: paymentTermsOf(contract.paymentTerms),
    jurisdiction: contract.jurisdiction,
  });
}

/** A claim's dates as the deadline engine reads them. */
export interface DeadlineClaim {
  /**
   * The day the claim was served in the contract's time zone; until it is, its claim due date, the
   * day it is meant to be served (the engine then marks statutory dates `estimated`).
   */
  servedOn: string;
  served: boolean;
  claimTo: string;
  claimDue: string;
  /** The claim's stored cert due date (spec claim_cert). */
  certDue: string;
  paymentDue: string;
  /** Whether the contract has its own payment terms; without them it is silent (claim-deadlines.ts). */
  contractSetsTerms: boolean;
}

/** What of the contract the deadlines depend on: its time zone and whether it has payment terms. */
export interface DeadlineContract {
  timeZone: string;
  paymentTerms: object | null;
}

export function deadlineClaim(
  claim: {
    servedAt: Date | null;
    claimTo: Date;
    claimDueDate: Date;
    certDueDate: Date;
    paymentDueDate: Date;
  },
  contract: DeadlineContract,
): DeadlineClaim {
  return {
    servedOn: claim.servedAt ? dayIn(claim.servedAt, contract.timeZone) : isoDate(claim.claimDueDate),
    served: claim.servedAt !== null,
    claimTo: isoDate(claim.claimTo),
    claimDue: isoDate(claim.claimDueDate),
    certDue: isoDate(claim.certDueDate),
    paymentDue: isoDate(claim.paymentDueDate),
    contractSetsTerms: contract.paymentTerms !== null,
  };
}

export function deadlinesOf(jurisdiction: Jurisdiction, c: DeadlineClaim): ClaimDeadlines {
  return governingDeadlines({ jurisdiction, ...c, servedOn: c.served ? c.servedOn : null });
}

/** The deadlines of a claim not made yet, from the dates it would have (read_contract_claim_period). */
export function deadlinesFor(contract: ClaimContract, d: ClaimDates & { claimTo: string }): ClaimDeadlines {
  return deadlinesOf(contract.jurisdiction, {
    ...d,
    servedOn: d.claimDue,
    served: false,
    contractSetsTerms: contract.paymentTerms !== null,
  });
}

export function claimDeadlines(
  contract: ClaimContract,
  claim: Parameters<typeof deadlineClaim>[0],
): ClaimDeadlines {
  return deadlinesOf(contract.jurisdiction, deadlineClaim(claim, contract));
}
