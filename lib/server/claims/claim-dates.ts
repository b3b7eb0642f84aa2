import 'server-only';
// A claim's due dates as stored (from the contract's payment terms, or the §9 defaults) and the
// dates that govern it (lib/domain/claim-deadlines.ts, the one deadline engine): the same answer for
// the claimer's and the certifier's screens, the PDFs, the lists and the summaries.
import type { ClaimDeadlines } from '@/lib/domain/claim-deadlines';
import { deadlineClaim, deadlinesOf } from '@/lib/domain/deadline-claim';
import { calculateClaimDates, type ClaimDates } from '@/lib/domain/due-dates';
import { paymentTermsOf, type ClaimContract } from '../documents/document-contract';

export function claimDueDates(contract: ClaimContract, claimTo: string): ClaimDates {
  return calculateClaimDates({
    claimTo,
    paymentTerms: paymentTermsOf(contract.paymentTerms),
    jurisdiction: contract.jurisdiction,
  });
}

/** The deadlines of a claim not made yet, from the dates it would have (read_contract_claim_period). */
export function deadlinesFor(contract: ClaimContract, d: ClaimDates & { claimTo: string }): ClaimDeadlines {
  return deadlinesOf(contract.jurisdiction, {
    ...d,
    servedOn: d.claimDue,
    served: false,
    contractSetsTerms: contract.paymentTerms !== null,
    contractTier: contract.contractTier,
  });
}

export function claimDeadlines(
  contract: ClaimContract,
  claim: Parameters<typeof deadlineClaim>[0],
): ClaimDeadlines {
  return deadlinesOf(contract.jurisdiction, deadlineClaim(claim, contract));
}
