import 'server-only';
// When a served claim must be answered with a payment schedule (certificate), and what answering
// late means. The statutory time comes from lib/domain/statutory-deadlines.ts; the contract's own
// time is the claim's cert due date (its payment terms). The EARLIER of the two is the deadline
// shown and enforced, with which one applies: in NZ (CCA s22(b)) and the AU states the contract's
// time governs when it is the shorter, and a payer who meets the earlier date meets both whichever
// reading of the contract is right, so the earlier date is the safe one to work to.
import { statutoryDeadlines, type Deadline, type DeadlineKind } from '@/lib/domain/statutory-deadlines';
import { workingDaysBetween, type Jurisdiction } from '@/lib/domain/working-days';
import { dayIn, isoDate } from '../claims/dates';

/** The deadline kinds that are "the answer to a claim" in each jurisdiction. */
const ANSWER_KINDS: readonly DeadlineKind[] = [
  'payment_schedule',
  'payment_notice',
  'interim_payment_certificate',
];

const CONTRACT_ONLY =
  'The contract sets this date for the payment schedule. No statutory time is modelled for this ' +
  'jurisdiction: check the contract for what happens if it is missed.';

export interface DeadlineClaim {
  /** The day the claim was served, in the contract's time zone. */
  servedOn: string;
  claimTo: string;
  /** The contract's cert due date for this claim (spec claim_cert). */
  certDue: string;
  paymentDue: string;
}

export interface ScheduleDeadline {
  kind: DeadlineKind;
  date: string;
  applies: 'contract' | 'statutory';
  contract_date: string;
  statutory_date: string | null;
  source: string;
  consequence: string;
}

/** A served claim's dates, as the deadline rules read them. */
export function deadlineClaim(
  claim: {
    servedAt: Date | null;
    claimTo: Date;
    claimDueDate: Date;
    certDueDate: Date;
    paymentDueDate: Date;
  },
  timeZone: string,
): DeadlineClaim {
  return {
    servedOn: claim.servedAt ? dayIn(claim.servedAt, timeZone) : isoDate(claim.claimDueDate),
    claimTo: isoDate(claim.claimTo),
    certDue: isoDate(claim.certDueDate),
    paymentDue: isoDate(claim.paymentDueDate),
  };
}

/** The statute's (or standard form's) deadlines, ignoring the contract's schedule date. */
function answerDeadlines(jurisdiction: Jurisdiction, c: DeadlineClaim): Deadline[] {
  return statutoryDeadlines({
    jurisdiction,
    servedOn: c.servedOn,
    periodEnd: c.claimTo,
    contractPaymentDue: c.paymentDue,
  });
}

export function scheduleDeadline(jurisdiction: Jurisdiction, c: DeadlineClaim): ScheduleDeadline {
  const statutory = answerDeadlines(jurisdiction, c).find((d) => ANSWER_KINDS.includes(d.kind)) ?? null;
  if (statutory && statutory.date <= c.certDue) {
    return {
      kind: statutory.kind,
      date: statutory.date,
      applies: 'statutory',
      contract_date: c.certDue,
      statutory_date: statutory.date,
      source: statutory.source,
      consequence: statutory.consequence,
    };
  }
  return {
    kind: statutory?.kind ?? 'payment_schedule',
    date: c.certDue,
    applies: 'contract',
    contract_date: c.certDue,
    statutory_date: statutory?.date ?? null,
    source: statutory
      ? `The contract's payment terms, earlier than the statutory deadline of ${statutory.date} (${statutory.source})`
      : "The contract's payment terms",
    consequence: statutory?.consequence ?? CONTRACT_ONLY,
  };
}

/** The deadline with its countdown in working days from `today` (negative: overdue by that many). */
export function scheduleCountdown(jurisdiction: Jurisdiction, c: DeadlineClaim, today: string) {
  const deadline = scheduleDeadline(jurisdiction, c);
  return { ...deadline, working_days_left: workingDaysBetween(today, deadline.date, jurisdiction) };
}

export type NoticeKind =
  'payment_schedule' | 'payment_notice' | 'pay_less_notice' | 'interim_payment_certificate';

export interface IssueTiming {
  /** What the issued document is in law. */
  notice: NoticeKind;
  deadline: string;
  source: string;
  late: boolean;
}

/**
 * What a certificate issued on `issuedOn` is, and whether it is late. In the UK a payment notice
 * is due first; issued after that date and paying less than the notified sum (the claim, when no
 * payment notice came in time: HGCRA s110B), it can only be a pay less notice, which has its own
 * later deadline (s111).
 */
export function issueTiming(
  jurisdiction: Jurisdiction,
  c: DeadlineClaim,
  issuedOn: string,
  paysLessThanClaimed: boolean,
): IssueTiming {
  const deadline = scheduleDeadline(jurisdiction, c);
  if (deadline.kind === 'payment_notice' && issuedOn > deadline.date && paysLessThanClaimed) {
    const payLess = answerDeadlines(jurisdiction, c).find((d) => d.kind === 'pay_less_notice')!;
    return {
      notice: 'pay_less_notice',
      deadline: payLess.date,
      source: payLess.source,
      late: issuedOn > payLess.date,
    };
  }
  return {
    notice: deadline.kind as NoticeKind,
    deadline: deadline.date,
    source: deadline.source,
    late: issuedOn > deadline.date,
  };
}
