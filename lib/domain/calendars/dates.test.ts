import { describe, expect, it } from 'vitest';
import {
  checkCount,
  checkEpochDay,
  dayOfMonth,
  daysInMonth,
  epochDayOf,
  formatDate,
  fromEpochDay,
  monthEnd,
  parseDate,
  toEpochDay,
  weekday,
} from './dates';

describe('parseDate / formatDate', () => {
  it.each(['1970-01-01', '2024-02-29', '2026-12-18', '2099-12-31'])('round-trips %s', (date) => {
    expect(formatDate(parseDate(date))).toBe(date);
  });

  it('counts days from 1970-01-01', () => {
    expect(parseDate('1970-01-01')).toBe(0);
    expect(parseDate('1970-02-01')).toBe(31);
  });

  it.each([
    ['2026-02-29', 'not a leap year'],
    ['2026-04-31', 'April has 30 days'],
    ['2026-13-01', 'no 13th month'],
    ['2026-00-10', 'no month 0'],
    ['2026-01-00', 'no day 0'],
    ['2026-1-5', 'not zero-padded'],
    ['18/12/2026', 'wrong format'],
    ['2026-12-18T00:00:00Z', 'an instant, not a date'],
    ['', 'empty'],
    ['1969-12-31', 'before the supported years'],
    ['2100-01-01', 'after the supported years'],
  ])('rejects %s (%s)', (date) => {
    expect(() => parseDate(date)).toThrow(RangeError);
  });

  it('rejects a non-string and names the field', () => {
    expect(() => parseDate(20261218 as unknown as string, 'claimDate')).toThrow(/claimDate/);
  });
});

describe('day helpers', () => {
  it('weekday: 0 = Sunday … 6 = Saturday', () => {
    expect(weekday(parseDate('1970-01-01'))).toBe(4); // a Thursday
    expect(weekday(parseDate('2026-12-18'))).toBe(5); // a Friday
    expect(weekday(parseDate('2026-12-20'))).toBe(0);
    expect(weekday(-1)).toBe(3); // 1969-12-31, a Wednesday
  });

  it('daysInMonth knows leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('monthEnd, with a month offset across the year end', () => {
    expect(formatDate(monthEnd(parseDate('2026-02-10')))).toBe('2026-02-28');
    expect(formatDate(monthEnd(parseDate('2026-11-30'), 2))).toBe('2027-01-31');
  });

  it('dayOfMonth clamps to the month end', () => {
    expect(formatDate(dayOfMonth(parseDate('2026-01-31'), 31, 1))).toBe('2026-02-28');
    expect(formatDate(dayOfMonth(parseDate('2024-01-31'), 31, 1))).toBe('2024-02-29');
    expect(formatDate(dayOfMonth(parseDate('2026-12-05'), 15, 1))).toBe('2027-01-15');
    expect(formatDate(dayOfMonth(parseDate('2026-04-05'), 1))).toBe('2026-04-01');
  });

  it('toEpochDay / fromEpochDay / epochDayOf agree', () => {
    const day = toEpochDay(2026, 12, 18);
    expect(fromEpochDay(day)).toEqual({ year: 2026, month: 12, day: 18 });
    expect(epochDayOf('2026-12-18')).toBe(day);
    expect(epochDayOf('2100-03-01')).toBe(toEpochDay(2100, 3, 1)); // no range check by design
  });

  it('checkEpochDay guards the supported years', () => {
    expect(checkEpochDay(0)).toBe(0);
    expect(() => checkEpochDay(toEpochDay(2100, 1, 1))).toThrow(/1970–2099/);
  });

  it.each([-1, 1.5, Number.NaN, Infinity])('checkCount rejects %s', (n) => {
    expect(() => checkCount(n)).toThrow(RangeError);
  });

  it('checkCount accepts 0 and whole numbers', () => {
    expect(checkCount(0)).toBe(0);
    expect(checkCount(20)).toBe(20);
  });
});
