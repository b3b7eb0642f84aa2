/**
 * Whether a contract is ready to start (spec §5 "Contract is complete when payment terms are all
 * set, base items exist, and the counterparty (payer for a claim contract, otherwise payee) has an
 * entity. A tax step (cis status and gst set) is needed in one country.").
 *
 * The country with the tax step is the United Kingdom: it is the only one of the five where a
 * payment application carries a withholding tax (the Construction Industry Scheme) beside VAT.
 *
 * "CIS status set" in the UK means one of gross / registered / unregistered. HMRC's CIS covers every
 * payment a contractor makes to a subcontractor for construction operations (CIS340 §1), which is
 * all ClaimCert handles, and an unregistered payee is itself a status (30% deduction). The stored
 * default 'not_applicable' therefore reads as "not chosen yet" for a UK contract.
 */
import type { ContractSide } from './contract-decisions';
import type { DueTerm } from './due-dates';

export type CisStatus = 'not_applicable' | 'gross' | 'registered' | 'unregistered';
export type CountryCode = 'NZ' | 'AU' | 'GB' | 'SA' | 'AE';

export interface CompletenessFacts {
  side: ContractSide;
  country: CountryCode;
  paymentTerms: {
    claimDueDays: number | null;
    claimDueTerm: DueTerm | null;
    certDueDays: number | null;
    certDueTerm: DueTerm | null;
    paymentDueDays: number | null;
    paymentDueTerm: DueTerm | null;
  } | null;
  baseItemCount: number;
  payer: { accountId: string | null; companyId: string | null };
  payee: { accountId: string | null; companyId: string | null };
  cisStatus: CisStatus | null;
  /** GST / VAT as a whole percent. */
  gstPercent: number | null;
}

export const COMPLETENESS_STEPS = ['details', 'payment_terms', 'base_contract', 'tax'] as const;
export type CompletenessStep = (typeof COMPLETENESS_STEPS)[number];

export interface MissingStep {
  step: CompletenessStep;
  message: string;
}

export const COMPLETENESS_MESSAGES = {
  payment_terms: 'Set the payment terms: when claims, certificates and payments are due.',
  base_contract: 'Add at least one base contract item to the schedule of values.',
  payer: 'Choose the payer: the company that certifies and pays the claims.',
  payee: 'Choose the payee: the company that makes the claims.',
  tax: 'Choose the CIS status and the VAT rate of this UK contract.',
} as const;

/** Countries whose contracts need the tax step before they start. */
export function needsTaxStep(country: CountryCode): boolean {
  return country === 'GB';
}

const UK_CIS_STATUSES: readonly CisStatus[] = ['gross', 'registered', 'unregistered'];

function termsComplete(terms: CompletenessFacts['paymentTerms']): boolean {
  if (!terms) return false;
  return Object.values(terms).every((value) => value !== null && value !== undefined);
}

/** The steps still to do, in the order the creation screens show them; empty when complete. */
export function missingSteps(facts: CompletenessFacts): MissingStep[] {
  const missing: MissingStep[] = [];
  const counterparty = facts.side === 'claim' ? facts.payer : facts.payee;
  if (!counterparty.accountId && !counterparty.companyId) {
    missing.push({
      step: 'details',
      message: facts.side === 'claim' ? COMPLETENESS_MESSAGES.payer : COMPLETENESS_MESSAGES.payee,
    });
  }
  if (!termsComplete(facts.paymentTerms)) {
    missing.push({ step: 'payment_terms', message: COMPLETENESS_MESSAGES.payment_terms });
  }
  if (facts.baseItemCount < 1) {
    missing.push({ step: 'base_contract', message: COMPLETENESS_MESSAGES.base_contract });
  }
  if (needsTaxStep(facts.country)) {
    const cisChosen = facts.cisStatus !== null && UK_CIS_STATUSES.includes(facts.cisStatus);
    if (!cisChosen || facts.gstPercent === null) {
      missing.push({ step: 'tax', message: COMPLETENESS_MESSAGES.tax });
    }
  }
  return missing;
}
