/**
 * New Zealand "working day" as the Construction Contracts Act 2002 s5 defines it for payment claims,
 * schedules and adjudication: every day except Saturday, Sunday, Good Friday, Easter Monday, Anzac
 * Day, Labour Day, the Sovereign's birthday, Matariki, Waitangi Day, a Monday that stands in for a
 * weekend Waitangi or Anzac Day, and every day from 24 December to 5 January inclusive.
 *
 * Christmas, Boxing Day, 1–2 January and their Mondayised days are not listed in s5 because they all
 * fall inside the 24 Dec–5 Jan closure (the latest, 2 January on a Sunday, moves to Tuesday 4 January).
 * Provincial anniversary days are not in s5, so they are working days here (NZS 3910 contracts
 * exclude them, but that is a contract setting, not the Act).
 */
import { dayRange, fullDayHolidays, isSatSun, lazySource, type Calendar } from './holidays';

/**
 * The s5 holidays, by their names in the dataset. Matariki's dates are fixed to 2052 by Te Kāhui o
 * Matariki Public Holiday Act 2022 Schedule 1, which the dataset carries; later years have no date
 * in law yet, so none is counted. The 2022 day of mourning for Queen Elizabeth II is included: its
 * Act made it a public holiday to be treated as a non-working day in enactments.
 */
const S5_HOLIDAY =
  /^(Waitangi Day|Good Friday|Easter Monday|ANZAC Day|Labour Day|(Queen|King)'s Birthday|Matariki|National Day of Mourning)/;

/** Holidays (Full Recognition of Waitangi Day and ANZAC Day) Amendment Act 2013: Mondayised from 2014. */
const MONDAYISED_FROM = 2014;

const source = lazySource('NZ');

export const nzCalendar: Calendar = {
  isWeekend: isSatSun,
  closures(year) {
    const holidays = fullDayHolidays(source(), year, ['public'])
      .filter((h) => S5_HOLIDAY.test(h.name) && (year >= MONDAYISED_FROM || !h.substitute))
      .map((h) => h.date);
    return [...holidays, ...dayRange(year, '01-01', '01-05'), ...dayRange(year, '12-24', '12-31')];
  },
};
