// The premise of earliest-schedule-due.ts, checked: a claim's payment-schedule date is monotone
// non-decreasing in each of its dates, for every calendar the engine has (working-days.ts
// JURISDICTIONS, and none: a contract without its state or nation), with and without the
// contract's payment terms, served or not; and so the bounds, when they meet, give exactly the
// earliest date the claims' own screens show.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './calendars/dates';
import type { DeadlineClaim } from './deadline-claim';
import { CONTRACT_TIERS, type ContractTier } from './statutory-deadlines';
import {
  earliestScheduleDue,
  rememberingScheduleDue,
  scheduleDue,
  type WaitingSummary,
} from './earliest-schedule-due';
import { JURISDICTIONS, type Jurisdiction } from './working-days';

const FIELDS = ['servedOn', 'claimTo', 'claimDue', 'certDue', 'paymentDue'] as const;
type Field = (typeof FIELDS)[number];
type Dates = Record<Field, number>;

const CALENDARS: (Jurisdiction | null)[] = [...JURISDICTIONS, null];
const CASES = CALENDARS.flatMap((calendar) =>
  [true, false].map(
    (terms) => [calendar ?? 'no calendar', terms ? 'with terms' : 'without terms', calendar, terms] as const,
  ),
);

/** A claim as deadlineClaim makes one: until served, its served day is its claim due date. */
function claimOf(
  d: Dates,
  served: boolean,
  contractSetsTerms: boolean,
  contractTier: ContractTier = 'subcontract',
): DeadlineClaim {
  return {
    servedOn: formatDate(served ? d.servedOn : d.claimDue),
    served,
    claimTo: formatDate(d.claimTo),
    claimDue: formatDate(d.claimDue),
    certDue: formatDate(d.certDue),
    paymentDue: formatDate(d.paymentDue),
    contractSetsTerms,
    contractTier,
  };
}

// Every supported year but the edges (a statutory count from late 2099 runs out of them), so that
// each calendar's holidays, shutdowns and weekend changes (the UAE's in 2022) are met.
const FIRST = parseDate('1971-01-01');
const LAST = parseDate('2098-12-31');
/** Dates near one another (where the engine's branches cross), from `base` days. */
const near = (base: fc.Arbitrary<number>): fc.Arbitrary<Dates> =>
  fc
    .record({ base, offsets: fc.tuple(...FIELDS.map(() => fc.integer({ min: -60, max: 120 }))) })
    .map(({ base, offsets }) => Object.fromEntries(FIELDS.map((f, i) => [f, base + offsets[i]!])) as Dates);
/** A claim's dates near one another or anywhere in the years. */
const dates: fc.Arbitrary<Dates> = fc.oneof(
  near(fc.integer({ min: FIRST + 60, max: LAST - 120 })),
  fc
    .tuple(...FIELDS.map(() => fc.integer({ min: FIRST, max: LAST })))
    .map((days) => Object.fromEntries(FIELDS.map((f, i) => [f, days[i]!])) as Dates),
);
/** A contract's claims' dates: near one another, within a few years (the years are the test above's). */
const recent = near(fc.integer({ min: parseDate('2025-01-01'), max: parseDate('2028-12-31') }));
/** A later date: a day or three (a weekend, a holiday) or anything up to a year. */
const later = fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 366 }));

/** Head contract or subcontract (statutory-deadlines.ts): AU payment dates differ by it. */
const tiers = fc.constantFrom(...CONTRACT_TIERS);

describe('a claim’s payment-schedule date is monotone in each of its dates', () => {
  it.each(CASES)('%s, %s', (_c, _t, calendar, terms) => {
    fc.assert(
      fc.property(
        dates,
        fc.constantFrom(...FIELDS),
        later,
        fc.boolean(),
        tiers,
        (d, field, by, served, tier) => {
          const moved = { ...d, [field]: Math.min(d[field] + by, LAST) };
          const before = scheduleDue(calendar, claimOf(d, served, terms, tier));
          const after = scheduleDue(calendar, claimOf(moved, served, terms, tier));
          expect(after >= before, `${field} ${formatDate(d[field])} → ${formatDate(moved[field])}`).toBe(
            true,
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  // Day by day through two years (every holiday, shutdown and weekend of them), each date in
  // turn with the others fixed within them: no step goes back.
  it.each(CASES)('%s, %s: day by day, 2026–2027', (_c, _t, calendar, terms) => {
    const start = parseDate('2026-01-01');
    for (const field of FIELDS) {
      let previous = '';
      for (let day = start; day < parseDate('2028-01-01'); day++) {
        const d: Dates = { servedOn: day, claimTo: day, claimDue: day, certDue: day, paymentDue: day };
        // The others fixed a month in (the cap and the Scheme's later-of meet there and cross).
        for (const other of FIELDS) if (other !== field) d[other] = start + 350 + (other.length % 3) * 9;
        const due = scheduleDue(calendar, claimOf(d, true, terms));
        expect(due >= previous, `${field} = ${formatDate(day)}`).toBe(true);
        previous = due;
      }
    }
  });
});

/** What the database sums up (next-schedule-due.ts): each date's least, and the first claim by each. */
function summaryOf(claims: DeadlineClaim[]): WaitingSummary {
  const least = (f: 'servedOn' | 'claimTo' | 'claimDue' | 'certDue' | 'paymentDue') =>
    claims.map((c) => c[f]).reduce((a, b) => (b < a ? b : a));
  const firstBy = (f: 'servedOn' | 'claimTo' | 'certDue' | 'paymentDue') =>
    claims.reduce((a, b) => (b[f] < a[f] ? b : a));
  return {
    least: {
      servedOn: least('servedOn'),
      claimTo: least('claimTo'),
      claimDue: least('claimDue'),
      certDue: least('certDue'),
      paymentDue: least('paymentDue'),
    },
    picks: [firstBy('servedOn'), firstBy('claimTo'), firstBy('certDue'), firstBy('paymentDue')],
  };
}

/** Dates that do not matter to a case: 12 March 2027 each. */
const twelfth: Dates = Object.fromEntries(FIELDS.map((f) => [f, parseDate('2027-03-12')])) as Dates;

/** The contract as the bounds read it (the tier changes only AU payment dates, not the schedule's). */
const contractOf = (contractSetsTerms: boolean) => ({
  contractSetsTerms,
  contractTier: 'subcontract' as const,
});

const earliestOneByOne = (calendar: Jurisdiction | null, claims: DeadlineClaim[]) =>
  claims.map((c) => scheduleDue(calendar, c)).reduce((a, b) => (b < a ? b : a));

describe('the bounds', () => {
  const waiting = (terms: boolean) =>
    fc.array(
      fc.record({ d: recent, served: fc.boolean() }).map(({ d, served }) => claimOf(d, served, terms)),
      { minLength: 1, maxLength: 8 },
    );

  it.each(CASES)(
    '%s, %s: when they meet, they are the earliest claim by claim',
    (_c, _t, calendar, terms) => {
      const alwaysMeet = !(calendar?.startsWith('GB-') && !terms);
      fc.assert(
        fc.property(waiting(terms), (claims) => {
          const due = earliestScheduleDue(calendar, contractOf(terms), summaryOf(claims));
          // Wherever the date is one date or the earlier of two, they meet whatever the claims' order.
          if (alwaysMeet) expect(due).not.toBeNull();
          if (due !== null) expect(due).toBe(earliestOneByOne(calendar, claims));
          // Remembering the engine's answers (one list's) changes none.
          const remembering = rememberingScheduleDue();
          expect(earliestScheduleDue(calendar, contractOf(terms), summaryOf(claims), remembering)).toBe(due);
          for (const c of claims) expect(remembering(calendar, c)).toBe(scheduleDue(calendar, c));
        }),
        { numRuns: 200 },
      );
    },
  );

  it.each(CASES)('%s, %s: claims served in order meet', (_c, _t, calendar, terms) => {
    fc.assert(
      fc.property(
        recent,
        fc.array(fc.tuple(...FIELDS.map(() => fc.integer({ min: 0, max: 40 }))), { maxLength: 6 }),
        (first, steps) => {
          // Each claim's dates no earlier than the one before's.
          const claims = [first];
          for (const step of steps) {
            const last = claims.at(-1)!;
            claims.push(
              Object.fromEntries(FIELDS.map((f, i) => [f, Math.min(last[f] + step[i]!, LAST)])) as Dates,
            );
          }
          const served = claims.map((d) => claimOf(d, true, terms));
          expect(earliestScheduleDue(calendar, contractOf(terms), summaryOf([...served].reverse()))).toBe(
            scheduleDue(calendar, served[0]!),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('UK without terms, out of order: the bounds part, and the caller works out each claim', () => {
    // The Scheme's due date is the later of 7 days after the period and service (para 4). January's
    // claim served late (20 Mar: due 20 Mar, notice 25 Mar), February's first (1 Mar; 7 days after
    // 28 Feb is 7 Mar: notice 12 Mar). The least dates (31 Jan, 1 Mar) give 1 Mar and 6 Mar: a bound
    // below the earliest, 12 Mar, which only each claim's own date gives.
    const served = (servedOn: string, claimTo: string) =>
      claimOf({ ...twelfth, servedOn: parseDate(servedOn), claimTo: parseDate(claimTo) }, true, false);
    const jan = served('2027-03-20', '2027-01-31');
    const feb = served('2027-03-01', '2027-02-28');
    expect(scheduleDue('GB-ENG', jan)).toBe('2027-03-25');
    expect(scheduleDue('GB-ENG', feb)).toBe('2027-03-12');
    expect(earliestScheduleDue('GB-ENG', contractOf(false), summaryOf([jan, feb]))).toBeNull();
    // In order (January's served first), they meet.
    const janFirst = served('2027-02-20', '2027-01-31');
    expect(earliestScheduleDue('GB-ENG', contractOf(false), summaryOf([feb, janFirst]))).toBe('2027-02-25');
  });

  it('no claims: nothing to bound', () => {
    const { least } = summaryOf([claimOf(twelfth, true, true)]);
    expect(earliestScheduleDue('NZ', contractOf(true), { least, picks: [] })).toBeNull();
  });
});
