// Display forms for documents: long dates as a reader of a payment claim expects them. They are
// lib/domain/zoned-dates.ts's, so a document shows 'Invalid Date' (§5) where a screen would.
import { longDateTimeText, longDayText } from '@/lib/domain/zoned-dates';

/** '2027-01-20' → '20 January 2027'. */
export function longDate(date: string): string {
  return longDayText(date, 'UTC');
}

/** An instant as a date and time in the document's time zone: '21 December 2026, 9:05 am'. */
export function longDateTime(instant: string, timeZone: string): string {
  return longDateTimeText(instant, timeZone);
}

/**
 * The same few amounts recur down a long schedule ($0.00 above all): format (or measure) each once
 * per document.
 */
export function memo<K, V>(compute: (key: K) => V): (key: K) => V {
  const seen = new Map<K, V>();
  return (key) => {
    let value = seen.get(key);
    if (value === undefined) seen.set(key, (value = compute(key)));
    return value;
  };
}
