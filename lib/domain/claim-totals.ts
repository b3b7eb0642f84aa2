/**
 * The money summary of a payment claim or a payment certificate (spec §3 Claim and Certificate
 * fields). One function serves both: give it the line items with their claimed-to-date entries
 * for a claim, or with their certified-to-date entries for a certificate. The PDF, the API and the
 * screen all print the returned breakdown, so they cannot disagree.
 *
 *   gross to date            base + variations + materials (counting items only)
 *   − retention to date      retention.ts, on the retainable value to date
 *   + releases to date       PCD and DLP releases
 *   = net to date
 *   − previous               the previous claim's or cert's net to date, a custom figure, or (a
 *                            claim under claim_less_paid_to_date) what has been paid to date
 *   = net this claim         (excl. GST)
 *   + GST                    the contract's whole-number rate on the net, unless reverse charge
 *   = total incl. GST
 *   − CIS deduction          UK: on this claim's labour element only
 *   = amount due
 *
 * Claims are cumulative (statutory-rules.md, Practice): "this claim" is always to date − previous.
 */
import { buildSchedule, toDateTotals, type LineItem, type Schedule } from './line-items';
import { percentOf, subtract, sum, wholePercentToBps, type Bps, type Cents } from './money';
import {
  computeRetention,
  type PreviousRetention,
  type RetentionPosition,
  type RetentionSettings,
} from './retention';

export type CisStatus = 'gross' | 'registered' | 'unregistered';
export type LessPreviousOption = 'claimed' | 'certified' | 'custom' | 'paid_to_date';

/**
 * What "less previous" deducts: the previous claim's or certificate's net to date, or a given
 * amount — a typed figure (custom) or the payments recorded against the contract's earlier
 * certificates (paid_to_date, a claim's only: the contract's claim_less_paid_to_date, spec §3).
 */
export type LessPrevious =
  { option: 'claimed' | 'certified' } | { option: 'custom' | 'paid_to_date'; amount: Cents };

/** HMRC CIS deduction rates: gross payment status 0%, registered 20%, unregistered 30%. */
export const CIS_RATE: Readonly<Record<CisStatus, Bps>> = { gross: 0, registered: 2000, unregistered: 3000 };

/** The wording HMRC requires on a domestic reverse charge invoice (VAT Notice 735). */
export const REVERSE_CHARGE_STATEMENT = 'Customer to account to HMRC for the reverse charge';

/** The previous claim's (option claimed) or cert's (option certified) to-date figures. */
export interface PreviousFigures extends PreviousRetention {
  gross: Cents;
}

export interface ClaimTotalsInput {
  /** Per-item to-date values: claimed for a claim, certified for a certificate. */
  items: readonly LineItem[];
  certifyPendingVariation: boolean;
  /** Null when the claim has no retention (has_retention false). */
  retention: { settings: RetentionSettings; asOf: string } | null;
  previous: PreviousFigures;
  lessPrevious: LessPrevious;
  /** The contract's GST/VAT rate as a whole percent (spec §5: gst is an integer), e.g. 15. */
  gstPercent: number;
  /** UK only; null elsewhere. */
  cisStatus: CisStatus | null;
  labourElementThisClaim: Cents;
  domesticReverseCharge: boolean;
}

export interface ClaimTotals {
  schedule: Schedule;
  baseToDate: Cents;
  variationsToDate: Cents;
  materialsOnSiteToDate: Cents;
  materialsOffSiteToDate: Cents;
  materialsToDate: Cents;
  grossToDate: Cents;
  grossThisClaim: Cents;
  /** Base + variations: materials are an advance against work, not part of the contract sum. */
  contractValue: Cents;
  retainableToDate: Cents;
  retention: RetentionPosition;
  lessRetention: Cents;
  plusReleases: Cents;
  netToDate: Cents;
  lessPreviousOption: LessPreviousOption;
  previousNetToDate: Cents;
  lessPrevious: Cents;
  netThisClaim: Cents;
  gstPercent: number;
  gst: Cents;
  totalInclGst: Cents;
  reverseCharge: boolean;
  /** The statement the document must print, or null when not reverse charged. */
  reverseChargeStatement: string | null;
  cisStatus: CisStatus | null;
  cisRate: Bps;
  labourElementThisClaim: Cents;
  cisDeduction: Cents;
  amountDue: Cents;
}

const NO_RETENTION: RetentionPosition = {
  cap: null,
  retainedToDate: 0,
  retainedThisClaim: 0,
  pcdReleaseToDate: 0,
  dlpReleaseToDate: 0,
  releasedToDate: 0,
  pcdReleaseThisClaim: 0,
  dlpReleaseThisClaim: 0,
  releasedThisClaim: 0,
  heldToDate: 0,
};

/** What the previous claim or cert came to after retention: gross − retained + released. */
export function previousNetToDate(previous: PreviousFigures): Cents {
  return sum([previous.gross, -previous.retained, previous.pcdReleased, previous.dlpReleased]);
}

export function computeClaimTotals(input: ClaimTotalsInput): ClaimTotals {
  const schedule = buildSchedule(input.items, { certifyPendingVariation: input.certifyPendingVariation });
  return claimTotalsOf(schedule, input);
}

/** Base + variations: materials are an advance against work, not part of the contract sum. */
const contractValueOf = ({ totals }: Schedule) => sum([totals.base.total, totals.variations.total]);

/** The previous figures of a first claim or certificate: nothing before it. */
export const NOTHING_BEFORE: PreviousFigures = Object.freeze({
  gross: 0,
  retained: 0,
  pcdReleased: 0,
  dlpReleased: 0,
});

/**
 * What a prior claim or certificate came to against this schedule (gross, retained, released), as
 * computeClaimTotals would value it with its to-date cents as every leaf's entry and nothing before
 * it; `retention` is null when that document had none.
 */
export function priorDocumentFigures(
  schedule: Schedule,
  toDate: (id: string) => Cents,
  retention: ClaimTotalsInput['retention'],
): PreviousFigures {
  const { all, retainable } = toDateTotals(schedule, toDate);
  const position = retention
    ? computeRetention({
        ...retention,
        retainableToDate: retainable,
        contractValue: contractValueOf(schedule),
        previous: NOTHING_BEFORE,
      })
    : NO_RETENTION;
  return {
    gross: all,
    retained: position.retainedToDate,
    pcdReleased: position.pcdReleaseToDate,
    dlpReleased: position.dlpReleaseToDate,
  };
}

/** computeClaimTotals on a schedule already built from its items. */
export function claimTotalsOf(
  schedule: Schedule,
  input: Omit<ClaimTotalsInput, 'items' | 'certifyPendingVariation'>,
): ClaimTotals {
  const { totals } = schedule;
  const contractValue = contractValueOf(schedule);
  const retention = input.retention
    ? computeRetention({
        ...input.retention,
        retainableToDate: totals.retainable.toDate,
        contractValue,
        previous: input.previous,
      })
    : NO_RETENTION;
  const grossToDate = totals.all.toDate;
  const netToDate = sum([grossToDate, -retention.retainedToDate, retention.releasedToDate]);
  const previousNet = previousNetToDate(input.previous);
  const lessPrevious = 'amount' in input.lessPrevious ? input.lessPrevious.amount : previousNet;
  const netThisClaim = subtract(netToDate, lessPrevious);
  // Under the domestic reverse charge the customer accounts for the VAT, so none is charged here.
  const gst = input.domesticReverseCharge ? 0 : percentOf(netThisClaim, wholePercentToBps(input.gstPercent));
  const totalInclGst = sum([netThisClaim, gst]);
  const cisRate = input.cisStatus ? CIS_RATE[input.cisStatus] : 0;
  const cisDeduction = percentOf(input.labourElementThisClaim, cisRate);
  return {
    schedule,
    baseToDate: totals.base.toDate,
    variationsToDate: totals.variations.toDate,
    materialsOnSiteToDate: totals.materialsOnSite.toDate,
    materialsOffSiteToDate: totals.materialsOffSite.toDate,
    materialsToDate: totals.materials.toDate,
    grossToDate,
    grossThisClaim: subtract(grossToDate, input.previous.gross),
    contractValue,
    retainableToDate: totals.retainable.toDate,
    retention,
    lessRetention: retention.retainedToDate,
    plusReleases: retention.releasedToDate,
    netToDate,
    lessPreviousOption: input.lessPrevious.option,
    previousNetToDate: previousNet,
    lessPrevious,
    netThisClaim,
    gstPercent: input.gstPercent,
    gst,
    totalInclGst,
    reverseCharge: input.domesticReverseCharge,
    reverseChargeStatement: input.domesticReverseCharge ? REVERSE_CHARGE_STATEMENT : null,
    cisStatus: input.cisStatus,
    cisRate,
    labourElementThisClaim: input.labourElementThisClaim,
    cisDeduction,
    amountDue: subtract(totalInclGst, cisDeduction),
  };
}
