// Bank lines matched to the deposits of the retention ledgers (lib/domain/bank-line-matching.ts).
import { describe, expect, it } from 'vitest';
import { MATCH_DAYS, matchBankLines, type MatchableDeposit, type MatchableLine } from './bank-line-matching';

const line = (id: string, on: string, amount: number, description = ''): MatchableLine => ({
  id,
  on,
  amount,
  description,
});
const deposit = (
  id: string,
  on: string,
  amount: number,
  reference: string | null = null,
): MatchableDeposit => ({
  id,
  on,
  amount,
  reference,
});

describe('matchBankLines', () => {
  it.each([
    {
      case: 'the same amount on the same day',
      lines: [line('l1', '2026-10-16', 1_250_00)],
      deposits: [deposit('d1', '2026-10-16', 1_250_00)],
      expected: [['l1', 'd1']],
    },
    {
      case: `${MATCH_DAYS} days apart, either way`,
      lines: [line('l1', '2026-10-19', 100_00), line('l2', '2026-10-13', 200_00)],
      deposits: [deposit('d1', '2026-10-16', 100_00), deposit('d2', '2026-10-16', 200_00)],
      expected: [
        ['l1', 'd1'],
        ['l2', 'd2'],
      ],
    },
    {
      case: `${MATCH_DAYS + 1} days apart: no match`,
      lines: [line('l1', '2026-10-20', 100_00)],
      deposits: [deposit('d1', '2026-10-16', 100_00)],
      expected: [],
    },
    {
      case: 'another amount: no match',
      lines: [line('l1', '2026-10-16', 100_01)],
      deposits: [deposit('d1', '2026-10-16', 100_00)],
      expected: [],
    },
    {
      case: 'a line paid out is never a deposit',
      lines: [line('l1', '2026-10-16', -100_00)],
      deposits: [deposit('d1', '2026-10-16', 100_00)],
      expected: [],
    },
    {
      case: 'the reference in the description, in any case and spacing',
      lines: [line('l1', '2026-10-16', 100_00, 'Harbour Build dep-2 retention')],
      deposits: [deposit('d1', '2026-10-16', 100_00, 'DEP 2')],
      expected: [['l1', 'd1']],
    },
    {
      case: 'a reference the description does not contain: no match',
      lines: [line('l1', '2026-10-16', 100_00, 'Harbour Build DEP 3')],
      deposits: [deposit('d1', '2026-10-16', 100_00, 'DEP 2')],
      expected: [],
    },
    {
      case: 'a reference against no description, or no reference: amount and day decide',
      lines: [line('l1', '2026-10-16', 100_00), line('l2', '2026-10-16', 200_00, 'anything')],
      deposits: [deposit('d1', '2026-10-16', 100_00, 'DEP 2'), deposit('d2', '2026-10-16', 200_00)],
      expected: [
        ['l1', 'd1'],
        ['l2', 'd2'],
      ],
    },
    {
      case: 'two equal deposits: each line the closest by day, each deposit once',
      lines: [
        line('l1', '2026-10-17', 100_00),
        line('l2', '2026-10-17', 100_00),
        line('l3', '2026-10-17', 100_00),
      ],
      deposits: [deposit('d1', '2026-10-15', 100_00), deposit('d2', '2026-10-18', 100_00)],
      expected: [
        ['l1', 'd2'],
        ['l2', 'd1'],
      ],
    },
    {
      case: 'equally close: the earlier deposit',
      lines: [line('l1', '2026-10-17', 100_00)],
      deposits: [deposit('d2', '2026-10-18', 100_00), deposit('d1', '2026-10-16', 100_00)],
      expected: [['l1', 'd1']],
    },
  ])('$case', ({ lines, deposits, expected }) => {
    expect(matchBankLines(lines, deposits).map((m) => [m.lineId, m.entryId])).toEqual(expected);
  });
});
