/**
 * The one deadline engine: a claim's three dates — claim due, payment schedule (the answer to the
 * claim) due and payment due — plus, in the UK, the pay less notice and final date, each with the one
 * source that sets it and what missing it means. Every screen, PDF, email, list and API answer takes
 * its dates from here, so the payer and the payee always see the same date for the same reason.
 *
 * The rule (sources: /work/shared/domain/statutory-rules.md; lib/domain/statutory-deadlines.ts):
 * - Where the contract sets a time, the contract's date governs: NZ CCA 2002 s18(a) and s22(b)(i)
 *   put no limit on it; FIDIC's periods are themselves contract terms the Particular Conditions vary.
 * - Where the statute caps the time (Deadline.cap: NSW s14(4)(b), Vic s15(4)(b), Qld s76(1) "whichever
 *   expires earlier"; NSW s11(1A), (1B) payment due "or an earlier date"; HGCRA s110A(2) payment
 *   notice "not later than 5 days"), a contract date later than the statutory one gives way to it.
 * - Where the contract is silent, the statute's (or the standard form's) default governs.
 * - Where it is silent and no statutory time is modelled (every claim due date; AU states whose Acts
 *   are not modelled yet), the date ClaimCert stored is shown as its default.
 *
 * "The contract sets a time" means the contract has its own payment terms (a PaymentTerms row; the
 * stored claim dates then come from those terms, or from the claimer's edit of a draft's dates).
 * A contract without payment terms is silent: the dates stored on its claims come from the spec §9
 * product defaults, a convenience and not a clause the parties agreed, so they never displace the
 * statute. Contracts copy their project's terms when created (lib/server/contracts/create-contract.ts),
 * so in practice only contracts whose project had none are silent.
 *
 * Until a claim is served, statutory dates are counted from its claim due date (the day it is meant
 * to be served) and flagged `estimated`; contract dates never are, as they run from the period.
 */
import {
  statutoryDeadlines,
  type ContractTier,
  type Deadline,
  type DeadlineKind,
} from './statutory-deadlines';
import type { Jurisdiction } from './working-days';

export type ClaimDeadlineKind = DeadlineKind | 'claim_due';

/** Who sets a date: the contract's terms, the statute (FIDIC: the standard form), or ClaimCert's default. */
export type DeadlineAuthority = 'contract' | 'statutory' | 'default';

export interface GoverningDeadline {
  kind: ClaimDeadlineKind;
  date: string;
  applies: DeadlineAuthority;
  /** Short words, shown as they are to both parties. */
  source: string;
  consequence: string;
  /** Counted from the claim due date because the claim has not been served yet. */
  estimated: boolean;
  /** The contract's date, when the contract sets one. */
  contract_date: string | null;
  /** The statute's (or standard form's) date, when one is modelled. */
  statutory_date: string | null;
}

export interface ClaimDeadlines {
  claim_due: GoverningDeadline;
  /** The answer to the claim: NZ/AU payment schedule, UK payment notice, FIDIC interim payment certificate. */
  payment_schedule: GoverningDeadline;
  payment_due: GoverningDeadline;
  /** UK: the pay less notice and the final date for payment, which run from the payment due date. */
  further: GoverningDeadline[];
}

export interface ClaimDeadlineInput {
  jurisdiction: Jurisdiction;
  /** Head contract or subcontract: NSW times the payment due date by it; absent, a subcontract. */
  contractTier?: ContractTier;
  /** Whether the contract has its own payment terms (see above). */
  contractSetsTerms: boolean;
  /** End of the period claimed. */
  claimTo: string;
  /** The claim, cert and payment due dates stored on the claim. */
  claimDue: string;
  certDue: string;
  paymentDue: string;
  /** The day the claim was served, or null while it has not been. */
  servedOn: string | null;
}

export const CONTRACT_CLAUSE = 'Contract clause (payment terms)';
const CLAIMCERT_DEFAULT = 'ClaimCert default: the contract sets no date';

export const DEADLINE_LABELS: Record<ClaimDeadlineKind, string> = {
  claim_due: 'Claim due',
  payment_schedule: 'Payment schedule due',
  payment_due: 'Payment due',
  payment_notice: 'Payment notice due',
  pay_less_notice: 'Pay less notice due',
  final_date: 'Final date for payment',
  interim_payment_certificate: 'Interim payment certificate due',
};

const UNMODELLED: Record<'claim_due' | 'payment_schedule' | 'payment_due', string> = {
  claim_due:
    'The day a claim for this period is expected. The payment-schedule and payment deadlines run from the ' +
    'day it is actually served.',
  payment_schedule:
    'The contract sets this date for the payment schedule. No statutory time is modelled for this ' +
    'jurisdiction: check the contract for what happens if it is missed.',
  payment_due:
    'The claimed or scheduled amount is due for payment by this date. No statutory time is modelled for ' +
    'this jurisdiction: check the contract for what happens if it is missed.',
};

const ANSWER_KINDS: readonly DeadlineKind[] = [
  'payment_schedule',
  'payment_notice',
  'interim_payment_certificate',
];

interface Slot {
  kind: 'claim_due' | 'payment_schedule' | 'payment_due';
  /** The contract's date, or null when the contract is silent. */
  contractDate: string | null;
  /** The date stored on the claim, the product default when the contract is silent. */
  storedDate: string;
  statutory: Deadline | undefined;
  estimated: boolean;
}

function govern(s: Slot): GoverningDeadline {
  const { statutory, contractDate } = s;
  const common = { contract_date: contractDate, statutory_date: statutory?.date ?? null };
  const capped = !!statutory?.cap && contractDate !== null && contractDate > statutory.date;
  if (contractDate !== null && !capped) {
    return {
      kind: statutory?.kind ?? s.kind,
      date: contractDate,
      applies: 'contract',
      source: CONTRACT_CLAUSE,
      consequence: statutory?.consequence ?? UNMODELLED[s.kind],
      estimated: false,
      ...common,
    };
  }
  if (statutory) {
    return {
      kind: statutory.kind,
      date: statutory.date,
      applies: 'statutory',
      source: capped
        ? `${statutory.source} (the contract's ${contractDate} is later than the Act allows)`
        : statutory.source,
      consequence: statutory.consequence,
      estimated: s.estimated,
      ...common,
    };
  }
  return {
    kind: s.kind,
    date: s.storedDate,
    applies: 'default',
    source: CLAIMCERT_DEFAULT,
    consequence: UNMODELLED[s.kind],
    estimated: false,
    ...common,
  };
}

export function claimDeadlines(input: ClaimDeadlineInput): ClaimDeadlines {
  const terms = input.contractSetsTerms;
  const estimated = input.servedOn === null;
  const law = statutoryDeadlines({
    jurisdiction: input.jurisdiction,
    contractTier: input.contractTier,
    servedOn: input.servedOn ?? input.claimDue,
    periodEnd: input.claimTo,
    contractPaymentDue: terms ? input.paymentDue : null,
  });
  const payment = govern({
    kind: 'payment_due',
    contractDate: terms ? input.paymentDue : null,
    storedDate: input.paymentDue,
    statutory: law.find((d) => d.kind === 'payment_due'),
    estimated,
  });
  return {
    claim_due: govern({
      kind: 'claim_due',
      contractDate: terms ? input.claimDue : null,
      storedDate: input.claimDue,
      statutory: undefined,
      estimated: false,
    }),
    payment_schedule: govern({
      kind: 'payment_schedule',
      contractDate: terms ? input.certDue : null,
      storedDate: input.certDue,
      statutory: law.find((d) => ANSWER_KINDS.includes(d.kind)),
      estimated,
    }),
    payment_due: payment,
    // UK notices counted from a contract due date are as fixed as that date; from the Scheme's, estimated.
    further: law
      .filter((d) => d.kind === 'pay_less_notice' || d.kind === 'final_date')
      .map((d) => ({
        kind: d.kind,
        date: d.date,
        applies: 'statutory',
        source: d.source,
        consequence: d.consequence,
        estimated: payment.estimated,
        contract_date: null,
        statutory_date: d.date,
      })),
  };
}
