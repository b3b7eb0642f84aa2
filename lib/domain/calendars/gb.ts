/**
 * United Kingdom calendars, per nation: bank holidays differ (Scotland has 2 January and St Andrew's
 * Day but no Easter Monday; Northern Ireland has St Patrick's Day and 12 July). Christmas Day and
 * Good Friday are common-law holidays rather than bank holidays in England, Wales and NI; the
 * dataset lists them with the bank holidays, and both HGCRA s116 and working days exclude them.
 */
import { epochDayOf, weekday } from './dates';
import { fullDayHolidays, isSatSun, lazySource, type Calendar, type HolidayDay } from './holidays';

export type GbNation = 'ENG' | 'WLS' | 'SCT' | 'NIR';

const SUBSTITUTE_SUFFIX = ' (substitute day)';

/**
 * Days HGCRA 1996 s116 leaves out of a statutory period: Christmas Day, Good Friday and the nation's
 * bank holidays. Weekends count. A holiday that falls on a weekend and has a weekday substitute is
 * counted as an ordinary day, because the substitute is the day appointed as the bank holiday.
 * In a few years the Banking and Financial Dealings Act 1971 Sch 1 makes the weekend day a bank
 * holiday as well (e.g. Boxing Day on a Saturday in England); counting it errs one day early,
 * the safe side for whoever must act before the deadline.
 */
function reckoningExclusions(holidays: HolidayDay[]): string[] {
  const substituted = new Set(
    holidays.filter((h) => h.substitute).map((h) => h.name.slice(0, -SUBSTITUTE_SUFFIX.length)),
  );
  return holidays
    .filter((h) => {
      const onWeekend = weekday(epochDayOf(h.date)) % 6 === 0;
      return !onWeekend || h.date.endsWith('-12-25') || !substituted.has(h.name);
    })
    .map((h) => h.date);
}

export interface GbCalendars {
  /** Working days: not a weekend, bank holiday, Christmas Day or Good Friday. */
  working: Calendar;
  /** HGCRA s116 reckoning: weekends count; only the exclusions above are skipped. */
  reckoning: Calendar;
}

export function gbCalendars(nation: GbNation): GbCalendars {
  const source = lazySource('GB', nation);
  const holidays = (year: number) => fullDayHolidays(source(), year, ['public', 'bank']);
  return {
    working: { isWeekend: isSatSun, closures: (year) => holidays(year).map((h) => h.date) },
    reckoning: { isWeekend: () => false, closures: (year) => reckoningExclusions(holidays(year)) },
  };
}
