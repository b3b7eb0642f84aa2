/**
 * The shape every jurisdiction's calendar takes, and the adapter over `date-holidays` (a maintained
 * public-holiday dataset) that the calendars build on.
 */
import Holidays, { type HolidaysTypes } from 'date-holidays';
import { epochDayOf, formatDate, toEpochDay, weekday } from './dates';

export interface Calendar {
  /** Weekly rest days for the week containing `epochDay` (some countries moved their weekend). */
  isWeekend(epochDay: number): boolean;
  /** Whole-day closures besides the weekend, as 'yyyy-MM-dd'. May spill into the next year. */
  closures(year: number): string[];
}

export interface HolidayDay {
  date: string;
  /** English name, as the dataset spells it. */
  name: string;
  /** A weekday observed in place of a holiday that fell on a weekend. */
  substitute: boolean;
}

export const isSatSun = (epochDay: number): boolean => weekday(epochDay) % 6 === 0;

const DAY_MS = 86_400_000;

/**
 * Lazily builds a dataset source once per process. Its instants are in UTC so that a holiday's
 * length is a whole number of days, whatever the country's own zone and daylight saving.
 */
export function lazySource(
  country: string,
  state?: string,
  customise?: (source: Holidays) => void,
): () => Holidays {
  let source: Holidays | undefined;
  return () => {
    if (!source) {
      source = state
        ? new Holidays(country, state, { timezone: 'UTC' })
        : new Holidays(country, { timezone: 'UTC' });
      customise?.(source);
    }
    return source;
  };
}

/**
 * The dataset's holidays of the given types for `year`, one entry per day (multi-day holidays such
 * as Eid are expanded). Part-day holidays — Christmas Eve and New Year's Eve from 6 or 7 pm in QLD,
 * SA and NT — are dropped: the business day has run its course before they start.
 */
export function fullDayHolidays(
  source: Holidays,
  year: number,
  types: readonly HolidaysTypes.HolidayType[],
): HolidayDay[] {
  const days: HolidayDay[] = [];
  for (const holiday of source.getHolidays(year, 'en')) {
    if (!types.includes(holiday.type) || holiday.date.slice(11, 19) !== '00:00:00') continue;
    const first = epochDayOf(holiday.date);
    const length = Math.round((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS);
    for (let i = 0; i < length; i++) {
      days.push({ date: formatDate(first + i), name: holiday.name, substitute: holiday.substitute === true });
    }
  }
  return days;
}

/** Every day from `from` to `to` (inclusive, 'MM-dd', same year) of `year`. */
export function dayRange(year: number, from: string, to: string): string[] {
  const [fromMonth, fromDay] = from.split('-').map(Number) as [number, number];
  const [toMonth, toDay] = to.split('-').map(Number) as [number, number];
  const days: string[] = [];
  for (let d = toEpochDay(year, fromMonth, fromDay); d <= toEpochDay(year, toMonth, toDay); d++) {
    days.push(formatDate(d));
  }
  return days;
}
