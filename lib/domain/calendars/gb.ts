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
 * Days Schedule 1 of the Banking and Financial Dealings Act 1971 makes bank holidays "if it be not a
 * Sunday" (month-day), per nation: on a Saturday they are still bank holidays. The year's
 * proclamation then appoints the following Monday as well, under s1(3) (an additional day), not in
 * place of the Saturday under s1(2) — as in 1998, the last year with 2026's calendar ("in pursuance
 * of section 1(3) … appoint Monday, the twenty-eighth day of December", London Gazette). So both
 * days are bank holidays. Christmas Day is excluded by s116 by name wherever it falls.
 * England and Wales: Sch 1 para 1 (26th December). Scotland: para 2 (New Year's Day, 2nd January;
 * Boxing Day there is a proclaimed day only). Northern Ireland: para 3 (17th March, 26th December).
 */
const SATURDAY_BANK_HOLIDAYS: Record<GbNation, readonly string[]> = {
  ENG: ['12-26'],
  WLS: ['12-26'],
  SCT: ['01-01', '01-02'],
  NIR: ['03-17', '12-26'],
};

/**
 * Days HGCRA 1996 s116 leaves out of a statutory period: Christmas Day, Good Friday and the nation's
 * bank holidays. Weekends count. A holiday on a weekend that has a weekday substitute counts as an
 * ordinary day when only the substitute is the bank holiday (a proclaimed day such as New Year's Day
 * in England, or a Schedule 1 day on a Sunday, which the Schedule moves to the Monday); a Schedule 1
 * day on a Saturday stays excluded beside its substitute (above).
 */
function reckoningExclusions(nation: GbNation, holidays: HolidayDay[]): string[] {
  const substituted = new Set(
    holidays.filter((h) => h.substitute).map((h) => h.name.slice(0, -SUBSTITUTE_SUFFIX.length)),
  );
  return holidays
    .filter((h) => {
      const day = weekday(epochDayOf(h.date));
      if (day % 6 !== 0 || h.date.endsWith('-12-25') || !substituted.has(h.name)) return true;
      return day === 6 && SATURDAY_BANK_HOLIDAYS[nation].includes(h.date.slice(5));
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
    reckoning: { isWeekend: () => false, closures: (year) => reckoningExclusions(nation, holidays(year)) },
  };
}
