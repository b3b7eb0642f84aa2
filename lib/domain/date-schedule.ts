/**
 * The date-schedule table (spec §9): a grid with 31 day columns per month, for the current month
 * and at most two months ahead.
 *
 * Every month has exactly 31 cells so the columns line up from month to month; a day the month lacks
 * (30 February) is a placeholder with `date: null`. A cell is selectable when it is a real date not
 * before today — a schedule is about dates to come. Non-working days stay selectable (a contract may
 * well fix a Saturday) but are flagged so the picker can shade them.
 */
import { daysInMonth, formatDate, fromEpochDay, parseDate, toEpochDay, weekday } from './calendars/dates';
import { isWorkingDay, type Jurisdiction } from './working-days';

export const SCHEDULE_DAYS_PER_MONTH = 31;
export const SCHEDULE_MAX_MONTHS_AHEAD = 2;

export interface ScheduleDay {
  /** 1–31, the column. */
  day: number;
  /** 'yyyy-MM-dd', or null where the month has no such day. */
  date: string | null;
  /** 0 = Sunday … 6 = Saturday; null for a placeholder. */
  weekday: number | null;
  workingDay: boolean;
  selectable: boolean;
}

export interface ScheduleMonth {
  /** 'yyyy-MM'. */
  month: string;
  /** Months after today's month, 0–2. */
  offset: number;
  /** Always 31 cells. */
  days: ScheduleDay[];
}

export function dateScheduleMonth(a: {
  today: string;
  offset: number;
  jurisdiction: Jurisdiction;
}): ScheduleMonth {
  const today = parseDate(a.today, 'today');
  if (!Number.isInteger(a.offset) || a.offset < 0 || a.offset > SCHEDULE_MAX_MONTHS_AHEAD) {
    throw new RangeError(`offset must be a whole number of months from 0 to ${SCHEDULE_MAX_MONTHS_AHEAD}`);
  }
  const { year: thisYear, month: thisMonth } = fromEpochDay(today);
  const { year, month } = fromEpochDay(toEpochDay(thisYear, thisMonth + a.offset, 1));
  const length = daysInMonth(year, month);
  const days: ScheduleDay[] = [];
  for (let day = 1; day <= SCHEDULE_DAYS_PER_MONTH; day++) {
    if (day > length) {
      days.push({ day, date: null, weekday: null, workingDay: false, selectable: false });
      continue;
    }
    const epochDay = toEpochDay(year, month, day);
    const date = formatDate(epochDay);
    days.push({
      day,
      date,
      weekday: weekday(epochDay),
      workingDay: isWorkingDay(date, a.jurisdiction),
      selectable: epochDay >= today,
    });
  }
  return { month: `${year}-${String(month).padStart(2, '0')}`, offset: a.offset, days };
}

/** The whole table: this month and the next two. */
export function dateSchedule(a: { today: string; jurisdiction: Jurisdiction }): ScheduleMonth[] {
  return Array.from({ length: SCHEDULE_MAX_MONTHS_AHEAD + 1 }, (_, offset) =>
    dateScheduleMonth({ ...a, offset }),
  );
}
