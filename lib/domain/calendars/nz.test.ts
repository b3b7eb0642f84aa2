import { describe, expect, it } from 'vitest';
import { nzCalendar } from './nz';

const closed = (year: number) => new Set(nzCalendar.closures(year));

describe('NZ Construction Contracts Act s5 closures', () => {
  it.each([
    ['2026-02-06', 'Waitangi Day (a Friday)'],
    ['2026-04-03', 'Good Friday'],
    ['2026-04-06', 'Easter Monday'],
    ['2026-04-25', 'Anzac Day (a Saturday)'],
    ['2026-04-27', 'Anzac Day Mondayised'],
    ['2026-06-01', "King's Birthday (1st Monday of June)"],
    ['2026-07-10', 'Matariki'],
    ['2026-10-26', 'Labour Day (4th Monday of October)'],
    ['2026-12-24', 'closure starts 24 December'],
    ['2026-12-25', 'Christmas — inside the closure'],
    ['2026-12-31', 'closure'],
    ['2026-01-01', 'closure'],
    ['2026-01-05', 'closure ends 5 January'],
  ])('%s is closed: %s', (date) => {
    expect(closed(2026).has(date)).toBe(true);
  });

  it.each([
    ['2026-01-06', 'first day after the closure'],
    ['2026-01-19', 'Wellington Anniversary: provincial, not in s5'],
    ['2026-01-26', 'Auckland Anniversary: provincial, not in s5'],
    ['2026-04-05', 'Easter Sunday (a weekend day, not a listed holiday)'],
    ['2026-12-23', 'last day before the closure'],
  ])('%s is not a closure: %s', (date) => {
    expect(closed(2026).has(date)).toBe(false);
  });

  it('Mondayises Waitangi Day 2027 (a Saturday) to Monday 8 February', () => {
    expect(closed(2027).has('2027-02-08')).toBe(true);
  });

  it('does not Mondayise before 2014 (Holidays Amendment Act 2013): Waitangi Day 2010 was a Saturday', () => {
    expect(closed(2010).has('2010-02-06')).toBe(true);
    expect(closed(2010).has('2010-02-08')).toBe(false);
  });

  it('counts the 2022 day of mourning for Queen Elizabeth II', () => {
    expect(closed(2022).has('2022-09-26')).toBe(true);
  });

  // Te Kāhui o Matariki Public Holiday Act 2022, Schedule 1 (the first seven also in the Government's
  // 2021 announcement, NZ Herald 1 July 2021). Every one is a Friday.
  const MATARIKI = [
    '2022-06-24',
    '2023-07-14',
    '2024-06-28',
    '2025-06-20',
    '2026-07-10',
    '2027-06-25',
    '2028-07-14',
    '2029-07-06',
    '2030-06-21',
    '2031-07-11',
    '2032-07-02',
    '2033-06-24',
    '2034-07-07',
    '2035-06-29',
    '2036-07-18',
    '2037-07-10',
    '2038-06-25',
    '2039-07-15',
    '2040-07-06',
    '2041-07-19',
    '2042-07-11',
    '2043-07-03',
    '2044-06-24',
    '2045-07-07',
    '2046-06-29',
    '2047-07-19',
    '2048-07-03',
    '2049-06-25',
    '2050-07-15',
    '2051-06-30',
    '2052-06-21',
  ];

  it.each(MATARIKI)('Matariki %s (Act schedule) is closed', (date) => {
    expect(closed(Number(date.slice(0, 4))).has(date)).toBe(true);
  });

  it('has no Matariki after 2052: no date is set in law yet', () => {
    const june = [...closed(2053)].filter((d) => d.startsWith('2053-06') || d.startsWith('2053-07'));
    expect(june).toEqual(['2053-06-02']); // King's Birthday only
  });

  it('every weekend day is a weekend', () => {
    expect(nzCalendar.isWeekend(0)).toBe(false); // 1970-01-01, a Thursday
    expect(nzCalendar.isWeekend(2)).toBe(true); // Saturday
  });
});
