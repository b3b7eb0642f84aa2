/**
 * United Arab Emirates and Saudi Arabia. Neither has a security-of-payment statute; these calendars
 * serve contract terms written in working days.
 *
 * Islamic holidays follow the Hijri calendar and are confirmed by moon sighting only days before;
 * the dates here are the dataset's predictions (its Hijri table runs to 2077) and may be a day out.
 */
import { toEpochDay, weekday } from './dates';
import { fullDayHolidays, isSatSun, lazySource, type Calendar } from './holidays';

const FRIDAY = 5;
const SATURDAY = 6;
const THURSDAY = 4;

/** The UAE moved its weekend from Friday–Saturday to Saturday–Sunday on 1 January 2022. */
const AE_SAT_SUN_FROM = toEpochDay(2022, 1, 1);
/** Saudi Arabia moved its weekend from Thursday–Friday to Friday–Saturday on 29 June 2013. */
const SA_FRI_SAT_FROM = toEpochDay(2013, 6, 29);

/**
 * The dataset's UAE list predates the unified public/private-sector holidays (Cabinet resolutions
 * since 2019, as listed on u.ae): Isra' and Mi'raj is no longer a holiday and the first day of
 * Ramadan never was; Eid al-Fitr runs from 29 Ramadan to 3 Shawwal (the dataset starts it on
 * 1 Shawwal); Arafat Day, Commemoration Day (1 Dec) and the second National Day (3 Dec) are missing.
 */
const aeSource = lazySource('AE', undefined, (ae) => {
  ae.unsetRule('27 Rajab');
  ae.unsetRule('1 Ramadan');
  ae.setHoliday('29 Ramadan P2D', { name: 'Eid al-Fitr holiday', type: 'public' });
  ae.setHoliday('9 Dhu al-Hijjah', { name: 'Arafat Day', type: 'public' });
  ae.setHoliday('12-01', { name: 'Commemoration Day', type: 'public' });
  ae.setHoliday('12-03', { name: 'National Day holiday', type: 'public' });
});

/** Saudi private-sector holidays: Founding Day, 4 days each of Eid al-Fitr and Eid al-Adha, National Day. */
const saSource = lazySource('SA');

export const aeCalendar: Calendar = {
  isWeekend: (d) => (d >= AE_SAT_SUN_FROM ? isSatSun(d) : [FRIDAY, SATURDAY].includes(weekday(d))),
  closures: (year) => fullDayHolidays(aeSource(), year, ['public']).map((h) => h.date),
};

export const saCalendar: Calendar = {
  isWeekend: (d) => (d >= SA_FRI_SAT_FROM ? [FRIDAY, SATURDAY] : [THURSDAY, FRIDAY]).includes(weekday(d)),
  closures: (year) => fullDayHolidays(saSource(), year, ['public']).map((h) => h.date),
};
