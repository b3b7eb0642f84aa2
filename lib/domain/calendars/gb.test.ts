import { describe, expect, it } from 'vitest';
import { gbCalendars, type GbNation } from './gb';

const working = (nation: GbNation, year: number) => new Set(gbCalendars(nation).working.closures(year));
const reckoning = (nation: GbNation, year: number) => new Set(gbCalendars(nation).reckoning.closures(year));

describe('UK working-day closures, per nation (gov.uk bank holidays)', () => {
  it.each<[GbNation, string, boolean, string]>([
    ['ENG', '2026-04-06', true, 'Easter Monday'],
    ['SCT', '2026-04-06', false, 'Easter Monday is not a Scottish bank holiday'],
    ['SCT', '2026-01-02', true, '2 January, Scotland only'],
    ['ENG', '2026-01-02', false, '2 January is not an English bank holiday'],
    ['SCT', '2026-11-30', true, "St Andrew's Day"],
    ['ENG', '2026-11-30', false, "St Andrew's Day is Scottish"],
    ['SCT', '2026-08-03', true, 'Scottish summer bank holiday: first Monday of August'],
    ['ENG', '2026-08-31', true, 'English summer bank holiday: last Monday of August'],
    ['WLS', '2026-08-31', true, 'Wales follows England'],
    ['NIR', '2026-03-17', true, "St Patrick's Day"],
    ['NIR', '2026-07-13', true, 'Battle of the Boyne, 12 July on a Sunday → Monday'],
    ['NIR', '2027-07-12', true, 'Battle of the Boyne'],
    ['ENG', '2027-07-12', false, '12 July is Northern Irish'],
    ['ENG', '2026-04-03', true, 'Good Friday'],
    ['ENG', '2026-12-28', true, 'Boxing Day substitute'],
    ['ENG', '2022-09-19', true, "Queen Elizabeth II's funeral, a one-off bank holiday"],
    ['ENG', '2023-05-08', true, 'Coronation bank holiday'],
  ])('%s %s closed = %s (%s)', (nation, date, expected) => {
    expect(working(nation, Number(date.slice(0, 4))).has(date)).toBe(expected);
  });
});

describe('HGCRA s116 reckoning exclusions', () => {
  it('has no weekend: every day counts unless excluded', () => {
    expect(gbCalendars('ENG').reckoning.isWeekend(2)).toBe(false);
  });

  it.each<[GbNation, string, boolean, string]>([
    ['ENG', '2022-12-25', true, 'Christmas Day, a Sunday, is excluded by name'],
    ['ENG', '2022-12-27', true, 'its substitute is a bank holiday'],
    ['ENG', '2022-01-01', false, 'New Year on a Saturday: the bank holiday is Monday 3 January'],
    ['ENG', '2022-01-03', true, 'the substitute'],
    // Banking and Financial Dealings Act 1971: Sch 1 days "if it be not a Sunday" stay bank holidays
    // on a Saturday; the Monday is appointed as well under s1(3) (Gazette, 1998 proclamation).
    ['ENG', '2026-12-26', true, 'Boxing Day on a Saturday: Sch 1 para 1, still a bank holiday'],
    ['ENG', '2026-12-28', true, 'and the Monday appointed beside it'],
    ['WLS', '2026-12-26', true, 'Wales: Sch 1 para 1, as England'],
    ['NIR', '2026-12-26', true, 'Northern Ireland: Sch 1 para 3'],
    ['SCT', '2026-12-26', false, 'Scotland: Boxing Day is proclaimed only, and 2026 proclaims the Monday'],
    ['SCT', '2026-12-28', true, 'the Monday'],
    ['SCT', '2027-01-02', true, '2 January on a Saturday: Sch 1 para 2, still a bank holiday'],
    ['SCT', '2027-01-04', true, 'and the Monday appointed beside it'],
    ['ENG', '2021-12-26', false, 'Boxing Day on a Sunday: Sch 1 gives 27 December instead'],
    ['ENG', '2021-12-27', true, '27 December, Sch 1 para 1'],
    ['ENG', '2026-04-03', true, 'Good Friday'],
    ['NIR', '2026-07-12', false, 'Sunday 12 July, substituted by Monday 13'],
    ['NIR', '2026-07-13', true, 'the substitute'],
    ['SCT', '2025-11-30', false, "St Andrew's Day on a Sunday, substituted by Monday 1 December"],
    ['SCT', '2025-12-01', true, 'the substitute'],
  ])('%s %s excluded = %s (%s)', (nation, date, expected) => {
    expect(reckoning(nation, Number(date.slice(0, 4))).has(date)).toBe(expected);
  });
});
