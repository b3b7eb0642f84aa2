// The period the dashboard's claims-received summary counts (spec §2 dashboard: "claims-received
// summary (default type month, default period current)"; §9 "Claims-received default type 6
// (month)"). The type is the length of the period — the spec's type 6 is the month, and we offer
// the week, quarter and year beside it — and the period is the current one (the one today is in)
// or the one before it. Days are the account's calendar days, 'yyyy-MM-dd'; weeks start on Monday
// (ISO 8601, as in NZ and AU); quarters and years are calendar ones.
import { DateTime } from 'luxon';
import { sum, type Cents } from './money';

export const RECEIVED_PERIOD_TYPES = ['week', 'month', 'quarter', 'year'] as const;
export type ReceivedPeriodType = (typeof RECEIVED_PERIOD_TYPES)[number];

export const RECEIVED_PERIODS = ['current', 'previous'] as const;
export type ReceivedPeriod = (typeof RECEIVED_PERIODS)[number];

/** §9: default type 6, the month. */
export const DEFAULT_RECEIVED_PERIOD_TYPE: ReceivedPeriodType = 'month';
/** §2: default period current. */
export const DEFAULT_RECEIVED_PERIOD: ReceivedPeriod = 'current';

/** The first and last day (inclusive) of a period. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

const UNIT = { week: 'week', month: 'month', quarter: 'quarter', year: 'year' } as const;

/** The days of the `period` of length `type` around `today` (yyyy-MM-dd). */
export function receivedPeriodRange(
  type: ReceivedPeriodType,
  period: ReceivedPeriod,
  today: string,
): DayRange {
  const day = DateTime.fromISO(today, { zone: 'UTC' });
  if (!day.isValid || !/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    throw new RangeError(`Not a day: ${today}`);
  }
  const unit = UNIT[type];
  const start = day.startOf(unit).minus(period === 'previous' ? { [`${unit}s`]: 1 } : {});
  const end = start.endOf(unit);
  return { from: start.toISODate()!, to: end.toISODate()! };
}

/** The claims served in the range: how many, and what they claimed in total (cents, GST included). */
export function receivedInRange(
  rows: readonly { served_on: string; claimed_amount: Cents | null }[],
  range: DayRange,
): { count: number; claimed_amount: Cents } {
  const inRange = rows.filter((r) => r.served_on >= range.from && r.served_on <= range.to);
  return { count: inRange.length, claimed_amount: sum(inRange.map((r) => r.claimed_amount ?? 0)) };
}

/** 'this month', 'last quarter': the summary's words for the period. */
export function receivedPeriodLabel(type: ReceivedPeriodType, period: ReceivedPeriod): string {
  return `${period === 'current' ? 'this' : 'last'} ${type}`;
}

/**
 * The claims-received summary (§2): the period chosen — by default the current month — its days, and
 * the claims served in it.
 */
export function receivedInPeriod(
  rows: readonly { served_on: string; claimed_amount: Cents | null }[],
  q: { type?: ReceivedPeriodType; period?: ReceivedPeriod },
  today: string,
) {
  const type = q.type ?? DEFAULT_RECEIVED_PERIOD_TYPE;
  const period = q.period ?? DEFAULT_RECEIVED_PERIOD;
  const range = receivedPeriodRange(type, period, today);
  return { type, period, ...range, ...receivedInRange(rows, range) };
}
