/**
 * Due dates from a contract's payment terms (spec §3 payment terms, §9 due-term options).
 *
 * The claim date is the claim's period end (`claim_to`); the claim month is the month it falls in.
 * Claim, cert and pay dates are all measured from it, not from each other, so editing one term never
 * moves the other two.
 *
 * What each term means (N = `days`):
 * - of_claim_month: day N (1–31) of the claim month, clamped to its last day (31 → 30 April).
 * - calendar_days_of_following_month: day N (1–31) of the following month, clamped likewise.
 * - working_days_of_following_month: the N-th working day of the following month, counting from its
 *   1st. When the month has fewer (an NZ December has about 17) the count runs on into the next
 *   month rather than stopping at the month end: clamping would cut the time the payer was given.
 * - calendar_days_after_claim_date / working_days_after_claim_date: N calendar / working days after
 *   the claim date, the claim date itself not counted.
 * - last_day_of_following_month: the last day of the following month; N is ignored.
 * - calendar_days_before_claim_month_end / working_days_before_claim_month_end: N calendar / working
 *   days before the last day of the claim month, that day not counted (0 = the last day itself).
 *
 * A date that lands on a non-working day moves to a working day, as a quantity surveyor would move it:
 * - Dates set within the claim month (of_claim_month, …_before_claim_month_end) move back to the
 *   previous working day, because a claim has to arrive within the period it claims for; only if that
 *   would cross into another month do they move forward instead.
 * - All others move forward to the next working day, the general rule that a time expiring on a day
 *   the office is shut runs to the next working day (NZ Legislation Act 2019; Acts Interpretation Acts
 *   in Australia) — and the way a bank pays a date falling on a weekend.
 * So every due date returned is a working day of the jurisdiction.
 */
import { checkCount, dayOfMonth, formatDate, monthEnd, parseDate } from './calendars/dates';
import { addWorkingDays, isWorkingDay, subtractWorkingDays, type Jurisdiction } from './working-days';

export const DUE_TERMS = [
  'of_claim_month',
  'calendar_days_of_following_month',
  'working_days_of_following_month',
  'calendar_days_after_claim_date',
  'working_days_after_claim_date',
  'last_day_of_following_month',
  'calendar_days_before_claim_month_end',
  'working_days_before_claim_month_end',
] as const;

export type DueTerm = (typeof DUE_TERMS)[number];

const DAY_OF_MONTH_TERMS: readonly DueTerm[] = ['of_claim_month', 'calendar_days_of_following_month'];
const IN_CLAIM_MONTH_TERMS: readonly DueTerm[] = [
  'of_claim_month',
  'calendar_days_before_claim_month_end',
  'working_days_before_claim_month_end',
];

function checkDays(term: DueTerm, days: number): number {
  if (DAY_OF_MONTH_TERMS.includes(term) && !(Number.isSafeInteger(days) && days >= 1 && days <= 31)) {
    throw new RangeError(`${term} needs a day of the month from 1 to 31, got ${String(days)}`);
  }
  return checkCount(days, `${term} days`);
}

/** The raw date a term names, before moving off a non-working day. */
function rawDueDate(claimDay: number, term: DueTerm, days: number, jurisdiction: Jurisdiction): string {
  switch (term) {
    case 'of_claim_month':
      return formatDate(dayOfMonth(claimDay, days));
    case 'calendar_days_of_following_month':
      return formatDate(dayOfMonth(claimDay, days, 1));
    case 'working_days_of_following_month':
      return addWorkingDays(formatDate(monthEnd(claimDay)), days, jurisdiction);
    case 'calendar_days_after_claim_date':
      return formatDate(claimDay + days);
    case 'working_days_after_claim_date':
      return addWorkingDays(formatDate(claimDay), days, jurisdiction);
    case 'last_day_of_following_month':
      return formatDate(monthEnd(claimDay, 1));
    case 'calendar_days_before_claim_month_end':
      return formatDate(monthEnd(claimDay) - days);
    case 'working_days_before_claim_month_end':
      return subtractWorkingDays(formatDate(monthEnd(claimDay)), days, jurisdiction);
  }
}

export function dueDate(a: {
  claimDate: string;
  term: DueTerm;
  days: number;
  jurisdiction: Jurisdiction;
}): string {
  const claimDay = parseDate(a.claimDate, 'claimDate');
  if (!DUE_TERMS.includes(a.term)) throw new RangeError(`unknown due term ${JSON.stringify(a.term)}`);
  const days = a.term === 'last_day_of_following_month' ? 0 : checkDays(a.term, a.days);
  const raw = rawDueDate(claimDay, a.term, days, a.jurisdiction);
  if (isWorkingDay(raw, a.jurisdiction)) return raw;
  if (IN_CLAIM_MONTH_TERMS.includes(a.term)) {
    const earlier = subtractWorkingDays(raw, 1, a.jurisdiction);
    if (monthEnd(parseDate(earlier)) === monthEnd(parseDate(raw))) return earlier;
  }
  return addWorkingDays(raw, 1, a.jurisdiction);
}

/** A contract's payment terms (spec §3), field names as stored. */
export interface PaymentTerms {
  claim_due_days: number;
  claim_due_term: DueTerm;
  cert_due_days: number;
  cert_due_term: DueTerm;
  payment_due_days: number;
  payment_due_term: DueTerm;
}

/**
 * Spec §9 defaults: claim due 1 working day before the claim month ends; cert due on the 15th and
 * payment on the 20th of the following month.
 */
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = {
  claim_due_days: 1,
  claim_due_term: 'working_days_before_claim_month_end',
  cert_due_days: 15,
  cert_due_term: 'calendar_days_of_following_month',
  payment_due_days: 20,
  payment_due_term: 'calendar_days_of_following_month',
};

export interface ClaimDates {
  /** Spec `claim_last`. */
  claimDue: string;
  /** Spec `claim_cert`. */
  certDue: string;
  /** Spec `claim_due` (pay due). */
  paymentDue: string;
}

type TermsInput = { [K in keyof PaymentTerms]?: PaymentTerms[K] | null };

/**
 * Claim, cert and pay due dates for the claim whose period ends `claimTo`. A term and its days are
 * taken as a pair: where the contract lacks either half (days aside for last_day_of_following_month,
 * which needs none), the §9 default pair applies.
 */
export function calculateClaimDates(a: {
  claimTo: string;
  paymentTerms?: TermsInput | null;
  jurisdiction: Jurisdiction;
}): ClaimDates {
  const terms = a.paymentTerms ?? {};
  const due = (kind: 'claim' | 'cert' | 'payment') => {
    const term = terms[`${kind}_due_term`];
    const days = terms[`${kind}_due_days`];
    const complete = term != null && (days != null || term === 'last_day_of_following_month');
    const pair = complete
      ? { term, days: days ?? 0 }
      : { term: DEFAULT_PAYMENT_TERMS[`${kind}_due_term`], days: DEFAULT_PAYMENT_TERMS[`${kind}_due_days`] };
    return dueDate({ claimDate: a.claimTo, ...pair, jurisdiction: a.jurisdiction });
  };
  return { claimDue: due('claim'), certDue: due('cert'), paymentDue: due('payment') };
}
