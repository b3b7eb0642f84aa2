import 'server-only';
// DATE columns arrive as JavaScript Dates at UTC midnight; the calculation library and the API speak
// 'yyyy-MM-dd'. These two conversions are the only bridge between them.

/** A DATE column as 'yyyy-MM-dd'. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'yyyy-MM-dd' as the Date Prisma writes into a DATE column. */
export function dbDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The calendar day an instant falls on in a time zone (a claim is served on the contract's local day). */
export function dayIn(instant: Date, timeZone: string): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** 'December 2026' for a claim period ending in that month (the default claim name). */
export function monthTitle(date: string): string {
  return new Intl.DateTimeFormat('en-NZ', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    dbDate(date),
  );
}
