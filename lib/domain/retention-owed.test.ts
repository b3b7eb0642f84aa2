// The payee's view of its retention (issue 31 item 6): figures as the payer's latest statement
// states them, or from the payee's own position; since when; overdue past a release day.
import { describe, expect, it } from 'vitest';
import type { StatementContent } from './retention-statements';
import { overdueHeld, ownOwed, RELEASE_LABELS, statedOwed, statedSince } from './retention-owed';

const RELEASES = [
  { label: RELEASE_LABELS.pcd, on: '2027-03-01', shareBps: 5000 },
  { label: RELEASE_LABELS.dlp, on: '2028-03-01', shareBps: 5000 },
];

function statement(s: {
  kind?: StatementContent['kind'];
  from: string | null;
  to: string;
  opening: number;
  movements: { on: string; what: string; amount: number }[];
  closing: number;
  withheld?: number;
  released?: number;
  used?: number;
}): StatementContent {
  return {
    kind: s.kind ?? 'transaction',
    madeOn: s.to,
    payer: 'Harbour Build Ltd',
    payee: 'Kauri Interiors Ltd',
    contract: 'Fit-out',
    currency: 'NZD',
    period: { from: s.from, to: s.to },
    figures: {
      opening: s.opening,
      movements: s.movements,
      closing: s.closing,
      withheld: s.withheld ?? s.closing,
      released: s.released ?? 0,
      used: s.used ?? 0,
    },
    heldIn: 'Harbour Build Ltd Retention Trust Account (ANZ)',
    releases: RELEASES,
  };
}

// Certificate 1 withheld $1,000.00 on 14 October (before any statement); certificate 2 withheld
// $500.00 on 17 November, reported that day; a notice of intended use on 18 November, whose figures
// run from the ledger's start.
const REPORT = statement({
  from: '2026-11-17',
  to: '2026-11-17',
  opening: 1000_00,
  movements: [{ on: '2026-11-17', what: 'Withheld by certificate 2', amount: 500_00 }],
  closing: 1500_00,
});
const NOTICE = statement({
  kind: 'use_notice',
  from: '2026-11-18',
  to: '2026-11-18',
  opening: 0,
  movements: [
    { on: '2026-10-14', what: 'Withheld by certificate 1', amount: 1000_00 },
    { on: '2026-11-17', what: 'Withheld by certificate 2', amount: 500_00 },
  ],
  closing: 1500_00,
});

describe('statedSince', () => {
  it('is unknown from a report that opens with money already held', () => {
    expect(statedSince([REPORT])).toBeNull();
  });
  it('is the first withholding of a statement that opens with nothing held', () => {
    expect(statedSince([REPORT, NOTICE])).toBe('2026-10-14');
  });
});

describe('statedOwed', () => {
  it('states the latest statement’s figures and where the money is held', () => {
    expect(statedOwed([REPORT], '2026-11-20', '2026-10-14')).toEqual({
      held: 1500_00,
      withheld: 1500_00,
      released: 0,
      used: 0,
      heldIn: 'Harbour Build Ltd Retention Trust Account (ANZ)',
      // The report does not say: the payee's first retaining certificate does.
      heldSince: '2026-10-14',
      releases: RELEASES.map((r) => ({ ...r, due: null })),
      overdue: 0,
    });
  });
  it('takes the start of the holding from the statements when one shows it', () => {
    expect(statedOwed([REPORT, NOTICE], '2026-11-20', '2026-10-20')?.heldSince).toBe('2026-10-14');
  });
  it('is null without a statement; nothing held has no "since"', () => {
    expect(statedOwed([], '2026-11-20', null)).toBeNull();
    const paidOut = statement({
      from: '2027-04-01',
      to: '2027-04-01',
      opening: 1500_00,
      movements: [{ on: '2027-04-01', what: 'Released', amount: -1500_00 }],
      closing: 0,
      withheld: 1500_00,
      released: 1500_00,
    });
    expect(statedOwed([REPORT, paidOut], '2027-04-02', '2026-10-14')).toMatchObject({
      held: 0,
      heldSince: null,
      overdue: 0,
    });
  });
});

describe('overdueHeld', () => {
  const base = { held: 1500_00, withheld: 1500_00, released: 0, releases: RELEASES };
  it.each([
    ['on the practical completion day itself: not yet overdue', '2027-03-01', 0],
    ['the day after: its half is overdue', '2027-03-02', 750_00],
    ['after the defects period: all of it', '2028-03-02', 1500_00],
  ])('%s', (_, today, overdue) => {
    expect(overdueHeld({ ...base, today })).toBe(overdue);
  });
  it('counts what was released against the release due; money used comes off what is held', () => {
    // $1,500.00 withheld, $400.00 released: $350.00 of the PC half still due. $200.00 used as well
    // leaves $900.00 held: still $350.00 due.
    const afterPc = { ...base, released: 400_00, today: '2027-03-02' };
    expect(overdueHeld({ ...afterPc, held: 1100_00 })).toBe(350_00);
    expect(overdueHeld({ ...afterPc, held: 900_00 })).toBe(350_00);
    // After the defects period, all that is held, and no more.
    expect(overdueHeld({ ...afterPc, held: 900_00, today: '2028-03-02' })).toBe(900_00);
  });
  it('is nothing while no release day is known', () => {
    const unknown = RELEASES.map((r) => ({ ...r, on: null }));
    expect(overdueHeld({ ...base, releases: unknown, today: '2030-01-01' })).toBe(0);
  });
});

describe('ownOwed', () => {
  const position = {
    retained: 4000_00,
    pcdReleased: 0,
    dlpReleased: 0,
    held: 4000_00,
    pcdDate: '2027-03-01',
    pcdDue: 2000_00,
    dlpEnd: '2028-02-29',
    dlpDue: 2000_00,
  };
  it('gives retained less released, each release with what is still to come, nowhere stated', () => {
    expect(ownOwed(position, { pcdBps: 5000, dlpBps: 5000 }, '2026-12-01', '2026-11-05')).toEqual({
      held: 4000_00,
      withheld: 4000_00,
      released: 0,
      used: null,
      heldIn: null,
      heldSince: '2026-11-05',
      releases: [
        { label: RELEASE_LABELS.pcd, on: '2027-03-01', shareBps: 5000, due: 2000_00 },
        { label: RELEASE_LABELS.dlp, on: '2028-02-29', shareBps: 5000, due: 2000_00 },
      ],
      overdue: 0,
    });
  });
  it('is overdue by what was due on a release day passed; a release of no share is left out', () => {
    const owed = ownOwed(position, { pcdBps: 10_000, dlpBps: 0 }, '2027-03-02', null);
    expect(owed.releases).toHaveLength(1);
    expect(owed.overdue).toBe(2000_00);
  });
});
