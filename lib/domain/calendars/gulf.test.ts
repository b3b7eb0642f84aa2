import { describe, expect, it } from 'vitest';
import { parseDate } from './dates';
import { aeCalendar, saCalendar } from './gulf';

describe('UAE', () => {
  it.each([
    ['2026-12-19', true, 'Saturday'],
    ['2026-12-20', true, 'Sunday'],
    ['2026-12-18', false, 'Friday is a working day since 2022'],
    ['2021-12-17', true, 'Friday, before the 2022 change'],
    ['2021-12-19', false, 'Sunday, before the 2022 change'],
  ])('weekend(%s) = %s (%s)', (date, expected) => {
    expect(aeCalendar.isWeekend(parseDate(date))).toBe(expected);
  });

  it('2026 public holidays: the unified list, Islamic dates as predicted by the dataset', () => {
    expect(aeCalendar.closures(2026).sort()).toEqual([
      '2026-01-01', // New Year's Day
      '2026-03-18', // 29 Ramadan
      '2026-03-19', // 30 Ramadan (covered by "29 Ramadan P2D")
      '2026-03-20', // Eid al-Fitr, 1–3 Shawwal
      '2026-03-21',
      '2026-03-22',
      '2026-05-26', // Arafat Day
      '2026-05-27', // Eid al-Adha, 10–12 Dhu al-Hijjah
      '2026-05-28',
      '2026-05-29',
      '2026-06-16', // Hijri New Year
      '2026-08-25', // Prophet's birthday
      '2026-12-01', // Commemoration Day
      '2026-12-02', // National Day
      '2026-12-03',
    ]);
  });

  it('Eid al-Fitr 2024 spans 29 Ramadan–3 Shawwal: 8–12 April, as the UAE announced', () => {
    expect(aeCalendar.closures(2024).filter((d) => d.startsWith('2024-04'))).toEqual([
      '2024-04-08',
      '2024-04-09',
      '2024-04-10',
      '2024-04-11',
      '2024-04-12',
    ]);
  });
});

describe('Saudi Arabia', () => {
  it.each([
    ['2026-12-18', true, 'Friday'],
    ['2026-12-19', true, 'Saturday'],
    ['2026-12-20', false, 'Sunday is a working day'],
    ['2012-12-20', true, 'Thursday, before the June 2013 change'],
    ['2012-12-22', false, 'Saturday, before the June 2013 change'],
  ])('weekend(%s) = %s (%s)', (date, expected) => {
    expect(saCalendar.isWeekend(parseDate(date))).toBe(expected);
  });

  it('2026 public holidays: Founding Day, 4 days of each Eid, National Day', () => {
    expect(saCalendar.closures(2026).sort()).toEqual([
      '2026-02-22',
      '2026-03-19',
      '2026-03-20',
      '2026-03-21',
      '2026-03-22',
      '2026-05-26',
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
      '2026-09-23',
    ]);
  });
});
