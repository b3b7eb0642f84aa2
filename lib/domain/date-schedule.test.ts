import { describe, expect, it } from 'vitest';
import {
  dateSchedule,
  dateScheduleMonth,
  SCHEDULE_DAYS_PER_MONTH,
  SCHEDULE_MAX_MONTHS_AHEAD,
} from './date-schedule';

describe('dateScheduleMonth', () => {
  it('this month: 31 cells, past days not selectable, NZ closure flagged', () => {
    const month = dateScheduleMonth({ today: '2026-01-15', offset: 0, jurisdiction: 'NZ' });
    expect(month.month).toBe('2026-01');
    expect(month.days).toHaveLength(SCHEDULE_DAYS_PER_MONTH);
    expect(month.days[13]).toMatchObject({ day: 14, date: '2026-01-14', selectable: false });
    expect(month.days[14]).toMatchObject({ day: 15, date: '2026-01-15', selectable: true, workingDay: true });
    expect(month.days[0]).toMatchObject({ date: '2026-01-01', weekday: 4, workingDay: false }); // closure
    expect(month.days[5]).toMatchObject({ date: '2026-01-06', workingDay: true });
  });

  it('next month: February has placeholders for 29–31', () => {
    const month = dateScheduleMonth({ today: '2026-01-15', offset: 1, jurisdiction: 'NZ' });
    expect(month.month).toBe('2026-02');
    expect(month.days[0]).toMatchObject({
      date: '2026-02-01',
      weekday: 0,
      workingDay: false,
      selectable: true,
    });
    expect(month.days[5]).toMatchObject({ date: '2026-02-06', workingDay: false }); // Waitangi Day
    expect(month.days.slice(28)).toEqual([
      { day: 29, date: null, weekday: null, workingDay: false, selectable: false },
      { day: 30, date: null, weekday: null, workingDay: false, selectable: false },
      { day: 31, date: null, weekday: null, workingDay: false, selectable: false },
    ]);
  });

  it('a leap February has its 29th', () => {
    const month = dateScheduleMonth({ today: '2024-01-10', offset: 1, jurisdiction: 'GB-ENG' });
    expect(month.days[28]?.date).toBe('2024-02-29');
    expect(month.days[29]?.date).toBeNull();
  });

  it('two months ahead crosses the year end', () => {
    const month = dateScheduleMonth({ today: '2026-11-20', offset: 2, jurisdiction: 'AU-QLD' });
    expect(month.month).toBe('2027-01');
    expect(month.days.every((d) => d.selectable)).toBe(true);
    expect(month.days[10]).toMatchObject({ date: '2027-01-11', workingDay: true }); // after the BIF Act shutdown
  });

  it.each([-1, 3, 1.5])('offset %s is outside 0–2', (offset) => {
    expect(() => dateScheduleMonth({ today: '2026-01-15', offset, jurisdiction: 'NZ' })).toThrow(RangeError);
  });

  it('validates today', () => {
    expect(() => dateScheduleMonth({ today: '2026-01-32', offset: 0, jurisdiction: 'NZ' })).toThrow(/today/);
  });
});

describe('dateSchedule', () => {
  it('is this month and the next two', () => {
    const months = dateSchedule({ today: '2026-12-18', jurisdiction: 'AE' });
    expect(months.map((m) => [m.month, m.offset])).toEqual([
      ['2026-12', 0],
      ['2027-01', 1],
      ['2027-02', 2],
    ]);
    expect(months).toHaveLength(SCHEDULE_MAX_MONTHS_AHEAD + 1);
  });
});
