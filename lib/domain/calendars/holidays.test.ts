import { describe, expect, it } from 'vitest';
import { parseDate } from './dates';
import { dayRange, fullDayHolidays, isSatSun, lazySource } from './holidays';

describe('fullDayHolidays (date-holidays adapter)', () => {
  it('expands a multi-day holiday into its days (UAE Eid al-Fitr 2026, 1–3 Shawwal)', () => {
    const days = fullDayHolidays(lazySource('AE')(), 2026, ['public']).filter((h) =>
      h.name.includes('Eid al-Fitr'),
    );
    expect(days.map((h) => h.date)).toEqual(['2026-03-20', '2026-03-21', '2026-03-22']);
  });

  it('drops part-day holidays: QLD Christmas Eve starts at 6 pm', () => {
    const dates = fullDayHolidays(lazySource('AU', 'QLD')(), 2026, ['public']).map((h) => h.date);
    expect(dates).not.toContain('2026-12-24');
    expect(dates).toContain('2026-12-25');
  });

  it('keeps only the types asked for: the NSW August bank holiday is "bank", not "public"', () => {
    const nsw = lazySource('AU', 'NSW')();
    expect(fullDayHolidays(nsw, 2026, ['public']).map((h) => h.date)).not.toContain('2026-08-03');
    expect(fullDayHolidays(nsw, 2026, ['bank']).map((h) => h.date)).toEqual(['2026-08-03']);
  });

  it('marks substitute days', () => {
    const anzac = fullDayHolidays(lazySource('NZ')(), 2026, ['public']).filter((h) =>
      h.name.startsWith('ANZAC'),
    );
    expect(anzac).toEqual([
      { date: '2026-04-25', name: 'ANZAC Day', substitute: false },
      { date: '2026-04-27', name: 'ANZAC Day (substitute day)', substitute: true },
    ]);
  });

  it('lazySource builds once and applies the customisation once', () => {
    let calls = 0;
    const source = lazySource('NZ', undefined, () => calls++);
    expect(source()).toBe(source());
    expect(calls).toBe(1);
  });
});

describe('helpers', () => {
  it('dayRange lists every day inclusive', () => {
    expect(dayRange(2026, '12-27', '12-31')).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
  });

  it.each([
    ['2026-12-19', true],
    ['2026-12-20', true],
    ['2026-12-18', false],
    ['2026-12-21', false],
  ])('isSatSun(%s) = %s', (date, expected) => {
    expect(isSatSun(parseDate(date))).toBe(expected);
  });
});
