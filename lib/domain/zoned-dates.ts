/**
 * An instant (a timestamp) names a calendar day or a time of day only in some time zone: a claim is
 * served on the contract's local day, "today" is the account's or the contract's day, and a history
 * row reads in the zone it is shown for. Every such reading goes through here, on the server and in
 * the browser alike, so no two screens can disagree about which day an instant fell on.
 * Days are 'yyyy-MM-dd' (spec §5); the display forms are the ones the screens have always shown.
 *
 * The *Text functions are the one place dates are put into words for a screen, a PDF or an email.
 * A value that names no date — an unparseable string, an impossible day such as 2026-02-30 —
 * displays as 'Invalid Date' (§5) instead of breaking the page. dayIn, which the rules compute
 * with, refuses such a value (RangeError): a deadline must never be counted from a non-date.
 */

/** §5: what a date that is not one displays as. */
export const INVALID_DATE_TEXT = 'Invalid Date';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether 'yyyy-MM-dd' names a real calendar day (Date itself rolls 2026-02-30 over to 2 March). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The instant a value names: a 'yyyy-MM-dd' day is its UTC midnight. Null when it names none. */
function instantOf(value: Date | string): Date | null {
  if (typeof value === 'string' && DAY.test(value)) {
    return isCalendarDay(value) ? new Date(`${value}T00:00:00Z`) : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Building an Intl.DateTimeFormat costs far more than using one, and a dashboard reads the day of
 * hundreds of claims: each locale, zone and form is built once and kept.
 */
function format(instant: Date | string, options: Intl.DateTimeFormatOptions, locale = 'en-NZ'): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(instant));
}

/** A display form of a value, or 'Invalid Date' when it names no date. */
function display(value: Date | string, options: Intl.DateTimeFormatOptions, locale?: string): string {
  const instant = instantOf(value);
  return instant ? format(instant, options, locale) : INVALID_DATE_TEXT;
}

/** The options for a value: a bare day is the same day everywhere, so it is read in UTC. */
const zoneFor = (value: Date | string, timeZone: string) =>
  typeof value === 'string' && DAY.test(value) ? 'UTC' : timeZone;

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone; en-CA writes dates that way. */
export function dayIn(instant: Date | string, timeZone: string): string {
  return format(instant, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');
}

/** A day for display, yyyy-MM-dd (§5): an instant's day in the time zone, or a day as it is. */
export function dayText(value: Date | string, timeZone: string): string {
  const zone = zoneFor(value, timeZone);
  return display(value, { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');
}

/** '26 Nov 2026, 2:05 pm' in a time zone: when a history entry or notice happened. */
export function dateTimeText(instant: Date | string, timeZone: string): string {
  return display(instant, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
}

/** '26 November 2026' in a time zone: the day an invitation expires, a date on a document. */
export function longDayText(value: Date | string, timeZone: string): string {
  return display(value, { timeZone: zoneFor(value, timeZone), dateStyle: 'long' });
}

/** '26 Nov 2026' in a time zone: when a file was uploaded or an invitation sent. */
export function mediumDayText(value: Date | string, timeZone: string): string {
  return display(value, { timeZone: zoneFor(value, timeZone), dateStyle: 'medium' });
}

/** '26 November 2026, 2:05 pm' in a time zone: an entry in a document's audit trail. */
export function longDateTimeText(instant: Date | string, timeZone: string): string {
  return display(instant, { timeZone, dateStyle: 'long', timeStyle: 'short' });
}

/** 'Friday 27 November, 4:00 pm' in a time zone: when a summary email is next sent. */
export function weekdayTimeText(instant: Date | string, timeZone: string): string {
  return display(instant, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** The time of day (HH:mm, 24-hour) an instant falls on in a time zone: a CSV export's Time column. */
export function timeIn(instant: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}`;
}
