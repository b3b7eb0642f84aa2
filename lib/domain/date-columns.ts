// DATE columns arrive as JavaScript Dates at UTC midnight; the calculation library and the API speak
// 'yyyy-MM-dd'. These two conversions are the only bridge between them. The day an instant falls on
// in a time zone is lib/domain/zoned-dates.ts's dayIn.

/** A DATE column as 'yyyy-MM-dd'. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'yyyy-MM-dd' as the Date Prisma writes into a DATE column. */
export function dbDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** 'December 2026' for a claim period ending in that month (the default claim name). */
export function monthTitle(date: string): string {
  return new Intl.DateTimeFormat('en-NZ', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    dbDate(date),
  );
}
