/**
 * Working-day arithmetic per jurisdiction. "Working day" means the day the relevant payment statute
 * counts: NZ — Construction Contracts Act 2002 s5; AU — the state's security-of-payment "business
 * day" (with its Christmas shutdown); GB — not a weekend, bank holiday, Christmas Day or Good Friday;
 * AE/SA — not the weekend or a public holiday. Each calendar lives in ./calendars/.
 *
 * Each jurisdiction's closed days are built once per year and cached, so counting across years
 * costs one array lookup per day.
 */
import { auCalendar } from './calendars/au';
import {
  checkCount,
  epochDayOf,
  formatDate,
  fromEpochDay,
  MAX_YEAR,
  MIN_YEAR,
  parseDate,
  toEpochDay,
} from './calendars/dates';
import { gbCalendars } from './calendars/gb';
import { aeCalendar, saCalendar } from './calendars/gulf';
import type { Calendar } from './calendars/holidays';
import { nzCalendar } from './calendars/nz';

export type Jurisdiction =
  | 'NZ'
  | 'AU-NSW'
  | 'AU-VIC'
  | 'AU-QLD'
  | 'AU-WA'
  | 'AU-SA'
  | 'AU-TAS'
  | 'AU-ACT'
  | 'AU-NT'
  | 'GB-ENG'
  | 'GB-WLS'
  | 'GB-SCT'
  | 'GB-NIR'
  | 'AE'
  | 'SA';

export type GbJurisdiction = Extract<Jurisdiction, `GB-${string}`>;

const GB = {
  'GB-ENG': gbCalendars('ENG'),
  'GB-WLS': gbCalendars('WLS'),
  'GB-SCT': gbCalendars('SCT'),
  'GB-NIR': gbCalendars('NIR'),
} satisfies Record<GbJurisdiction, unknown>;

const CALENDARS: Record<Jurisdiction, Calendar> = {
  NZ: nzCalendar,
  'AU-NSW': auCalendar('NSW'),
  'AU-VIC': auCalendar('VIC'),
  'AU-QLD': auCalendar('QLD'),
  'AU-WA': auCalendar('WA'),
  'AU-SA': auCalendar('SA'),
  'AU-TAS': auCalendar('TAS'),
  'AU-ACT': auCalendar('ACT'),
  'AU-NT': auCalendar('NT'),
  'GB-ENG': GB['GB-ENG'].working,
  'GB-WLS': GB['GB-WLS'].working,
  'GB-SCT': GB['GB-SCT'].working,
  'GB-NIR': GB['GB-NIR'].working,
  AE: aeCalendar,
  SA: saCalendar,
};

export const JURISDICTIONS = Object.keys(CALENDARS) as Jurisdiction[];

interface YearFlags {
  start: number;
  /** 1 = closed (weekend, holiday or shutdown), indexed by day of the year from 0. */
  closed: Uint8Array;
}

const cache = new WeakMap<Calendar, Map<number, YearFlags>>();

function yearFlags(calendar: Calendar, year: number): YearFlags {
  let years = cache.get(calendar);
  if (!years) cache.set(calendar, (years = new Map()));
  let flags = years.get(year);
  if (!flags) {
    if (year < MIN_YEAR || year > MAX_YEAR) {
      throw new RangeError(`the result would fall outside the supported years ${MIN_YEAR}–${MAX_YEAR}`);
    }
    const start = toEpochDay(year, 1, 1);
    const closed = new Uint8Array(toEpochDay(year + 1, 1, 1) - start);
    for (let i = 0; i < closed.length; i++) closed[i] = calendar.isWeekend(start + i) ? 1 : 0;
    // A holiday listed under the previous year can run into this one (a multi-day Eid in late December).
    for (const y of year > MIN_YEAR ? [year - 1, year] : [year]) {
      for (const date of calendar.closures(y)) {
        const index = epochDayOf(date) - start;
        if (index >= 0 && index < closed.length) closed[index] = 1;
      }
    }
    years.set(year, (flags = { start, closed }));
  }
  return flags;
}

function isOpen(calendar: Calendar, epochDay: number): boolean {
  const flags = yearFlags(calendar, fromEpochDay(epochDay).year);
  return flags.closed[epochDay - flags.start] === 0;
}

/** The `n`-th open day after (direction 1) or before (-1) `from`, `from` itself not counted. */
function step(calendar: Calendar, from: number, n: number, direction: 1 | -1): number {
  let day = from;
  for (let left = n; left > 0;) {
    day += direction;
    if (isOpen(calendar, day)) left--;
  }
  return day;
}

export function isWorkingDay(date: string, jurisdiction: Jurisdiction): boolean {
  return isOpen(CALENDARS[jurisdiction], parseDate(date));
}

/** The n-th working day after `date` (`date` itself not counted). n = 0 returns `date` unchanged. */
export function addWorkingDays(date: string, n: number, jurisdiction: Jurisdiction): string {
  return formatDate(step(CALENDARS[jurisdiction], parseDate(date), checkCount(n), 1));
}

/** The n-th working day before `date` (`date` itself not counted). n = 0 returns `date` unchanged. */
export function subtractWorkingDays(date: string, n: number, jurisdiction: Jurisdiction): string {
  return formatDate(step(CALENDARS[jurisdiction], parseDate(date), checkCount(n), -1));
}

/**
 * Signed count of working days from `from` to `to`: the working days in (from, to] when `to` is
 * later, minus those in (to, from] when it is earlier. So workingDaysBetween(d, addWorkingDays(d, n))
 * is n, and a countdown reads "due in 3 working days" / "-2: overdue by 2".
 */
export function workingDaysBetween(from: string, to: string, jurisdiction: Jurisdiction): number {
  const calendar = CALENDARS[jurisdiction];
  const a = parseDate(from, 'from');
  const b = parseDate(to, 'to');
  let count = 0;
  for (let day = Math.min(a, b) + 1; day <= Math.max(a, b); day++) if (isOpen(calendar, day)) count++;
  return b < a ? -count : count;
}

/**
 * HGCRA 1996 s116 reckoning for UK statutory periods ("within n days after date"): the period
 * starts the day after `date` and counts calendar days, weekends included, leaving out Christmas
 * Day, Good Friday and the nation's bank holidays. Returns the n-th counted day.
 */
export function addReckoningDays(date: string, n: number, jurisdiction: GbJurisdiction): string {
  return formatDate(step(GB[jurisdiction].reckoning, parseDate(date), checkCount(n), 1));
}

/** The same reckoning counted backwards, for "n days before the final date" (pay less notices). */
export function subtractReckoningDays(date: string, n: number, jurisdiction: GbJurisdiction): string {
  return formatDate(step(GB[jurisdiction].reckoning, parseDate(date), checkCount(n), -1));
}

const AU_STATES: Record<string, Jurisdiction> = {
  NSW: 'AU-NSW',
  'NEW SOUTH WALES': 'AU-NSW',
  VIC: 'AU-VIC',
  VICTORIA: 'AU-VIC',
  QLD: 'AU-QLD',
  QUEENSLAND: 'AU-QLD',
  WA: 'AU-WA',
  'WESTERN AUSTRALIA': 'AU-WA',
  SA: 'AU-SA',
  'SOUTH AUSTRALIA': 'AU-SA',
  TAS: 'AU-TAS',
  TASMANIA: 'AU-TAS',
  ACT: 'AU-ACT',
  'AUSTRALIAN CAPITAL TERRITORY': 'AU-ACT',
  NT: 'AU-NT',
  'NORTHERN TERRITORY': 'AU-NT',
};

const GB_NATIONS: Record<string, Jurisdiction> = {
  ENG: 'GB-ENG',
  ENGLAND: 'GB-ENG',
  WLS: 'GB-WLS',
  WALES: 'GB-WLS',
  SCT: 'GB-SCT',
  SCOTLAND: 'GB-SCT',
  NIR: 'GB-NIR',
  'NORTHERN IRELAND': 'GB-NIR',
};

/**
 * The calendar for a contract's country and state. AU needs the state and GB the nation (a code
 * such as 'NSW' / 'SCT', with or without the 'AU-' / 'GB-' prefix, or the full name): holidays and
 * statutes differ between them, and guessing one would put every deadline on the wrong day.
 * NZ, AE and SA have one calendar each, so `state` is ignored.
 */
export function jurisdictionFor(country: 'NZ' | 'AU' | 'GB' | 'AE' | 'SA', state?: string): Jurisdiction {
  if (country === 'NZ' || country === 'AE' || country === 'SA') return country;
  const key = (state ?? '')
    .trim()
    .toUpperCase()
    .replace(/^(AU|GB)-/, '');
  const found = (country === 'AU' ? AU_STATES : GB_NATIONS)[key];
  if (!found) {
    const what = country === 'AU' ? 'an Australian state or territory' : 'a UK nation (ENG, WLS, SCT, NIR)';
    throw new RangeError(`${country} contracts need ${what}, got ${JSON.stringify(state ?? null)}`);
  }
  return found;
}

/** The calendar, or null for an AU or UK contract whose state or nation is not set yet. */
export function jurisdictionOrNull(
  country: Parameters<typeof jurisdictionFor>[0],
  state: string | null,
): Jurisdiction | null {
  try {
    return jurisdictionFor(country, state ?? undefined);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
