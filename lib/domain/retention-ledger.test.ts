// The retention ledger's sums (lib/domain/retention-ledger.ts). Sources: Construction Contracts Act
// 2002 s18C (held on trust from withholding), s18D–s18E (kept in a trust account with a ledger per
// party B and contract), s18FC (records); the rule that a release comes out of the deposit first
// is this product's reading (README "Retention money held on trust").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerBalances, undepositedSince, type RetentionEntry } from './retention-ledger';

let n = 0;
const entry = (kind: RetentionEntry['kind'], amount: number, reverses?: string): RetentionEntry => ({
  id: `e${++n}`,
  kind,
  amount,
  on: '2026-10-01',
  reverses: reverses ?? null,
});

describe('ledgerBalances', () => {
  it.each([
    {
      case: 'two withholdings, one deposited late in part',
      entries: [entry('withheld', 10_000_00), entry('withheld', 5_000_00), entry('deposited', 12_000_00)],
      expected: {
        withheld: 15_000_00,
        released: 0,
        used: 0,
        deposited: 12_000_00,
        held: 15_000_00,
        undeposited: 3_000_00,
      },
    },
    {
      case: 'a release is paid from the deposit first',
      entries: [entry('withheld', 10_000_00), entry('deposited', 6_000_00), entry('released', 5_000_00)],
      expected: {
        withheld: 10_000_00,
        released: 5_000_00,
        used: 0,
        deposited: 1_000_00,
        held: 5_000_00,
        undeposited: 4_000_00,
      },
    },
    {
      case: 'a release larger than the deposit empties it',
      entries: [entry('withheld', 10_000_00), entry('deposited', 2_000_00), entry('released', 5_000_00)],
      expected: {
        withheld: 10_000_00,
        released: 5_000_00,
        used: 0,
        deposited: 0,
        held: 5_000_00,
        undeposited: 5_000_00,
      },
    },
    {
      // CCA s18D: the money may be used to remedy the payee's defects; it leaves the trust account
      // first, as a release does.
      case: 'a use is paid from the deposit first, as a release is',
      entries: [entry('withheld', 10_000_00), entry('deposited', 10_000_00), entry('used', 1_500_00)],
      expected: {
        withheld: 10_000_00,
        released: 0,
        used: 1_500_00,
        deposited: 8_500_00,
        held: 8_500_00,
        undeposited: 0,
      },
    },
    {
      case: 'retention coming down leaves no more deposited than held',
      entries: [entry('withheld', 10_000_00), entry('deposited', 10_000_00), entry('withheld', -4_000_00)],
      expected: {
        withheld: 6_000_00,
        released: 0,
        used: 0,
        deposited: 6_000_00,
        held: 6_000_00,
        undeposited: 0,
      },
    },
  ])('$case', ({ entries, expected }) => {
    expect(ledgerBalances(entries)).toEqual({ balances: expected });
  });

  it('a reversal takes the entry out as if never written', () => {
    const deposit = entry('deposited', 4_000_00);
    expect(ledgerBalances([entry('withheld', 5_000_00), deposit, entry('reversal', 0, deposit.id)])).toEqual({
      balances: {
        withheld: 5_000_00,
        released: 0,
        used: 0,
        deposited: 0,
        held: 5_000_00,
        undeposited: 5_000_00,
      },
    });
  });

  it.each([
    {
      case: 'a release above what is held',
      entries: [entry('withheld', 100), entry('released', 101)],
      field: 'amount',
    },
    {
      case: 'a deposit above what is held',
      entries: [entry('withheld', 100), entry('deposited', 101)],
      field: 'amount',
    },
    {
      case: 'a deposit of nothing',
      entries: [entry('withheld', 100), entry('deposited', 0)],
      field: 'amount',
    },
    { case: 'a negative release', entries: [entry('withheld', 100), entry('released', -1)], field: 'amount' },
    {
      case: 'reversing a withholding',
      entries: [{ ...entry('withheld', 100), id: 'w' }, entry('reversal', 0, 'w')],
      field: 'reverses',
    },
    {
      case: 'reversing nothing',
      entries: [entry('withheld', 100), entry('reversal', 0, 'nope')],
      field: 'reverses',
    },
  ])('refuses $case', ({ entries, field }) => {
    const result = ledgerBalances(entries);
    expect('refusal' in result && result.refusal.field).toBe(field);
  });

  it('refuses reversing the same entry twice', () => {
    const deposit = entry('deposited', 50);
    const result = ledgerBalances([
      entry('withheld', 100),
      deposit,
      entry('reversal', 0, deposit.id),
      entry('reversal', 0, deposit.id),
    ]);
    expect('refusal' in result && result.refusal.field).toBe('reverses');
  });

  it('reversing a deposit after a release: the release came from money never deposited', () => {
    const deposit = entry('deposited', 60);
    const result = ledgerBalances([
      entry('withheld', 100),
      deposit,
      entry('released', 30),
      entry('reversal', 0, deposit.id),
    ]);
    expect(result).toEqual({
      balances: { withheld: 100, released: 30, used: 0, deposited: 0, held: 70, undeposited: 70 },
    });
  });

  it('keeps 0 ≤ deposited ≤ held and held = withheld − released − used, whatever is accepted (property)', () => {
    const kinds = fc.constantFrom<'withheld' | 'released' | 'deposited' | 'used'>(
      'withheld',
      'released',
      'deposited',
      'used',
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(kinds, fc.integer({ min: -5_000, max: 20_000 })), { maxLength: 30 }),
        (steps) => {
          const accepted: RetentionEntry[] = [];
          for (const [kind, amount] of steps) {
            const next = [...accepted, entry(kind, amount)];
            const result = ledgerBalances(next);
            if ('refusal' in result) continue;
            accepted.push(next.at(-1)!);
            const b = result.balances;
            expect(b.held).toBe(b.withheld - b.released - b.used);
            expect(b.held).toBeGreaterThanOrEqual(0);
            expect(b.deposited).toBeGreaterThanOrEqual(0);
            expect(b.deposited).toBeLessThanOrEqual(b.held);
            expect(b.undeposited).toBe(b.held - b.deposited);
          }
        },
      ),
    );
  });
});

describe('undepositedSince', () => {
  const at = (kind: RetentionEntry['kind'], amount: number, on: string): RetentionEntry => ({
    ...entry(kind, amount),
    on,
  });

  it.each([
    {
      case: 'nothing undeposited',
      entries: [at('withheld', 100, '2026-09-30'), at('deposited', 100, '2026-10-02')],
      since: null,
    },
    {
      case: 'deposits cover the oldest first',
      entries: [
        at('withheld', 100, '2026-09-30'),
        at('withheld', 50, '2026-10-31'),
        at('deposited', 120, '2026-11-02'),
      ],
      since: '2026-10-31',
    },
    {
      case: 'none deposited: since the first withholding',
      entries: [at('withheld', 100, '2026-09-30'), at('withheld', 50, '2026-10-31')],
      since: '2026-09-30',
    },
  ])('$case', ({ entries, since }) => {
    const result = ledgerBalances(entries);
    if (!('balances' in result)) throw new Error('refused');
    expect(undepositedSince(entries, result.balances)).toBe(since);
  });
});
