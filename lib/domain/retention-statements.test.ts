// Statements to the payee of its retention held on trust (CCA 2002 s18FD: promptly after each
// transaction, and at least every 3 months; MBIE example formats "Transaction Report" and
// "Quarterly Statement", building.govt.nz). Figures are hand-computed in each case.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lastEndedQuarter,
  quarterOf,
  statementFigures,
  statementParagraphs,
  statementTitle,
  type LedgerLine,
  type StatementContent,
} from './retention-statements';

let n = 0;
const line = (
  kind: LedgerLine['kind'],
  amount: number,
  on: string,
  more: Partial<LedgerLine> = {},
): LedgerLine => ({
  id: `e${++n}`,
  kind,
  amount,
  on,
  reverses: null,
  ...more,
});

describe('statementFigures', () => {
  const c1 = line('withheld', 5_000_00, '2026-01-20', { certificate: 1 });
  const dep = line('deposited', 5_000_00, '2026-01-22', { reference: 'DEP-1' });
  const c2 = line('withheld', 3_250_00, '2026-02-20', { certificate: 2 });
  const rel = line('released', 1_000_00, '2026-04-10', { reference: 'early release' });
  const rev = line('reversal', 1_000_00, '2026-04-12', { reverses: rel.id });
  const use = line('used', 750_00, '2026-05-04', { reference: 'leak repair' });
  const ledger = [c1, dep, c2, rel, rev, use];

  it('the first quarter: two withholdings, the deposit left out', () => {
    expect(statementFigures(ledger, { from: '2026-01-01', to: '2026-03-31' })).toEqual({
      opening: 0,
      movements: [
        { on: '2026-01-20', what: 'Withheld by certificate 1', amount: 5_000_00 },
        { on: '2026-02-20', what: 'Withheld by certificate 2', amount: 3_250_00 },
      ],
      // 5,000.00 + 3,250.00
      closing: 8_250_00,
      withheld: 8_250_00,
      released: 0,
      used: 0,
    });
  });

  it('the second quarter: a release and its correction, then a use after notice', () => {
    expect(statementFigures(ledger, { from: '2026-04-01', to: '2026-06-30' })).toEqual({
      opening: 8_250_00,
      movements: [
        { on: '2026-04-10', what: 'Released (early release)', amount: -1_000_00 },
        { on: '2026-04-12', what: 'Correction: the release of 2026-04-10 reversed', amount: 1_000_00 },
        { on: '2026-05-04', what: 'Used to remedy defects (leak repair)', amount: -750_00 },
      ],
      // 8,250.00 − 1,000.00 + 1,000.00 − 750.00
      closing: 7_500_00,
      withheld: 8_250_00,
      released: 0,
      used: 750_00,
    });
  });

  it('a transaction report: everything to its day', () => {
    const figures = statementFigures(ledger, { from: '2026-02-20', to: '2026-02-20' });
    expect(figures).toMatchObject({ opening: 5_000_00, closing: 8_250_00 });
    expect(figures.movements).toHaveLength(1);
  });

  it('opening plus the movements is the closing, whatever the ledger (property)', () => {
    const kinds = fc.constantFrom<LedgerLine['kind']>(
      'withheld',
      'released',
      'deposited',
      'used',
      'reversal',
    );
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(kinds, fc.integer({ min: -500, max: 5_000 }), day), { maxLength: 25 }),
        day,
        day,
        (steps, a, b) => {
          const entries: LedgerLine[] = [];
          for (const [kind, amount, on] of steps) {
            // As the ledger allows: a deposit, a release or a use, reversed once, on its day or later.
            const target = entries.find(
              (e) =>
                ['deposited', 'released', 'used'].includes(e.kind) &&
                !entries.some((r) => r.reverses === e.id),
            );
            if (kind === 'reversal' && !target) continue;
            const reversal =
              kind === 'reversal' ? { reverses: target!.id, on: on < target!.on ? target!.on : on } : {};
            entries.push(line(kind, amount, on, reversal));
          }
          const [from, to] = a <= b ? [a, b] : [b, a];
          const f = statementFigures(entries, { from, to });
          expect(f.opening + f.movements.reduce((s, m) => s + m.amount, 0)).toBe(f.closing);
          expect(f.closing).toBe(f.withheld - f.released - f.used);
        },
      ),
    );
  });
});

describe('consecutive statements', () => {
  it('each quarter opens with what the one before closed on (property)', () => {
    const kinds = fc.constantFrom<LedgerLine['kind']>('withheld', 'released', 'used', 'deposited');
    const day = fc
      .integer({ min: 0, max: 364 })
      .map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(kinds, fc.integer({ min: 1, max: 5_000 }), day), { maxLength: 30 }),
        (steps) => {
          const entries = steps.map(([kind, amount, on]) => line(kind, amount, on));
          const quarters = ['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01'].map(quarterOf);
          const figures = quarters.map((q) => statementFigures(entries, q));
          for (let i = 1; i < figures.length; i++) expect(figures[i]!.opening).toBe(figures[i - 1]!.closing);
          expect(figures[0]!.opening).toBe(0);
        },
      ),
    );
  });
});

describe('quarters', () => {
  it.each([
    { day: '2026-01-01', key: '2026-Q1', from: '2026-01-01', to: '2026-03-31' },
    { day: '2026-05-31', key: '2026-Q2', from: '2026-04-01', to: '2026-06-30' },
    { day: '2026-09-30', key: '2026-Q3', from: '2026-07-01', to: '2026-09-30' },
    { day: '2028-12-31', key: '2028-Q4', from: '2028-10-01', to: '2028-12-31' },
  ])('$day is in $key', ({ day, ...quarter }) => {
    expect(quarterOf(day)).toEqual(quarter);
  });

  it.each([
    { today: '2026-01-01', key: '2025-Q4' },
    { today: '2026-04-01', key: '2026-Q1' },
    { today: '2026-11-28', key: '2026-Q3' },
  ])('on $today the last quarter ended is $key', ({ today, key }) => {
    expect(lastEndedQuarter(today).key).toBe(key);
  });
});

describe('a statement in words', () => {
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const base: StatementContent = {
    kind: 'quarterly',
    madeOn: '2027-01-01',
    payer: 'Harbour Build Ltd',
    payee: 'Kauri Interiors Ltd',
    contract: 'Fit-out',
    currency: 'NZD',
    period: { from: '2026-10-01', to: '2026-12-31' },
    figures: { opening: 100_00, movements: [], closing: 100_00, withheld: 100_00, released: 0, used: 0 },
    heldIn: null,
    releases: [{ label: 'Practical completion', on: null, shareBps: 5000 }],
  };

  it.each([
    { content: base, title: 'Retention quarterly statement' },
    {
      content: { ...base, period: { from: '2026-10-01', to: '2026-11-28' } },
      title: 'Retention statement to 2026-11-28',
    },
    { content: { ...base, kind: 'transaction' as const }, title: 'Retention transaction report' },
    { content: { ...base, kind: 'use_notice' as const }, title: 'Notice of intended use of retention money' },
  ])('$title', ({ content, title }) => {
    expect(statementTitle(content)).toBe(title);
  });

  it('a quarter with nothing moving, nowhere named and no release day yet says so', () => {
    expect(statementParagraphs(base, money)).toEqual([
      'Retention money held on trust by Harbour Build Ltd for Kauri Interiors Ltd under Fit-out, from 2026-10-01 to 2026-12-31.',
      'Held at the start: $100.00.',
      'No retention was withheld, released or used in this period.',
      'Held on trust at the end of 2026-12-31: $100.00 (withheld $100.00, released $0.00, used $0.00).',
      'Where it is held: not yet named by the payer.',
      'Practical completion: 50% of the retention, date not yet known.',
    ]);
  });

  it('a notice of intended use (CCA s18D) names the amount, the defects and the first day of use', () => {
    const notice = {
      ...base,
      kind: 'use_notice' as const,
      period: { from: '2026-11-18', to: '2026-11-18' },
      notice: { amount: 50_00, defects: 'Cracked tiles.', givenOn: '2026-11-18', usableFrom: '2026-12-03' },
    };
    expect(statementParagraphs(notice, money).slice(0, 3)).toEqual([
      'Harbour Build Ltd gives Kauri Interiors Ltd notice, under section 18D of the Construction Contracts Act 2002, that it intends to use up to $50.00 of the retention money it holds on trust for Kauri Interiors Ltd under Fit-out to remedy these defects or this non-performance: Cracked tiles.',
      "The notice is given on 2026-11-18. The money will not be used before 2026-12-03, after 10 working days' notice.",
      'Held on trust now: $100.00 (withheld $100.00, released $0.00, used $0.00).',
    ]);
  });
});
