import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './calendars/dates';
import {
  addReckoningDays,
  addWorkingDays,
  isWorkingDay,
  JURISDICTIONS,
  jurisdictionFor,
  jurisdictionOrNull,
  subtractWorkingDays,
  workingDaysBetween,
  type GbJurisdiction,
  type Jurisdiction,
} from './working-days';

describe('addWorkingDays', () => {
  it.each<[string, number, Jurisdiction, string, string]>([
    // NZ — Construction Contracts Act 2002 s5.
    [
      '2026-12-18',
      20,
      'NZ',
      '2027-01-28',
      'served Fri 18 Dec: 21, 22, 23 Dec = 3; closed 24 Dec–5 Jan; 6, 7, 8 Jan = 6; 11–15 = 11; 18–22 = 16; ' +
        '25, 26, 27, 28 Jan = 20 (anniversary days count)',
    ],
    ['2026-12-22', 1, 'NZ', '2026-12-23', 'the last working day before the closure'],
    ['2026-12-22', 2, 'NZ', '2027-01-06', '23 Dec = 1, then closed to 5 Jan, 6 Jan = 2'],
    [
      '2026-04-02',
      3,
      'NZ',
      '2026-04-09',
      'Good Friday 3 Apr, weekend, Easter Monday 6 Apr closed; 7, 8, 9 Apr',
    ],
    ['2026-07-08', 3, 'NZ', '2026-07-14', 'Thu 9 Jul = 1, Matariki Fri 10 Jul closed, 13 = 2, 14 = 3'],
    ['2026-04-24', 1, 'NZ', '2026-04-28', 'Anzac Day Sat 25 Apr is Mondayised: Mon 27 closed, Tue 28'],
    ['2027-02-05', 1, 'NZ', '2027-02-09', 'Waitangi Day Sat 6 Feb 2027 is Mondayised: Mon 8 closed, Tue 9'],
    ['2026-02-05', 1, 'NZ', '2026-02-09', 'Waitangi Day Fri 6 Feb, weekend, Mon 9'],
    ['2026-10-23', 1, 'NZ', '2026-10-27', 'Labour Day Mon 26 Oct closed'],
    ['2026-01-23', 1, 'NZ', '2026-01-26', 'Auckland Anniversary Mon 26 Jan is a working day under s5'],
    ['2026-06-01', 0, 'NZ', '2026-06-01', 'n = 0 returns the date itself, even a holiday'],
    // AU — SOP "business days".
    [
      '2025-12-18',
      10,
      'AU-NSW',
      '2026-01-09',
      'workingdaycalculator.com.au NSW SOPA example: 18 Dec 2025 → 9 Jan 2026',
    ],
    ['2025-12-18', 10, 'AU-VIC', '2026-01-06', 'same source: Victoria had no shutdown, so 6 Jan 2026'],
    [
      '2026-12-18',
      10,
      'AU-VIC',
      '2027-01-21',
      'Vic shutdown 22 Dec–10 Jan in force: 21 Dec = 1; 11–15 Jan = 6; 18–21 Jan = 10',
    ],
    [
      '2021-12-21',
      10,
      'AU-QLD',
      '2022-01-24',
      'Master Builders Qld: claim 21 Dec 2021, 10 business days → 24 Jan 2022',
    ],
    [
      '2021-12-21',
      15,
      'AU-QLD',
      '2022-02-01',
      'same source: 15 business days → 1 Feb 2022 (Australia Day 26 Jan)',
    ],
    ['2024-12-20', 1, 'AU-QLD', '2025-01-13', 'QBCC: first business day of 2025 is Mon 13 January'],
    [
      '2024-08-31',
      15,
      'AU-WA',
      '2024-09-20',
      'Martinus Rail v CBH [2025] WASC 373: schedule due 20 Sep 2024',
    ],
    ['2026-07-31', 1, 'AU-NSW', '2026-08-03', 'the NSW Bank Holiday (Mon 3 Aug) is a business day'],
    [
      '2026-12-24',
      1,
      'AU-NSW',
      '2027-01-04',
      '25, 26 Dec holidays, 28 Dec substitute, 27–31 shutdown, 1 Jan, weekend',
    ],
    // GB — weekends, the nation's bank holidays, Christmas Day and Good Friday.
    ['2026-11-27', 1, 'GB-SCT', '2026-12-01', "St Andrew's Day Mon 30 Nov closed in Scotland"],
    ['2026-11-27', 1, 'GB-ENG', '2026-11-30', 'but not in England'],
    ['2027-07-09', 1, 'GB-NIR', '2027-07-13', 'Battle of the Boyne Mon 12 Jul closed in Northern Ireland'],
    ['2027-07-09', 1, 'GB-WLS', '2027-07-12', 'but not in Wales'],
    ['2026-04-02', 1, 'GB-ENG', '2026-04-07', 'Good Friday and Easter Monday closed in England'],
    ['2026-04-02', 1, 'GB-SCT', '2026-04-06', 'Easter Monday is a working day in Scotland'],
    // Gulf weekends.
    ['2026-12-18', 1, 'AE', '2026-12-21', 'UAE weekend is Sat–Sun since 2022'],
    [
      '2026-11-27',
      2,
      'AE',
      '2026-12-04',
      'Mon 30 Nov = 1; 1 Dec Commemoration, 2–3 Dec National Day; Fri 4 Dec = 2',
    ],
    ['2026-12-17', 1, 'SA', '2026-12-20', 'Saudi weekend is Fri–Sat: Sunday is a working day'],
    ['2026-03-18', 1, 'SA', '2026-03-23', 'Eid al-Fitr 19–22 Mar 2026 (predicted)'],
  ])('%s + %i in %s → %s (%s)', (date, n, jurisdiction, expected) => {
    expect(addWorkingDays(date, n, jurisdiction)).toBe(expected);
  });

  it.each([-1, 1.5, Number.NaN])('rejects the count %s', (n) => {
    expect(() => addWorkingDays('2026-01-06', n, 'NZ')).toThrow(RangeError);
  });

  it('rejects an invalid date', () => {
    expect(() => addWorkingDays('2026-02-30', 1, 'NZ')).toThrow(/yyyy-MM-dd/);
  });

  it('throws rather than run past 2099', () => {
    expect(() => addWorkingDays('2099-12-30', 5, 'NZ')).toThrow(/1970–2099/);
  });

  // Speed is the bench's business (npm run bench), not a timed assertion here: on a loaded machine
  // a wall-clock limit fails for reasons that have nothing to do with the code.
  it('spans decades: 10,000 working days on, counted back, is 10,000 working days', () => {
    const end = addWorkingDays('2000-01-04', 10_000, 'AU-QLD');
    expect(isWorkingDay(end, 'AU-QLD')).toBe(true);
    expect(workingDaysBetween('2000-01-04', end, 'AU-QLD')).toBe(10_000);
  });
});

describe('subtractWorkingDays', () => {
  it.each<[string, number, Jurisdiction, string, string]>([
    ['2026-12-31', 1, 'NZ', '2026-12-23', '24–31 Dec closed'],
    ['2027-01-06', 1, 'NZ', '2026-12-23', 'back over the whole closure'],
    ['2026-02-02', 1, 'GB-ENG', '2026-01-30', 'over a weekend'],
    ['2026-05-05', 0, 'GB-ENG', '2026-05-05', 'n = 0'],
  ])('%s − %i in %s → %s (%s)', (date, n, jurisdiction, expected) => {
    expect(subtractWorkingDays(date, n, jurisdiction)).toBe(expected);
  });
});

describe('workingDaysBetween', () => {
  it.each<[string, string, Jurisdiction, number, string]>([
    ['2026-12-18', '2027-01-28', 'NZ', 20, 'the worked example'],
    ['2027-01-28', '2026-12-18', 'NZ', -20, 'signed: overdue by 20'],
    ['2026-12-18', '2026-12-18', 'NZ', 0, 'same day'],
    ['2026-12-23', '2027-01-05', 'NZ', 0, 'nothing open inside the closure'],
    [
      '2024-08-31',
      '2024-09-24',
      'AU-WA',
      16,
      "Martinus Rail: CBH's schedule was given on the 16th business day",
    ],
  ])('%s → %s in %s = %i (%s)', (from, to, jurisdiction, expected) => {
    expect(workingDaysBetween(from, to, jurisdiction)).toBe(expected);
  });

  it('names the bad argument', () => {
    expect(() => workingDaysBetween('2026-12-18', 'soon', 'NZ')).toThrow(/^to /);
  });
});

describe('isWorkingDay', () => {
  it.each<[string, Jurisdiction, boolean]>([
    ['2026-12-23', 'NZ', true],
    ['2026-12-24', 'NZ', false],
    ['2026-12-19', 'NZ', false],
    ['2026-12-24', 'AU-NSW', true],
    ['2026-12-24', 'AU-QLD', false],
    ['2026-12-18', 'SA', false],
    ['2026-12-20', 'SA', true],
    ['1970-01-01', 'NZ', false], // the first supported day, inside the closure
  ])('%s in %s = %s', (date, jurisdiction, expected) => {
    expect(isWorkingDay(date, jurisdiction)).toBe(expected);
  });
});

describe('addReckoningDays (HGCRA 1996 s116)', () => {
  it.each<[string, number, GbJurisdiction, string, string]>([
    ['2026-05-18', 5, 'GB-ENG', '2026-05-23', 'weekends count: 19, 20, 21, 22, Sat 23'],
    [
      '2026-04-01',
      5,
      'GB-ENG',
      '2026-04-08',
      '2 = 1; Good Friday out; 4, 5 = 3; Easter Monday out; 7, 8 = 5',
    ],
    ['2026-04-01', 5, 'GB-SCT', '2026-04-07', 'Easter Monday is not a Scottish bank holiday: 2, 4, 5, 6, 7'],
    [
      '2026-12-17',
      17,
      'GB-ENG',
      '2027-01-07',
      '18–24 Dec = 7; 25 and Sat 26 out (BFDA 1971 Sch 1 para 1); 27 = 8; Mon 28 out (s1(3)); 29–31 = 11; 1 Jan out; 2–7 = 17',
    ],
    [
      '2026-12-17',
      17,
      'GB-SCT',
      '2027-01-08',
      '18–24 Dec = 7; 25 out; Sat 26 = 8 (not a Scottish bank holiday); 27 = 9; 28 out; 29–31 = 12; 1 Jan and Sat 2 Jan out (Sch 1 para 2); 3 = 13; 4 out; 5–8 = 17',
    ],
    ['2026-06-01', 0, 'GB-NIR', '2026-06-01', 'n = 0'],
  ])('%s + %i in %s → %s (%s)', (date, n, jurisdiction, expected) => {
    expect(addReckoningDays(date, n, jurisdiction)).toBe(expected);
  });

  it('rejects a negative count', () => {
    expect(() => addReckoningDays('2026-06-01', -7, 'GB-ENG')).toThrow(RangeError);
  });
});

describe('jurisdictionOrNull', () => {
  it('gives the calendar, or null while an AU or UK contract has no state or nation', () => {
    expect(jurisdictionOrNull('AU', 'nsw')).toBe('AU-NSW');
    expect(jurisdictionOrNull('NZ', null)).toBe('NZ');
    expect(jurisdictionOrNull('AU', null)).toBeNull();
    expect(jurisdictionOrNull('GB', 'XX')).toBeNull();
  });
});

describe('jurisdictionFor', () => {
  it.each<[Parameters<typeof jurisdictionFor>, Jurisdiction]>([
    [['NZ'], 'NZ'],
    [['NZ', 'AUK'], 'NZ'],
    [['AE'], 'AE'],
    [['SA'], 'SA'],
    [['AU', 'NSW'], 'AU-NSW'],
    [['AU', ' qld '], 'AU-QLD'],
    [['AU', 'Victoria'], 'AU-VIC'],
    [['AU', 'SA'], 'AU-SA'],
    [['AU', 'AU-ACT'], 'AU-ACT'],
    [['AU', 'northern territory'], 'AU-NT'],
    [['GB', 'SCT'], 'GB-SCT'],
    [['GB', 'Northern Ireland'], 'GB-NIR'],
    [['GB', 'gb-wls'], 'GB-WLS'],
    [['GB', 'England'], 'GB-ENG'],
  ])('%j → %s', (args, expected) => {
    expect(jurisdictionFor(...args)).toBe(expected);
  });

  it.each<Parameters<typeof jurisdictionFor>>([['AU'], ['AU', 'Sydney'], ['GB'], ['GB', 'UK']])(
    'refuses to guess for %j',
    (...args) => {
      expect(() => jurisdictionFor(...args)).toThrow(RangeError);
    },
  );

  it('lists all fifteen jurisdictions', () => {
    expect(JURISDICTIONS).toHaveLength(15);
  });
});

describe('properties', () => {
  const dates = fc.integer({ min: parseDate('2000-01-01'), max: parseDate('2060-12-31') }).map(formatDate);
  const jurisdictions = fc.constantFrom(...JURISDICTIONS);
  const counts = fc.integer({ min: 0, max: 300 });

  it('a working-day result is a working day, and workingDaysBetween inverts it', () => {
    fc.assert(
      fc.property(dates, counts, jurisdictions, (date, n, j) => {
        const due = addWorkingDays(date, n, j);
        if (n > 0) expect(isWorkingDay(due, j)).toBe(true);
        expect(workingDaysBetween(date, due, j)).toBe(n);
        expect(workingDaysBetween(due, date, j)).toBe(0 - n);
      }),
    );
  });

  it('addWorkingDays is strictly increasing in n', () => {
    fc.assert(
      fc.property(dates, counts, jurisdictions, (date, n, j) => {
        expect(addWorkingDays(date, n + 1, j) > addWorkingDays(date, n, j)).toBe(true);
      }),
    );
  });

  it('subtractWorkingDays lands on a working day with exactly n working days from it up to the date', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 1, max: 300 }), jurisdictions, (date, n, j) => {
        const start = subtractWorkingDays(date, n, j);
        expect(isWorkingDay(start, j)).toBe(true);
        // workingDaysBetween counts (start, date]; the n days run over [start, date).
        expect(workingDaysBetween(start, date, j)).toBe(n - 1 + (isWorkingDay(date, j) ? 1 : 0));
      }),
    );
  });

  it('s116 reckoning never ends before n calendar days, nor on an excluded day', () => {
    const gb = fc.constantFrom<GbJurisdiction>('GB-ENG', 'GB-WLS', 'GB-SCT', 'GB-NIR');
    fc.assert(
      fc.property(dates, fc.integer({ min: 1, max: 60 }), gb, (date, n, j) => {
        const end = addReckoningDays(date, n, j);
        expect(parseDate(end) - parseDate(date)).toBeGreaterThanOrEqual(n);
        expect(addReckoningDays(end, 0, j)).toBe(end);
        expect(addReckoningDays(date, n - 1, j) < end).toBe(true);
      }),
    );
  });
});
