import 'server-only';
// When a served claim must be answered with a payment schedule (certificate), and what answering
// late means: the payment_schedule date of the one deadline engine (lib/domain/claim-deadlines.ts),
// so the certificate screens, the Claims received list and the issue checks show the date and the
// source the claimer sees on the claim.
import type { GoverningDeadline } from '@/lib/domain/claim-deadlines';
import { workingDaysBetween, type Jurisdiction } from '@/lib/domain/working-days';
import { deadlineClaim, deadlinesOf, type DeadlineClaim } from '@/lib/domain/deadline-claim';

export { deadlineClaim, type DeadlineClaim };

export type ScheduleDeadline = GoverningDeadline;

export function scheduleDeadline(jurisdiction: Jurisdiction, c: DeadlineClaim): ScheduleDeadline {
  return deadlinesOf(jurisdiction, c).payment_schedule;
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
  const deadlines = deadlinesOf(jurisdiction, c);
  const deadline = deadlines.payment_schedule;
  const payLess = deadlines.further.find((d) => d.kind === 'pay_less_notice');
  if (deadline.kind === 'payment_notice' && issuedOn > deadline.date && paysLessThanClaimed && payLess) {
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
