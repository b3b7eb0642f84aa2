import { describe, expect, it } from 'vitest';
import {
  INVALID_DATE_TEXT,
  dateTimeText,
  dayIn,
  dayText,
  isCalendarDay,
  longDateTimeText,
  longDayText,
  mediumDayText,
  timeIn,
  weekdayTimeText,
} from './zoned-dates';

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

describe("§5 'Invalid Date': a value that names no date", () => {
  const ZONE = 'Pacific/Auckland';
  const NOT_DATES = [
    'garbage',
    '',
    '2026-13-01',
    '2026-02-30',
    '2027-02-29',
    '26/11/2026',
    new Date(Number.NaN),
  ];

  it.each(NOT_DATES)('%s displays as Invalid Date in every display form', (value) => {
    for (const text of [
      dayText,
      dateTimeText,
      longDayText,
      mediumDayText,
      longDateTimeText,
      weekdayTimeText,
    ]) {
      expect(text(value, ZONE)).toBe(INVALID_DATE_TEXT);
    }
    expect(INVALID_DATE_TEXT).toBe('Invalid Date');
  });

  it('is refused by dayIn, which rules compute with, rather than displayed', () => {
    expect(() => dayIn('garbage', ZONE)).toThrow(RangeError);
  });

  it('isCalendarDay knows the calendar: leap years, month lengths, the yyyy-MM-dd shape', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-12-31')).toBe(true);
    expect(isCalendarDay('2026-1-5')).toBe(false);
  });
});

describe('display forms of real dates', () => {
  it('a day is shown as yyyy-MM-dd (§5), the same in every time zone', () => {
    expect(dayText('2026-11-26', 'Pacific/Auckland')).toBe('2026-11-26');
    expect(dayText('2028-02-29', 'America/Los_Angeles')).toBe('2028-02-29');
    expect(dayText(LATE_UTC, 'Pacific/Auckland')).toBe('2026-11-27');
    expect(dayText(new Date(LATE_UTC), 'Europe/London')).toBe('2026-11-26');
  });

  it('medium and long days, a bare day read as itself', () => {
    expect(mediumDayText(LATE_UTC, 'Pacific/Auckland')).toBe('27 Nov 2026');
    expect(mediumDayText('2026-11-26', 'Pacific/Auckland')).toBe('26 Nov 2026');
    expect(longDayText('2027-01-20', 'America/Los_Angeles')).toBe('20 January 2027');
  });

  it('long date and time, and the weekday form, in the zone given', () => {
    expect(longDateTimeText(LATE_UTC, 'Pacific/Auckland')).toMatch(/^27 November 2026(,| at) 12:30 am$/);
    expect(weekdayTimeText(LATE_UTC, 'Pacific/Auckland')).toMatch(/^Friday,? 27 November(,| at) 12:30 am$/);
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
