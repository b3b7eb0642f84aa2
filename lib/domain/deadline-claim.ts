// A claim's stored dates (DATE columns, its served moment) as the deadline engine reads them
// (claim-deadlines.ts, the one engine): the claimer's and the certifier's screens, the PDFs, the
// lists and the summaries all go through here, so they show the same dates.
import { claimDeadlines as governingDeadlines, type ClaimDeadlines } from './claim-deadlines';
import { isoDate } from './date-columns';
import type { ContractTier } from './statutory-deadlines';
import type { Jurisdiction } from './working-days';
import { dayIn } from './zoned-dates';

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
  contractTier: ContractTier;
}

/**
 * What of the contract the deadlines depend on: its time zone, whether it has payment terms, and
 * whether it is a head contract or a subcontract.
 */
export interface DeadlineContract {
  timeZone: string;
  paymentTerms: object | null;
  contractTier: ContractTier;
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
    contractTier: contract.contractTier,
  };
}

export function deadlinesOf(jurisdiction: Jurisdiction, c: DeadlineClaim): ClaimDeadlines {
  return governingDeadlines({ jurisdiction, ...c, servedOn: c.served ? c.servedOn : null });
}
