import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './calendars/dates';
import { calculateClaimDates, DEFAULT_PAYMENT_TERMS, dueDate, DUE_TERMS, type DueTerm } from './due-dates';
import { isWorkingDay, JURISDICTIONS, type Jurisdiction } from './working-days';

describe('dueDate', () => {
  // Hand counts. "→" marks a move off a non-working day (back within the claim month for claim-month
  // terms, otherwise forward).
  it.each<[string, DueTerm, number, Jurisdiction, string, string]>([
    ['2026-01-31', 'of_claim_month', 25, 'NZ', '2026-01-23', 'Sun 25 Jan → back to Fri 23'],
    ['2026-04-15', 'of_claim_month', 31, 'NZ', '2026-04-30', 'clamped to 30 April (a Thursday)'],
    [
      '2026-01-10',
      'of_claim_month',
      2,
      'NZ',
      '2026-01-06',
      '2 Jan is closed; back would leave January → forward to 6 Jan',
    ],
    ['2026-01-31', 'calendar_days_of_following_month', 15, 'NZ', '2026-02-16', 'Sun 15 Feb → Mon 16'],
    [
      '2026-01-20',
      'calendar_days_of_following_month',
      31,
      'NZ',
      '2026-03-02',
      'clamped to Sat 28 Feb → Mon 2 Mar',
    ],
    [
      '2026-11-30',
      'calendar_days_of_following_month',
      28,
      'NZ',
      '2027-01-06',
      '28 Dec in the closure → 6 Jan',
    ],
    ['2026-12-31', 'calendar_days_of_following_month', 15, 'NZ', '2027-01-15', 'Fri 15 Jan, open'],
    [
      '2026-03-31',
      'working_days_of_following_month',
      5,
      'NZ',
      '2026-04-09',
      '1, 2 Apr; Easter 3–6 Apr; 7, 8, 9',
    ],
    [
      '2026-11-30',
      'working_days_of_following_month',
      20,
      'NZ',
      '2027-01-08',
      'December has 17 (1–23 Dec less weekends), then 6, 7, 8 Jan: the count runs on',
    ],
    ['2026-06-30', 'calendar_days_after_claim_date', 20, 'NZ', '2026-07-20', 'Mon 20 Jul'],
    ['2026-06-30', 'calendar_days_after_claim_date', 10, 'NZ', '2026-07-13', 'Matariki Fri 10 Jul → Mon 13'],
    ['2026-12-18', 'working_days_after_claim_date', 20, 'NZ', '2027-01-28', 'as in the statutory example'],
    ['2026-01-31', 'last_day_of_following_month', 0, 'NZ', '2026-03-02', 'Sat 28 Feb → Mon 2 Mar'],
    ['2026-02-28', 'last_day_of_following_month', 99, 'NZ', '2026-03-31', 'days ignored; Tue 31 Mar'],
    [
      '2026-01-31',
      'calendar_days_before_claim_month_end',
      5,
      'NZ',
      '2026-01-26',
      'Mon 26 Jan (Auckland Anniversary counts)',
    ],
    [
      '2026-01-15',
      'calendar_days_before_claim_month_end',
      0,
      'NZ',
      '2026-01-30',
      'Sat 31 Jan → back to Fri 30',
    ],
    ['2026-01-31', 'working_days_before_claim_month_end', 1, 'NZ', '2026-01-30', 'month ends Sat 31; Fri 30'],
    ['2026-04-30', 'working_days_before_claim_month_end', 1, 'NZ', '2026-04-29', 'month ends Thu 30; Wed 29'],
    ['2026-12-31', 'working_days_before_claim_month_end', 1, 'NZ', '2026-12-23', 'closed from 24 Dec'],
    [
      '2026-05-31',
      'working_days_before_claim_month_end',
      0,
      'NZ',
      '2026-05-29',
      'Sun 31 May → back to Fri 29',
    ],
    [
      '2026-12-31',
      'working_days_of_following_month',
      1,
      'AU-QLD',
      '2027-01-11',
      'BIF Act shutdown to 10 Jan',
    ],
    [
      '2026-11-30',
      'calendar_days_of_following_month',
      28,
      'AU-NSW',
      '2027-01-04',
      '27–31 Dec shutdown, 1 Jan, weekend',
    ],
    [
      '2026-10-31',
      'calendar_days_of_following_month',
      30,
      'GB-SCT',
      '2026-12-01',
      "St Andrew's Day Mon 30 Nov → Tue",
    ],
    [
      '2026-10-31',
      'calendar_days_of_following_month',
      30,
      'GB-ENG',
      '2026-11-30',
      'an ordinary Monday in England',
    ],
    [
      '2026-11-30',
      'calendar_days_after_claim_date',
      1,
      'AE',
      '2026-12-04',
      '1–3 Dec holidays; Fri 4 Dec works',
    ],
    [
      '2026-11-30',
      'calendar_days_of_following_month',
      18,
      'SA',
      '2026-12-20',
      'Fri 18 Dec is the weekend → Sun 20',
    ],
  ])('%s %s %i in %s → %s (%s)', (claimDate, term, days, jurisdiction, expected) => {
    expect(dueDate({ claimDate, term, days, jurisdiction })).toBe(expected);
  });

  it.each<[DueTerm, number]>([
    ['of_claim_month', 0],
    ['of_claim_month', 32],
    ['calendar_days_of_following_month', 1.5],
    ['working_days_after_claim_date', -1],
    ['calendar_days_after_claim_date', Number.NaN],
  ])('rejects %s with %s days', (term, days) => {
    expect(() => dueDate({ claimDate: '2026-01-31', term, days, jurisdiction: 'NZ' })).toThrow(RangeError);
  });

  it('rejects a bad claim date and an unknown term', () => {
    expect(() =>
      dueDate({ claimDate: '31/01/2026', term: 'of_claim_month', days: 1, jurisdiction: 'NZ' }),
    ).toThrow(/claimDate/);
    expect(() =>
      dueDate({ claimDate: '2026-01-31', term: 'end_of_time' as DueTerm, days: 1, jurisdiction: 'NZ' }),
    ).toThrow(/unknown due term/);
  });

  it('property: every due date is a working day of its jurisdiction', () => {
    const dates = fc.integer({ min: parseDate('2000-01-01'), max: parseDate('2060-12-31') }).map(formatDate);
    fc.assert(
      fc.property(
        dates,
        fc.constantFrom(...DUE_TERMS),
        fc.integer({ min: 1, max: 31 }),
        fc.constantFrom(...JURISDICTIONS),
        (claimDate, term, days, jurisdiction) => {
          expect(isWorkingDay(dueDate({ claimDate, term, days, jurisdiction }), jurisdiction)).toBe(true);
        },
      ),
    );
  });
});

describe('calculateClaimDates', () => {
  it('spec §9 defaults, NZ claim to 31 Jan 2026', () => {
    // claim: 1 working day before Sat 31 Jan = Fri 30; cert: 15 Feb is a Sunday → Mon 16; pay: Fri 20 Feb.
    expect(calculateClaimDates({ claimTo: '2026-01-31', jurisdiction: 'NZ' })).toEqual({
      claimDue: '2026-01-30',
      certDue: '2026-02-16',
      paymentDue: '2026-02-20',
    });
  });

  it('spec §9 defaults, NZ claim to 30 Nov 2026', () => {
    // claim: Mon 30 Nov not counted, Fri 27 Nov; cert: Tue 15 Dec; pay: 20 Dec is a Sunday → Mon 21 Dec.
    expect(calculateClaimDates({ claimTo: '2026-11-30', paymentTerms: null, jurisdiction: 'NZ' })).toEqual({
      claimDue: '2026-11-27',
      certDue: '2026-12-15',
      paymentDue: '2026-12-21',
    });
  });

  it("uses the contract's pairs and the default for an incomplete pair", () => {
    const dates = calculateClaimDates({
      claimTo: '2026-01-31',
      jurisdiction: 'NZ',
      paymentTerms: {
        claim_due_term: 'of_claim_month',
        claim_due_days: 20,
        cert_due_term: 'working_days_after_claim_date',
        cert_due_days: 10,
        payment_due_term: 'calendar_days_after_claim_date',
        payment_due_days: null,
      },
    });
    // claim: Tue 20 Jan. cert: 2–6 Feb less Waitangi Fri 6 Feb = 4, 9–13 Feb = 9, Mon 16 = 10.
    // pay: the days are missing, so the default pair: 20 Feb.
    expect(dates).toEqual({ claimDue: '2026-01-20', certDue: '2026-02-16', paymentDue: '2026-02-20' });
  });

  it('last_day_of_following_month needs no days', () => {
    const dates = calculateClaimDates({
      claimTo: '2026-02-28',
      jurisdiction: 'AU-VIC',
      paymentTerms: { payment_due_term: 'last_day_of_following_month' },
    });
    expect(dates.paymentDue).toBe('2026-03-31');
  });

  it('exposes the defaults', () => {
    expect(DEFAULT_PAYMENT_TERMS).toEqual({
      claim_due_days: 1,
      claim_due_term: 'working_days_before_claim_month_end',
      cert_due_days: 15,
      cert_due_term: 'calendar_days_of_following_month',
      payment_due_days: 20,
      payment_due_term: 'calendar_days_of_following_month',
    });
  });
});
