// Display forms for documents: long dates as a reader of a payment claim expects them.

/** '2027-01-20' → '20 January 2027'. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-NZ', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant as a date and time in the document's time zone: '21 December 2026, 9:05 am'. */
export function longDateTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-NZ', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}
