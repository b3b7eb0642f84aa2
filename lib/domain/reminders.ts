/**
 * Reminders and due alerts: which deadlines each side is reminded of, and which reminders are due at
 * an instant. Every date comes from the one deadline engine (./claim-deadlines.ts), so a reminder
 * names the date, source and consequence the claim's own screens show.
 *
 * What is watched:
 * - next_claim (the claimer): the contract's next claim, due on the date its payment terms give
 *   for the next period (the period after the last claim served, as on the projects pages:
 *   ./project-due.ts). Reminded before and on the day; a claim served late is not a statutory
 *   default, so there is no "missed" alert — the project's due flag keeps showing it.
 * - schedule_to_give (the certifier): a served claim not yet answered by an issued certificate,
 *   until its payment-schedule deadline (NZ/AU payment schedule, UK payment notice, FIDIC interim
 *   payment certificate). Before, on the day, and once missed.
 * - schedule_owed (the claimer): the same deadline from the other side, once missed: the payer has
 *   given no schedule, and the statute's consequence (NZ CCA 2002 ss22–23: the claimed amount a debt
 *   due, suspension after 5 working days' notice) is what the claimer may now rely on.
 * - payment_owed (the claimer): a served claim whose payment deadline has passed (NZ s18 / the
 *   contract's payment due date; in the UK the final date for payment, s110(1)(b), as the due date
 *   only starts the clock) and the claimer has not recorded being paid in full what was certified.
 *
 * Reminders are counted on the contract's calendar (its working days) and clock (its time zone).
 */
import { claimDeadlines, type GoverningDeadline, type ClaimDeadlines } from './claim-deadlines';
import { calculateClaimDates, type PaymentTerms } from './due-dates';
import { nextClaimPeriodEnd } from './project-due';
import { workingDaysBetween, type Jurisdiction } from './working-days';
import { formatDate, parseDate } from './calendars/dates';
import { dayIn, timeIn } from './zoned-dates';

/**
 * The "approaching" reminder goes out 3 working days before a deadline, and again on the day.
 * Three working days because both a claim and a payment schedule usually pass through an approval
 * workflow of one or two steps (a day each) after the measurements and valuations are gathered: a
 * week ahead is forgotten by the day, a day ahead leaves no time for approvals. The reminder on the
 * day is the last call. Both sides get the same lead time, counted in the contract's working days
 * (a reminder never lands over a weekend or the NZ 24 December–5 January closedown instead of
 * before it). A deadline that arises already inside the window (a claim served with its schedule
 * due in 2 working days) is reminded at once.
 */
export const REMINDER_LEAD_WORKING_DAYS = 3;

/**
 * A day's reminders go out from 7 AM in the contract's time zone, when a site office opens, never
 * at midnight. Before 7 AM the previous day's reminders still apply.
 */
export const REMINDER_HOUR = 7;

/**
 * A missed-deadline alert goes out the day after the deadline. If the app was not running then (or
 * reminders first run over older claims) it is still sent up to 5 working days late — the notice
 * period a NZ payee gives before suspending work (CCA 2002, as ./statutory-deadlines.ts words it) —
 * and after that left to the
 * summary emails and the dashboard, so a restart never floods anyone with stale alerts.
 */
export const MISSED_ALERT_WORKING_DAYS = 5;

export type WatchKind = 'next_claim' | 'schedule_to_give' | 'schedule_owed' | 'payment_owed';
export type ReminderStage = 'before' | 'today' | 'missed';

/** The stages each watch is reminded at. */
export const WATCH_STAGES: Readonly<Record<WatchKind, readonly ReminderStage[]>> = {
  next_claim: ['before', 'today'],
  schedule_to_give: ['before', 'today', 'missed'],
  schedule_owed: ['missed'],
  payment_owed: ['missed'],
};

/** Which side of the contract is reminded: the claimer (payee) or the certifier (payer). */
export const WATCH_SIDE: Readonly<Record<WatchKind, 'claim' | 'cert'>> = {
  next_claim: 'claim',
  schedule_to_give: 'cert',
  schedule_owed: 'claim',
  payment_owed: 'claim',
};

/** One deadline somebody is reminded of. */
export interface Watch {
  kind: WatchKind;
  /** What it is about: the claim's id, or for next_claim the contract's id and the period end. */
  subject: string;
  deadline: GoverningDeadline;
  jurisdiction: Jurisdiction;
  /** The contract's time zone: the clock the reminder hour is read on. */
  timeZone: string;
}

export interface DueReminder<W extends Watch = Watch> {
  watch: W;
  stage: ReminderStage;
  /** Unique per deadline and stage: the same person is never told twice (one key, one delivery). */
  key: string;
  /** Working days from the reminder day to the deadline (negative once missed). */
  workingDaysLeft: number;
}

/** The day reminders are counted from at `now`: the contract's today from REMINDER_HOUR, else yesterday. */
export function reminderDay(now: Date, timeZone: string): string {
  const today = dayIn(now, timeZone);
  const hour = Number(timeIn(now, timeZone).slice(0, 2));
  return hour >= REMINDER_HOUR ? today : formatDate(parseDate(today) - 1);
}

/** The stage a deadline is at on `day`, or null when nothing is to be said about it that day. */
export function stageOn(
  day: string,
  deadline: string,
  jurisdiction: Jurisdiction,
  stages: readonly ReminderStage[],
): { stage: ReminderStage; workingDaysLeft: number } | null {
  const left = workingDaysBetween(day, deadline, jurisdiction);
  const stage: ReminderStage | null =
    day === deadline
      ? 'today'
      : day < deadline
        ? left <= REMINDER_LEAD_WORKING_DAYS
          ? 'before'
          : null
        : -left <= MISSED_ALERT_WORKING_DAYS
          ? 'missed'
          : null;
  return stage && stages.includes(stage) ? { stage, workingDaysLeft: left } : null;
}

export function reminderKey(watch: Watch, stage: ReminderStage): string {
  return `${watch.kind}:${watch.subject}:${watch.deadline.kind}:${watch.deadline.date}:${stage}`;
}

/**
 * The reminders due at `now`: at most one per watch (its current stage; an earlier stage the worker
 * slept through lapses rather than arriving late), and never two with the same key.
 */
export function remindersDue<W extends Watch>(watches: readonly W[], now: Date): DueReminder<W>[] {
  const due = new Map<string, DueReminder<W>>();
  for (const watch of watches) {
    const day = reminderDay(now, watch.timeZone);
    const at = stageOn(day, watch.deadline.date, watch.jurisdiction, WATCH_STAGES[watch.kind]);
    if (!at) continue;
    const key = reminderKey(watch, at.stage);
    if (!due.has(key)) due.set(key, { watch, stage: at.stage, key, workingDaysLeft: at.workingDaysLeft });
  }
  return [...due.values()];
}

/** The deadline by which the claimer must be paid: the UK's final date, else the payment due date. */
export function paymentDeadline(deadlines: ClaimDeadlines): GoverningDeadline {
  return deadlines.further.find((d) => d.kind === 'final_date') ?? deadlines.payment_due;
}

export interface ServedClaim {
  id: string;
  /** issued: served and not yet answered by an issued certificate; certified: answered. */
  status: 'issued' | 'certified';
  deadlines: ClaimDeadlines;
  /** Whether the claimer has recorded payments reaching what was certified (false while uncertified). */
  paidInFull: boolean;
}

/** What a served claim is watched for, from one side of its contract. */
export function claimWatches(
  claim: ServedClaim,
  side: 'claim' | 'cert',
  calendar: { jurisdiction: Jurisdiction; timeZone: string },
): Watch[] {
  const watch = (kind: WatchKind, deadline: GoverningDeadline): Watch => ({
    kind,
    subject: claim.id,
    deadline,
    ...calendar,
  });
  const open = claim.status === 'issued';
  if (side === 'cert') return open ? [watch('schedule_to_give', claim.deadlines.payment_schedule)] : [];
  return [
    ...(open ? [watch('schedule_owed', claim.deadlines.payment_schedule)] : []),
    ...(claim.paidInFull ? [] : [watch('payment_owed', paymentDeadline(claim.deadlines))]),
  ];
}

export interface RunningClaimContract {
  id: string;
  jurisdiction: Jurisdiction;
  timeZone: string;
  /** The contract's own payment terms: without them no claim date was agreed, and none is reminded. */
  paymentTerms: PaymentTerms | null;
  /** Period end of the latest claim served (issued or certified), or null before the first. */
  lastClaimedTo: string | null;
}

/** The claimer's next claim on a running contract, as a watch with its period end, on `day`. */
export function nextClaimWatch(
  contract: RunningClaimContract,
  day: string,
): (Watch & { claimTo: string }) | null {
  if (!contract.paymentTerms) return null;
  const claimTo = nextClaimPeriodEnd(day, contract.lastClaimedTo);
  const dates = calculateClaimDates({
    claimTo,
    paymentTerms: contract.paymentTerms,
    jurisdiction: contract.jurisdiction,
  });
  const { claim_due } = claimDeadlines({
    jurisdiction: contract.jurisdiction,
    contractSetsTerms: true,
    claimTo,
    ...dates,
    servedOn: null,
  });
  return {
    kind: 'next_claim',
    subject: `${contract.id}:${claimTo}`,
    deadline: claim_due,
    jurisdiction: contract.jurisdiction,
    timeZone: contract.timeZone,
    claimTo,
  };
}

/**
 * The claimer's side of the daily and weekly summaries: the next claim when it is due within 7 days
 * (the window the certifier's side uses, ./overdue.ts due_in_7_days) or is overdue, and a schedule
 * or payment the claimer is owed once its deadline has passed. Overdue items stay in the summary
 * for 60 days: long enough to see a payment through adjudication notices, short enough that a
 * payment the claimer never records as received does not fill every summary for ever.
 */
export const SUMMARY_AHEAD_DAYS = 7;
export const CLAIMER_SUMMARY_OVERDUE_DAYS = 60;

export function inClaimerSummary(watch: Pick<Watch, 'kind' | 'deadline'>, today: string): boolean {
  if (WATCH_SIDE[watch.kind] !== 'claim') return false;
  const days = parseDate(watch.deadline.date) - parseDate(today);
  if (days < -CLAIMER_SUMMARY_OVERDUE_DAYS) return false;
  return watch.kind === 'next_claim' ? days <= SUMMARY_AHEAD_DAYS : days < 0;
}
