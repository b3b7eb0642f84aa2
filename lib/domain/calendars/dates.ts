/**
 * Calendar dates as 'yyyy-MM-dd' strings at the API edge and "epoch days" (whole days since
 * 1970-01-01) inside: a due date is a calendar day, not an instant, so no time zone or clock time
 * may leak into it, and loops over thousands of days stay on plain integers.
 */

/** Supported years. Holiday data beyond them is either missing or guesswork, so dates outside throw. */
export const MIN_YEAR = 1970;
export const MAX_YEAR = 2099;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toEpochDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function fromEpochDay(epochDay: number): { year: number; month: number; day: number } {
  const d = new Date(epochDay * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(epochDay: number): number {
  return (((epochDay + 4) % 7) + 7) % 7;
}

/** Validates a 'yyyy-MM-dd' string naming a real day in the supported years; returns its epoch day. */
export function parseDate(date: string, label = 'date'): number {
  const match = typeof date === 'string' ? ISO_DATE.exec(date) : null;
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) {
      return checkEpochDay(toEpochDay(year, month, day), label);
    }
  }
  throw new RangeError(
    `${label} must be a real calendar date written yyyy-MM-dd, got ${JSON.stringify(date)}`,
  );
}

/** Epoch day of a 'yyyy-MM-dd' string this library produced itself (no validation, no year limits). */
export function epochDayOf(date: string): number {
  return toEpochDay(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

/** Throws once a computed date leaves the supported years (e.g. adding a huge number of days). */
export function checkEpochDay(epochDay: number, label = 'date'): number {
  const { year } = fromEpochDay(epochDay);
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`${label} must fall in the years ${MIN_YEAR}–${MAX_YEAR}`);
  }
  return epochDay;
}

export function formatDate(epochDay: number): string {
  const { year, month, day } = fromEpochDay(epochDay);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Throws unless `n` is a whole number ≥ 0 (a count of days). */
export function checkCount(n: number, label = 'day count'): number {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`${label} must be a whole number of days ≥ 0, got ${String(n)}`);
  }
  return n;
}

/** Last day of the month `offset` months after the month containing `epochDay`. */
export function monthEnd(epochDay: number, offset = 0): number {
  const { year, month } = fromEpochDay(epochDay);
  return toEpochDay(year, month + offset + 1, 0);
}

/** Day `day` of the month `offset` months after `epochDay`'s month, clamped to that month's last day. */
export function dayOfMonth(epochDay: number, day: number, offset = 0): number {
  const end = monthEnd(epochDay, offset);
  return Math.min(end, end - fromEpochDay(end).day + day);
}
