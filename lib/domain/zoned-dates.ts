/**
 * An instant (a timestamp) names a calendar day or a time of day only in some time zone: a claim is
 * served on the contract's local day, "today" is the account's or the contract's day, and a history
 * row reads in the zone it is shown for. Every such reading goes through here, on the server and in
 * the browser alike, so no two screens can disagree about which day an instant fell on.
 * Days are 'yyyy-MM-dd' (spec §5); the display forms are the ones the screens have always shown.
 */

function format(instant: Date | string, options: Intl.DateTimeFormatOptions, locale = 'en-NZ'): string {
  return new Intl.DateTimeFormat(locale, options).format(new Date(instant));
}

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone; en-CA writes dates that way. */
export function dayIn(instant: Date | string, timeZone: string): string {
  return format(instant, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');
}

/** '26 Nov 2026, 2:05 pm' in a time zone: when a history entry or notice happened. */
export function dateTimeText(instant: Date | string, timeZone: string): string {
  return format(instant, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
}

/** '26 November 2026' in a time zone: the day an invitation expires. */
export function longDayText(instant: Date | string, timeZone: string): string {
  return format(instant, { timeZone, dateStyle: 'long' });
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
