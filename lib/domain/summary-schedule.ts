// When the daily and weekly summary emails next go out (spec §9): "computed in the account time
// zone at a whole hour (12 and 24 treated as 0 offset); the weekly one is set 7 days ahead.
// Weekday values 1 to 7. Hour options 1 to 24 (AM/PM)."
//
// Our reading: an hour option is the 24-hour clock hour, except 24, which is midnight (hour 0).
// On the AM/PM picker 12 and 24 are the "0 offset" hours of their halves: 12 is 12 PM (noon) and
// 24 is 12 AM (midnight). Weekdays follow ISO 8601 and luxon: Monday = 1 … Sunday = 7.
import { DateTime } from 'luxon';

export const SUMMARY_HOURS = Array.from({ length: 24 }, (_, i) => i + 1);
export const SUMMARY_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export type SummaryTime = { kind: 'daily'; hour: number } | { kind: 'weekly'; hour: number; weekday: number };

/** The local clock hour (0–23) an hour option stands for. */
export function localHour(hour: number): number {
  if (!Number.isInteger(hour) || hour < 1 || hour > 24) throw new RangeError(`Hour ${hour} is not 1–24`);
  return hour % 24;
}

/** '9:00 AM', '12:00 PM' (noon, option 12), '12:00 AM' (midnight, option 24). */
export function hourLabel(hour: number): string {
  const clock = localHour(hour);
  return `${clock % 12 === 0 ? 12 : clock % 12}:00 ${clock < 12 ? 'AM' : 'PM'}`;
}

export function weekdayLabel(weekday: number): string {
  const name = WEEKDAY_NAMES[weekday - 1];
  if (!name || !Number.isInteger(weekday)) throw new RangeError(`Weekday ${weekday} is not 1–7`);
  return name;
}

/**
 * The first whole local hour strictly after `now` that matches the schedule, in `timeZone`.
 * A weekly time already past this week falls on the same weekday 7 days ahead.
 *
 * Daylight saving: an hour that does not exist that day (spring forward) runs at the first whole
 * hour after the gap (2 AM → 3 AM in Pacific/Auckland); an hour that happens twice (fall back)
 * runs at its first occurrence, so a summary never goes out twice or is skipped.
 */
export function nextRunAt(time: SummaryTime, timeZone: string, now: Date): Date {
  const hour = localHour(time.hour);
  if (time.kind === 'weekly') weekdayLabel(time.weekday);
  const today = DateTime.fromJSDate(now, { zone: timeZone });
  if (!today.isValid) throw new RangeError(`Unknown time zone ${timeZone}`);
  // Walk calendar days (in UTC, where every day has 24 hours) and build each candidate from its
  // local date and hour, so DST never shifts the date being tried. Day 7 is the latest a weekly
  // time can need; a daily one needs day 1 at most.
  const firstDay = DateTime.utc(today.year, today.month, today.day);
  for (let offset = 0; offset <= 7; offset++) {
    const day = firstDay.plus({ days: offset });
    if (time.kind === 'weekly' && day.weekday !== time.weekday) continue;
    const run = atWholeHour(
      DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour }, { zone: timeZone }),
    );
    if (run.toMillis() > now.getTime()) return run.toJSDate();
  }
  throw new Error('unreachable: every day or weekday recurs within 8 days');
}

/** Luxon moves a time inside a DST gap forward by the gap; a 30-minute gap (Lord Howe) lands on :30. */
function atWholeHour(time: DateTime): DateTime {
  return time.minute === 0 ? time : time.plus({ minutes: 60 - time.minute });
}
