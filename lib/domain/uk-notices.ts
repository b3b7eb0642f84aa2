/**
 * The UK notices that are documents of their own (issue 32), beside the payer's payment notice,
 * which is its issued certificate (HGCRA 1996 s110A; lib/server/certs/schedule-deadline.ts):
 *
 * - the payer's **pay less notice** (s111(3)–(5)): the sum the payer considers due on the day it is
 *   given and the basis on which it is calculated, given not later than the prescribed period before
 *   the final date for payment (Scheme for Construction Contracts, Part II para 10: 7 days). Given
 *   in time, the payer pays the sum it states instead of the notified sum (s111(6)). A late one is
 *   still made and sent (the payer may want it on record) but is marked late and says so.
 * - the payee's **notice in default of a payment notice** (s110B(2)–(3)): where no payment notice was
 *   given by its date, the payee may give one "at any time after" that date, stating the sum it
 *   considers due and the basis; that sum becomes the notified sum (s111(2)), and the final date for
 *   payment is postponed by as many days as the notice came after the payment-notice date (s110B(3)).
 *
 * Dates come from the one deadline engine (claim-deadlines.ts): its payment_notice date (the
 * `payment_schedule` slot), pay_less_notice and final_date. Periods are reckoned as HGCRA s116 says
 * (weekends count; Christmas Day, Good Friday and the nation's bank holidays do not), and the
 * s110B(3) postponement is counted the same way — the Act does not say otherwise; a decision,
 * stated in the README.
 */
import type { ClaimDeadlines } from './claim-deadlines';
import {
  addReckoningDays,
  subtractReckoningDays,
  type GbJurisdiction,
  type Jurisdiction,
} from './working-days';
import { longDayText } from './zoned-dates';

export const UK_NOTICE_KINDS = ['pay_less_notice', 'payee_default_notice'] as const;
export type UkNoticeKind = (typeof UK_NOTICE_KINDS)[number];

export const UK_NOTICE_TITLES: Record<UkNoticeKind, string> = {
  pay_less_notice: 'Pay Less Notice',
  payee_default_notice: "Payee's Notice in Default of a Payment Notice",
};

export const isUkJurisdiction = (j: Jurisdiction): j is GbJurisdiction => j.startsWith('GB-');

const long = (date: string) => longDayText(date, 'UTC');

/** Days counted after `from` up to and including `to`, with s116 reckoning (0 when `to` is not later). */
export function reckoningDaysBetween(from: string, to: string, jurisdiction: GbJurisdiction): number {
  let n = 0;
  while (addReckoningDays(from, n + 1, jurisdiction) <= to) n++;
  return n;
}

export interface UkNoticeTiming {
  /** Pay less: the last day to give it. Default notice: the payment-notice date it must come after. */
  deadline: string;
  source: string;
  late: boolean;
  /** The final date for payment as the notice leaves it. */
  finalDate: string;
  /** What giving it on this day means, in words both parties are shown. */
  consequence: string;
}

function uk(deadlines: ClaimDeadlines) {
  const payLess = deadlines.further.find((d) => d.kind === 'pay_less_notice');
  const finalDate = deadlines.further.find((d) => d.kind === 'final_date');
  if (!payLess || !finalDate || deadlines.payment_schedule.kind !== 'payment_notice') return null;
  return { paymentNotice: deadlines.payment_schedule, payLess, finalDate };
}

/**
 * The pay less notice given on `givenOn`. `postponedFinal`: the final date a payee's default notice
 * set (s110B(3)); the pay less deadline then runs back from it (s111(5)(a) speaks of "the final date
 * for payment", which the postponement moves "for all purposes").
 */
export function payLessTiming(
  jurisdiction: GbJurisdiction,
  deadlines: ClaimDeadlines,
  givenOn: string,
  postponedFinal: string | null = null,
): UkNoticeTiming | null {
  const d = uk(deadlines);
  if (!d) return null;
  const finalDate = postponedFinal ?? d.finalDate.date;
  const deadline = postponedFinal ? subtractReckoningDays(postponedFinal, 7, jurisdiction) : d.payLess.date;
  const source = postponedFinal
    ? `${d.payLess.source}; final date postponed by the payee's notice (s110B(3))`
    : d.payLess.source;
  const late = givenOn > deadline;
  const consequence = late
    ? `Given after ${long(deadline)}, the last day for a pay less notice (s111(5)), this notice may have no ` +
      `effect: the payer may still have to pay the notified sum in full by the final date for payment, ` +
      `${long(finalDate)} (s111(1)).`
    : `Given by ${long(deadline)}, the last day for a pay less notice (s111(5)), this notice means the payer ` +
      `must pay the sum stated in it, instead of the notified sum, by the final date for payment, ` +
      `${long(finalDate)} (s111(6)).`;
  return { deadline, source, late, finalDate, consequence };
}

/**
 * The payee's default notice given on `givenOn`, or null where none may be given that day: not a UK
 * claim, or not after the payment-notice date (s110B(2) "at any time after the date on which the
 * notice … was required").
 */
export function defaultNoticeTiming(
  jurisdiction: GbJurisdiction,
  deadlines: ClaimDeadlines,
  givenOn: string,
): UkNoticeTiming | null {
  const d = uk(deadlines);
  if (!d || givenOn <= d.paymentNotice.date) return null;
  const days = reckoningDaysBetween(d.paymentNotice.date, givenOn, jurisdiction);
  const finalDate = addReckoningDays(d.finalDate.date, days, jurisdiction);
  return {
    deadline: d.paymentNotice.date,
    source: `${d.paymentNotice.source}; s110B(2)–(3)`,
    late: false,
    finalDate,
    consequence:
      `No payment notice was given by ${long(d.paymentNotice.date)}. The sum stated in this notice becomes the ` +
      `notified sum (s110B(2), s111(2)), which the payer must pay by the final date for payment, postponed by ` +
      `${days} day${days === 1 ? '' : 's'} to ${long(finalDate)} (s110B(3)), unless it gives a pay less ` +
      `notice by ${long(subtractReckoningDays(finalDate, 7, jurisdiction))} (s111(3)–(5)).`,
  };
}

/** What a notice states, frozen when it is given: its PDF, email and screens all say this. */
export interface UkNoticeContent {
  kind: UkNoticeKind;
  jurisdiction: GbJurisdiction;
  payer: string;
  payee: string;
  contract: string;
  contractNumber: string | null;
  claimName: string;
  /** The payment notice (certificate) a pay less notice follows, by name. */
  certName: string | null;
  currency: string;
  sumDue: number;
  basis: string;
  issuedOn: string;
  deadline: string;
  deadlineSource: string;
  late: boolean;
  finalDate: string;
  consequence: string;
}

const ACT = (j: GbJurisdiction) =>
  j === 'GB-NIR'
    ? 'the Construction Contracts (Northern Ireland) Order 1997, as amended (the counterpart of the sections named)'
    : 'the Housing Grants, Construction and Regeneration Act 1996, as amended by the Local Democracy, Economic Development and Construction Act 2009';

/** The statement under the title: which provision the notice is given under. */
export function ukNoticeStatement(
  c: Pick<UkNoticeContent, 'kind' | 'jurisdiction' | 'claimName' | 'certName'>,
) {
  if (c.kind === 'pay_less_notice')
    return (
      `This is a pay less notice under section 111(3) of ${ACT(c.jurisdiction)}, in respect of ${c.claimName}` +
      `${c.certName ? ` and the payment notice ${c.certName}` : ''}. It states the sum the payer considers to be ` +
      'due on the date the notice is given and the basis on which that sum is calculated.'
    );
  return (
    `This is a notice given by the payee under section 110B(2) of ${ACT(c.jurisdiction)}, in respect of ` +
    `${c.claimName}, no payment notice having been given under section 110A(2). It states the sum the payee ` +
    'considers to be due and the basis on which that sum is calculated.'
  );
}

/** The notice's words after its title and statement, the same in its PDF and its email. */
export function ukNoticeParagraphs(c: UkNoticeContent, money: (cents: number) => string): string[] {
  const payLess = c.kind === 'pay_less_notice';
  return [
    `Date of this notice: ${long(c.issuedOn)}.`,
    `Sum the ${payLess ? 'payer' : 'payee'} considers due: ${money(c.sumDue)}.`,
    `Basis on which that sum is calculated: ${c.basis}`,
    payLess
      ? `Last day for a pay less notice: ${long(c.deadline)} — ${c.deadlineSource}.${c.late ? ' This notice was given after it.' : ''}`
      : `Payment notice was due by: ${long(c.deadline)} — ${c.deadlineSource}.`,
    `Final date for payment: ${long(c.finalDate)}.`,
    c.consequence,
  ];
}
