/**
 * The deadlines the law (or, in the Gulf, the standard contract) attaches to a served payment claim
 * when the contract is silent, each with where it comes from and what missing it means, in words the
 * UI shows as they are. Whether the contract's own time displaces them is decided in one place,
 * lib/domain/claim-deadlines.ts; `cap` tells it where the statute's time is a maximum.
 *
 * Covered: NZ (Construction Contracts Act 2002), NSW, VIC and QLD security of payment (the payment
 * schedule, and the payment due date: NSW by head contract or subcontract), the UK
 * (HGCRA 1996 / Scheme for Construction Contracts, counted with s116 reckoning), and FIDIC for the
 * UAE and Saudi Arabia, which have no payment statute. Other Australian states return no deadlines
 * until their Acts are modelled; an empty list must not be read as "no deadline".
 */
import { formatDate, parseDate } from './calendars/dates';
import {
  addReckoningDays,
  addWorkingDays,
  subtractReckoningDays,
  type GbJurisdiction,
  type Jurisdiction,
} from './working-days';

export type DeadlineKind =
  | 'payment_schedule'
  | 'payment_due'
  | 'payment_notice'
  | 'pay_less_notice'
  | 'final_date'
  | 'interim_payment_certificate';

export interface Deadline {
  kind: DeadlineKind;
  date: string;
  /** Short words naming the rule, e.g. 'CCA 2002 s22(b)(ii): 20 working days after the claim is served'. */
  source: string;
  /** Plain words for the UI. */
  consequence: string;
  /** false where the time comes from a standard-form contract rather than a statute. */
  statutory: boolean;
  /**
   * true where the time is a maximum: a contract may set a shorter time but not a longer one (AU
   * "whichever time expires earlier"; HGCRA s110A(2) "not later than 5 days"). false where the
   * contract's time simply replaces it (NZ s18, s22(b)(i); FIDIC Particular Conditions).
   */
  cap: boolean;
}

/** Where a contract sits in the chain; NSW times the payment due date by it (s11(1A), (1B)). */
export const CONTRACT_TIERS = ['head_contract', 'subcontract'] as const;
export type ContractTier = (typeof CONTRACT_TIERS)[number];

export interface DeadlineInput {
  jurisdiction: Jurisdiction;
  /** AU: head contract (principal to head contractor) or subcontract; absent, a subcontract. */
  contractTier?: ContractTier;
  /** Day the payment claim was served (GB: the payee's application; FIDIC: the Statement). */
  servedOn: string;
  /** End of the period claimed; GB uses it for the Scheme's default due date. */
  periodEnd?: string | null;
  /**
   * UK only: the payment due date the contract sets. The Act's notices and final date run from it
   * (s110(1)(a), s110A(2)), so it is an input to the statute rather than a rival to it.
   */
  contractPaymentDue?: string | null;
  /** UK only: final date for payment the contract sets (s110(1)(b)). */
  contractFinalDate?: string | null;
}

const optionalDate = (date: string | null | undefined, label: string): string | null =>
  date == null ? null : (parseDate(date, label), date);

function nzDeadlines(input: DeadlineInput): Deadline[] {
  const twentyDays = addWorkingDays(input.servedOn, 20, 'NZ');
  return [
    {
      kind: 'payment_schedule',
      date: twentyDays,
      source: 'CCA 2002 s22(b)(ii): 20 working days after the claim is served',
      consequence:
        'To pay less than the claimed amount, the payer must give a payment schedule by this date. Without one, ' +
        'the payer becomes liable for the full claimed amount as a debt due, recoverable in court, and the payee ' +
        "may suspend work after giving 5 working days' notice (ss 22–23).",
      statutory: true,
      cap: false,
    },
    {
      kind: 'payment_due',
      date: twentyDays,
      source: 'CCA 2002 s18: 20 working days after the claim is served',
      consequence:
        'The scheduled amount (or the claimed amount, if no schedule was given) must be paid by this date. If it ' +
        "is not, the payee may recover it in court as a debt due and may suspend work after 5 working days' notice.",
      statutory: true,
      cap: false,
    },
  ];
}

// Each Act gives the schedule within the contract's time or its business days, "whichever time
// expires earlier" (NSW s14(4)(b), Vic s15(4)(b)) / "whichever ends first" (Qld s76(1)): a cap.
const AU_SCHEDULE: Partial<
  Record<Jurisdiction, { businessDays: number; source: string; liability: string }>
> = {
  'AU-NSW': { businessDays: 10, source: 'SOP Act 1999 (NSW) s14(4)(b)(ii)', liability: 's14(4), s15' },
  'AU-VIC': { businessDays: 10, source: 'SOP Act 2002 (Vic) s15(4)(b)(ii)', liability: 's15(4), s16' },
  'AU-QLD': { businessDays: 15, source: 'BIF Act 2017 (Qld) s76(1)(b)', liability: 's77' },
};

interface AuPaymentRule {
  businessDays: number;
  source: string;
  /** The Act's time is a maximum (NSW "or an earlier date"), not a default the contract replaces. */
  cap: boolean;
  /** Where the Act gives interest on an unpaid amount; absent where not checked against its text. */
  interest?: string;
}

const NSW_EARLIER = 'or an earlier date the contract sets';
const SILENT = 'where the contract sets no date';

// NSW s11(1A)/(1B): due 15 (head contract) or 20 (subcontract) business days after the claim "or
// an earlier date as provided in accordance with the terms of the contract": a later contract date
// has no effect, so a cap. Vic s12(1) and Qld s73(1): the contract's day; only a silent contract
// gets the Act's 10 business days. (Qld's QBCC Act Part 4A limits on how late a contract may make
// payment are not modelled: their text could not be checked; README "The deadline rule".)
function auPaymentRule(jurisdiction: Jurisdiction, tier: ContractTier): AuPaymentRule | undefined {
  if (jurisdiction === 'AU-NSW') {
    const head = tier === 'head_contract';
    return {
      businessDays: head ? 15 : 20,
      source: head
        ? `SOP Act 1999 (NSW) s11(1A): 15 business days after the claim is made (head contract), ${NSW_EARLIER}`
        : `SOP Act 1999 (NSW) s11(1B): 20 business days after the claim is made (subcontract), ${NSW_EARLIER}`,
      cap: true,
      interest: 's11(2)',
    };
  }
  if (jurisdiction === 'AU-VIC') {
    return {
      businessDays: 10,
      source: `SOP Act 2002 (Vic) s12(1)(b): 10 business days after the claim is made, ${SILENT}`,
      cap: false,
    };
  }
  if (jurisdiction === 'AU-QLD') {
    return {
      businessDays: 10,
      source: `BIF Act 2017 (Qld) s73(1)(b): 10 business days after the claim is made, ${SILENT}`,
      cap: false,
      interest: 's73(2)',
    };
  }
  return undefined;
}

function auDeadlines(input: DeadlineInput): Deadline[] {
  const rule = AU_SCHEDULE[input.jurisdiction];
  if (!rule) return [];
  const schedule: Deadline = {
    kind: 'payment_schedule',
    date: addWorkingDays(input.servedOn, rule.businessDays, input.jurisdiction),
    source: `${rule.source}: ${rule.businessDays} business days after the claim is served`,
    consequence:
      'To pay less than the claimed amount, the respondent must give a payment schedule with reasons by this ' +
      'date. Without one, the respondent is liable for the full claimed amount on the due date, which the ' +
      `claimant can recover in court as a debt or through adjudication, and may suspend work (${rule.liability}).`,
    statutory: true,
    cap: true,
  };
  const payment = auPaymentRule(input.jurisdiction, input.contractTier ?? 'subcontract');
  if (!payment) return [schedule];
  return [
    schedule,
    {
      kind: 'payment_due',
      date: addWorkingDays(input.servedOn, payment.businessDays, input.jurisdiction),
      source: payment.source,
      consequence:
        'The progress payment falls due today: the scheduled amount, or the full claimed amount if no payment ' +
        'schedule was given in time. If it is not paid, the claimant may recover the unpaid amount in court as a ' +
        'debt or through adjudication' +
        (payment.interest ? `, with interest on it after this date (${payment.interest}).` : '.'),
      statutory: true,
      cap: payment.cap,
    },
  ];
}

const UK_SOURCES: Record<GbJurisdiction, { act: string; scheme: string }> = {
  'GB-ENG': {
    act: 'Housing Grants, Construction and Regeneration Act 1996',
    scheme: 'Scheme for Construction Contracts (England and Wales) Regulations 1998, Sch Part II',
  },
  'GB-WLS': {
    act: 'Housing Grants, Construction and Regeneration Act 1996',
    scheme: 'Scheme for Construction Contracts (England and Wales) Regulations 1998, Sch Part II',
  },
  'GB-SCT': {
    act: 'Housing Grants, Construction and Regeneration Act 1996',
    scheme: 'Scheme for Construction Contracts (Scotland) Regulations 1998, Sch Part II',
  },
  // NI has its own Order mirroring the Act; its article numbers differ, so the Act's sections are named
  // as the counterparts.
  'GB-NIR': {
    act: 'Construction Contracts (Northern Ireland) Order 1997, counterpart of HGCRA 1996',
    scheme:
      'Scheme for Construction Contracts in Northern Ireland Regulations (Northern Ireland) 1999, Sch Part II',
  },
};

/** Periods counted with HGCRA s116: weekends count; Christmas Day, Good Friday and bank holidays do not. */
function ukDeadlines(input: DeadlineInput, jurisdiction: GbJurisdiction): Deadline[] {
  const { act, scheme } = UK_SOURCES[jurisdiction];
  const contractDue = optionalDate(input.contractPaymentDue, 'contractPaymentDue');
  const periodEnd = optionalDate(input.periodEnd, 'periodEnd');
  // Scheme para 4: the later of 7 days after the period ends and the making of the claim.
  const schemeDue = periodEnd ? addReckoningDays(periodEnd, 7, jurisdiction) : input.servedOn;
  const due = contractDue ?? (schemeDue > input.servedOn ? schemeDue : input.servedOn);
  const contractFinal = optionalDate(input.contractFinalDate, 'contractFinalDate');
  const finalDate = contractFinal ?? addReckoningDays(due, 17, jurisdiction);
  return [
    {
      kind: 'payment_due',
      date: due,
      source: contractDue ? `${act} s110(1)(a): the due date the contract sets` : `${scheme} para 4`,
      consequence:
        'The payment falls due today; the payment notice and the final date for payment run from it.',
      statutory: true,
      cap: false,
    },
    {
      kind: 'payment_notice',
      date: addReckoningDays(due, 5, jurisdiction),
      source: `${act} s110A(2); ${scheme} para 9`,
      consequence:
        "The payer's payment notice, stating the sum it considers due and how it was worked out, must be given " +
        "by this date. Without one, the payee's application becomes the notified sum that must be paid (s110B).",
      statutory: true,
      cap: true,
    },
    {
      kind: 'pay_less_notice',
      date: subtractReckoningDays(finalDate, 7, jurisdiction),
      source: `${act} s111(3)–(5); ${scheme} para 10`,
      consequence:
        'To pay less than the notified sum, the payer must give a pay less notice by this date. Otherwise the ' +
        'notified sum must be paid in full by the final date.',
      statutory: true,
      cap: false,
    },
    {
      kind: 'final_date',
      date: finalDate,
      source: contractFinal ? `${act} s110(1)(b): the final date the contract sets` : `${scheme} para 8(2)`,
      consequence:
        "The notified sum must be paid by this date (s111(1)). If it is not, the payee may suspend work after 7 days' " +
        'notice (s112) and claim interest on the late payment.',
      statutory: true,
      cap: false,
    },
  ];
}

const FIDIC = 'FIDIC Conditions of Contract for Construction (Red Book, 1999)';

function fidicDeadlines(input: DeadlineInput): Deadline[] {
  // FIDIC "days" are calendar days, and a period ending on a weekend is not extended.
  const plusDays = (n: number) => formatDate(parseDate(input.servedOn) + n);
  return [
    {
      kind: 'interim_payment_certificate',
      date: plusDays(28),
      source: `${FIDIC} Sub-Clause 14.6 (contract term, not statute)`,
      consequence:
        "The Engineer must issue the Interim Payment Certificate within 28 days of receiving the Contractor's " +
        'Statement. A contract term, not a law: check the Particular Conditions for a different period.',
      statutory: false,
      cap: false,
    },
    {
      kind: 'payment_due',
      date: plusDays(56),
      source: `${FIDIC} Sub-Clause 14.7(b) (contract term, not statute)`,
      consequence:
        'The Employer must pay the certified amount within 56 days of the Engineer receiving the Statement. Late ' +
        "payment earns the Contractor financing charges (14.8) and the right to suspend work on 21 days' notice (16.1).",
      statutory: false,
      cap: false,
    },
  ];
}

export function statutoryDeadlines(input: DeadlineInput): Deadline[] {
  parseDate(input.servedOn, 'servedOn');
  const j = input.jurisdiction;
  if (j === 'NZ') return nzDeadlines(input);
  if (j === 'AE' || j === 'SA') return fidicDeadlines(input);
  if (j.startsWith('GB-')) return ukDeadlines(input, j as GbJurisdiction);
  return auDeadlines(input);
}
