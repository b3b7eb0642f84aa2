import { describe, expect, it } from 'vitest';
import { dateTimeText, dayIn, longDayText, timeIn } from './zoned-dates';

// 2026-11-26T11:30Z is already the 27th in Auckland (UTC+13 in summer) and still the 26th in London.
const LATE_UTC = '2026-11-26T11:30:00Z';

describe('dayIn', () => {
  it.each([
    ['Pacific/Auckland', '2026-11-27'],
    ['Europe/London', '2026-11-26'],
    ['America/Los_Angeles', '2026-11-26'],
    ['UTC', '2026-11-26'],
  ])('reads the calendar day in %s', (zone, day) => {
    expect(dayIn(LATE_UTC, zone)).toBe(day);
    expect(dayIn(new Date(LATE_UTC), zone)).toBe(day);
  });

  it('is always yyyy-MM-dd, single-digit months and days padded', () => {
    expect(dayIn('2027-01-05T00:00:00Z', 'UTC')).toBe('2027-01-05');
  });

  it('refuses an unknown time zone rather than guessing one', () => {
    expect(() => dayIn(LATE_UTC, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('display forms', () => {
  it('date and time, and the long day, in the zone given', () => {
    expect(dateTimeText(LATE_UTC, 'Pacific/Auckland')).toBe('27 Nov 2026, 12:30 am');
    expect(longDayText(new Date(LATE_UTC), 'Europe/London')).toBe('26 November 2026');
  });
});

describe('timeIn', () => {
  it.each([
    // 21:30 UTC on 25 Nov is 10:30 the next morning in Auckland (NZDT, +13).
    ['2026-11-25T21:30:00Z', 'Pacific/Auckland', '10:30'],
    ['2026-11-25T00:05:00Z', 'UTC', '00:05'],
    ['2026-11-25T23:59:00Z', 'Europe/London', '23:59'],
    // Midnight reads 00, never 24.
    ['2026-06-30T12:00:00Z', 'Pacific/Auckland', '00:00'],
  ])('%s in %s → %s', (instant, zone, expected) => {
    expect(timeIn(instant, zone)).toBe(expected);
  });
});
