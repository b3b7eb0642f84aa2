import { describe, expect, it } from 'vitest';
import { auCalendar, type AuState } from './au';

const closed = (state: AuState, year: number) => new Set(auCalendar(state).closures(year));

describe('Australian SOP business-day closures', () => {
  it.each<[AuState, string, boolean, string]>([
    ['NSW', '2026-12-24', false, 'NSW shutdown is 27–31 Dec only (SOP Act 1999 s4)'],
    ['NSW', '2026-12-27', true, 'shutdown'],
    ['NSW', '2026-12-31', true, 'shutdown'],
    ['NSW', '2027-01-04', false, 'no January shutdown in NSW'],
    ['NSW', '2026-08-03', false, 'NSW Bank Holiday binds banks only'],
    ['NSW', '2026-10-05', true, 'NSW Labour Day'],
    ['QLD', '2026-12-22', true, 'BIF Act Sch 2: 22–24 Dec'],
    ['QLD', '2026-12-24', true, 'BIF Act Sch 2'],
    ['QLD', '2027-01-02', true, 'BIF Act Sch 2: 2–10 Jan'],
    ['QLD', '2027-01-10', true, 'BIF Act Sch 2'],
    ['QLD', '2027-01-11', false, 'first business day of 2027'],
    ['QLD', '2026-05-04', true, 'QLD Labour Day'],
    ['VIC', '2026-01-05', false, 'the 2025 amendments were not yet in force in January 2026'],
    ['VIC', '2025-12-29', false, 'no shutdown in December 2025'],
    ['VIC', '2026-12-22', true, 'shutdown from December 2026 (in force 15 April 2026)'],
    ['VIC', '2027-01-08', true, 'shutdown runs to 10 January'],
    ['VIC', '2026-11-03', true, 'Melbourne Cup (statewide in the dataset)'],
    ['SA', '2026-12-24', false, 'Christmas Eve is a part-day holiday from 7 pm'],
    ['SA', '2026-12-28', true, 'Proclamation Day substitute and shutdown'],
    ['SA', '2026-12-30', true, 'shutdown'],
    ['ACT', '2026-12-30', true, 'shutdown'],
    ['ACT', '2026-06-01', true, 'Reconciliation Day'],
    ['TAS', '2026-12-30', true, 'shutdown'],
    ['TAS', '2026-04-07', false, 'Easter Tuesday is optional (award-based), not a public holiday'],
    ['WA', '2026-12-29', false, 'no WA shutdown modelled (unverified)'],
    ['WA', '2026-09-28', true, "WA King's Birthday"],
    ['NT', '2026-12-29', false, 'no NT shutdown modelled (unverified)'],
    ['NT', '2026-08-03', true, 'NT Picnic Day'],
  ])('%s %s closed = %s (%s)', (state, date, expected) => {
    expect(closed(state, Number(date.slice(0, 4))).has(date)).toBe(expected);
  });
});
