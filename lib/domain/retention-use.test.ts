// The notice period before retention money may be used (CCA 2002 s18D: 10 working days' written
// notice; s5 working days; Interpretation Act 2019 s54: the day of the notice is not counted).
// Holidays from lib/domain/working-days.ts's NZ calendar (national holidays).
import { describe, expect, it } from 'vitest';
import { usableFrom } from './retention-use';

describe('usableFrom', () => {
  it.each([
    {
      case: 'a Monday notice: usable the day after the tenth working day',
      givenOn: '2026-03-02',
      // Tue 3 … Fri 6 (4), Mon 9 … Fri 13 (9), Mon 16 March is the tenth.
      expected: '2026-03-17',
    },
    {
      case: 'a Friday notice',
      givenOn: '2026-03-06',
      // Mon 9 … Fri 20 March: the tenth is a Friday, so the money may be used on the Saturday.
      expected: '2026-03-21',
    },
    {
      case: 'Easter inside the period: Good Friday and Easter Monday are not working days',
      givenOn: '2026-03-30',
      // Tue 31 Mar, Wed 1, Thu 2 Apr (3), (Fri 3 Good Friday, Mon 6 Easter Monday), Tue 7 … Fri 10
      // (7), Mon 13, Tue 14, Wed 15: the tenth is Wed 15 April.
      expected: '2026-04-16',
    },
    {
      case: 'the Christmas close (24 December – 5 January) is not counted (s5)',
      givenOn: '2026-12-21',
      // Tue 22, Wed 23 Dec (2); Wed 6, Thu 7, Fri 8 Jan 2027 (5); Mon 11 … Fri 15 (10).
      expected: '2027-01-16',
    },
  ])('$case', ({ givenOn, expected }) => {
    expect(usableFrom(givenOn, 'NZ')).toBe(expected);
  });
});
