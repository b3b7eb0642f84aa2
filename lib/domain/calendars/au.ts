/**
 * Australian "business day" as each state's security-of-payment Act defines it: not a Saturday or
 * Sunday, not a public holiday observed throughout the state, and not in the Act's Christmas shutdown.
 */
import { dayRange, fullDayHolidays, isSatSun, lazySource, type Calendar } from './holidays';

export type AuState = 'NSW' | 'VIC' | 'QLD' | 'WA' | 'SA' | 'TAS' | 'ACT' | 'NT';

interface Shutdown {
  /** 'MM-dd' inclusive ranges, each within one calendar year. */
  ranges: readonly (readonly [string, string])[];
  /** First day the shutdown applies, where the definition was brought in recently. */
  from?: string;
}

const DEC_27_31 = [['12-27', '12-31']] as const;

/**
 * Only statewide public holidays count ('public' in the dataset): the NSW August "bank holiday"
 * binds banks only, and Tasmania's Easter Tuesday is optional (award-based), so neither closes
 * business days. Regional show days are not statewide, so they are not counted either.
 */
const SHUTDOWNS: Record<AuState, Shutdown> = {
  // Building and Construction Industry Security of Payment Act 1999 (NSW) s4 "business day".
  NSW: { ranges: DEC_27_31 },
  // Building Industry Fairness (Security of Payment) Act 2017 (Qld) Sch 2 "business day":
  // 22–24 Dec, 27–31 Dec, 2–10 Jan (25–26 Dec and 1 Jan are public holidays anyway).
  QLD: {
    ranges: [
      ['01-02', '01-10'],
      ['12-22', '12-24'],
      ['12-27', '12-31'],
    ],
  },
  // Vic had none until the Building Legislation Amendment (Fairer Payments on Jobsites and Other
  // Matters) Act 2025 excluded 22 Dec–10 Jan; those amendments commenced 15 April 2026 (HWL Ebsworth,
  // "Major reforms to Victoria's Security of Payment legislation effective as from 15 April 2026").
  VIC: {
    ranges: [
      ['01-01', '01-10'],
      ['12-22', '12-31'],
    ],
    from: '2026-04-15',
  },
  // ACT and Tas (Act amended 2015, per Page Seager) and SA exclude 27–31 Dec (HWL Ebsworth 2023–24
  // guides; workingdaycalculator.com.au "NSW/SA/ACT shutdown window").
  ACT: { ranges: DEC_27_31 },
  TAS: { ranges: DEC_27_31 },
  SA: { ranges: DEC_27_31 },
  // Practitioner guides say WA and NT also have a shutdown, but its dates could not be confirmed
  // against the Acts' text; leaving it out can only make a deadline earlier, never later. Verify.
  WA: { ranges: [] },
  NT: { ranges: [] },
};

export function auCalendar(state: AuState): Calendar {
  const source = lazySource('AU', state);
  const shutdown = SHUTDOWNS[state];
  const inForce = (date: string) => !shutdown.from || date >= shutdown.from;
  return {
    isWeekend: isSatSun,
    closures(year) {
      const holidays = fullDayHolidays(source(), year, ['public']).map((h) => h.date);
      const shutdownDays = shutdown.ranges.flatMap(([from, to]) => dayRange(year, from, to)).filter(inForce);
      return [...holidays, ...shutdownDays];
    },
  };
}
