import 'server-only';
// The contract as a claim needs it: its terms, retention rule, both parties and the calendar its
// deadlines run on. Read with the caller's placement of it in one statement (CONTRACT_TERMS) and
// mapped once into the calculation library's types.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import type { PaymentTerms as TermsRow, RetentionRule } from '@/lib/db/generated/client';
import { countryInfo } from '@/lib/domain/countries';
import { DEFAULT_CERT_TERM, DEFAULT_CLAIM_TERM } from '@/lib/domain/document-terms';
import type { PaymentTerms } from '@/lib/domain/due-dates';
import type { RetentionSettings } from '@/lib/domain/retention';
import { jurisdictionFor, type Jurisdiction } from '@/lib/domain/working-days';
import { CONTRACT_TERMS, type PlacedContract } from '../contracts/load-contract';
import { num } from '../line-item-rows/to-domain';
import { isoDate } from '@/lib/domain/date-columns';

/** The contract by id, for work that reached it without the caller's placement (documents, jobs). */
export async function loadClaimContract(contractId: string) {
  return claimContractOf(
    await db().contract.findUniqueOrThrow({ where: { id: contractId }, include: CONTRACT_TERMS }),
  );
}

/** The contract as the caller's placement loaded it (loadContract), with what its documents need. */
export function claimContractOf(contract: PlacedContract) {
  return {
    ...contract,
    jurisdiction: contractJurisdiction(contract.country, contract.region),
    payerName: contract.payerAccount?.name ?? contract.payerCompany?.name ?? null,
    payeeName: contract.payeeAccount?.name ?? contract.payeeCompany?.name ?? null,
    // Claims are the payee's documents, in its account's currency.
    currency: contract.payeeAccount?.currency ?? countryInfo(contract.country).currency,
    // What the issuing parties call their documents (lib/domain/document-terms.ts): a new claim is
    // titled in the payee's words, a new certificate in the payer's.
    claimTerm: contract.payeeAccount?.claimTerm ?? DEFAULT_CLAIM_TERM,
    certTerm: contract.payerAccount?.certTerm ?? DEFAULT_CERT_TERM,
  };
}

export type ClaimContract = ReturnType<typeof claimContractOf>;

/** The working-day calendar of the contract; AU and UK contracts must name their state or nation. */
function contractJurisdiction(
  country: Parameters<typeof jurisdictionFor>[0],
  region: string | null,
): Jurisdiction {
  try {
    return jurisdictionFor(country, region ?? undefined);
  } catch (error) {
    if (error instanceof RangeError) {
      throw new AppError('invalid', [
        { field: 'region', message: "Set the contract's state or nation in its settings first." },
      ]);
    }
    throw error;
  }
}

/** The stored payment terms in the field names of lib/domain/due-dates (absent: the §9 defaults). */
export function paymentTermsOf(terms: TermsRow | null): PaymentTerms | null {
  if (!terms) return null;
  return {
    claim_due_days: terms.claimDueDays,
    claim_due_term: terms.claimDueTerm,
    cert_due_days: terms.certDueDays,
    cert_due_term: terms.certDueTerm,
    payment_due_days: terms.paymentDueDays,
    payment_due_term: terms.paymentDueTerm,
  };
}

/**
 * The contract's retention rule as the retention library reads it, or null when nothing is retained.
 * PCD and DLP dates are contract fields (spec §3 Contract pcd_date, dlp_date).
 */
export function retentionSettings(
  rule: RetentionRule | null,
  contract: { pcdDate: Date | null; dlpDate: Date | null },
): RetentionSettings | null {
  if (!rule || rule.type === 'none') return null;
  return {
    type: rule.type,
    firstBps: rule.firstBps,
    firstAmount: num(rule.firstAmount),
    firstNextBps: rule.firstNextBps ?? 0,
    firstNextAmount: num(rule.firstNextAmount),
    secondNextBps: rule.secondNextBps ?? 0,
    secondNextAmount: num(rule.secondNextAmount),
    thirdNextBps: rule.thirdNextBps ?? 0,
    thirdNextAmount: num(rule.thirdNextAmount),
    excessBps: rule.excessBps ?? 0,
    // The cap is a percentage of the contract value for type contract and a sum for scale (schema notes).
    maximum:
      rule.type === 'contract'
        ? (rule.maximumBps ?? null)
        : rule.type === 'scale' && rule.maximumAmount !== null
          ? num(rule.maximumAmount)
          : null,
    pcdBps: rule.pcdBps,
    pcdDate: contract.pcdDate ? isoDate(contract.pcdDate) : null,
    releaseDlpType: rule.releaseDlpType,
    dlpBps: rule.dlpBps,
    dlpDays: rule.dlpDays ?? 0,
    dlpDate: contract.dlpDate ? isoDate(contract.dlpDate) : null,
  };
}
