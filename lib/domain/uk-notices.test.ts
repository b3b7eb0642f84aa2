import { describe, expect, it } from 'vitest';
import { claimDeadlines } from './claim-deadlines';
import {
  defaultNoticeTiming,
  payLessTiming,
  reckoningDaysBetween,
  ukNoticeParagraphs,
  ukNoticeStatement,
} from './uk-notices';
import { addReckoningDays } from './working-days';

// An English contract without payment terms (the Scheme governs), period to Sat 31 Oct 2026, the
// application served Mon 2 Nov. Scheme Part II para 4: due the later of 7 days after the period
// (Sat 7 Nov) and the claim; s110A(2) / para 9: payment notice 5 days after (Thu 12 Nov); para 8(2):
// final date 17 days after (Tue 24 Nov); s111(5) / para 10: pay less notice 7 days before (Tue 17 Nov).
// No English bank holiday falls in November, so s116 reckoning counts every day.
const deadlinesIn = (jurisdiction: 'GB-ENG' | 'NZ') =>
  claimDeadlines({
    jurisdiction,
    contractSetsTerms: false,
    claimTo: '2026-10-31',
    claimDue: '2026-11-02',
    certDue: '2026-11-20',
    paymentDue: '2026-11-30',
    servedOn: '2026-11-02',
  });
const deadlines = deadlinesIn('GB-ENG');

describe('the pay less notice (HGCRA 1996 s111(3)–(6); Scheme para 10)', () => {
  it('is in time on the last day, 7 days before the final date, and late the day after', () => {
    expect(payLessTiming('GB-ENG', deadlines, '2026-11-17')).toMatchObject({
      deadline: '2026-11-17',
      late: false,
      finalDate: '2026-11-24',
    });
    const late = payLessTiming('GB-ENG', deadlines, '2026-11-18')!;
    expect(late.late).toBe(true);
    expect(late.consequence).toContain('Given after 17 November 2026');
    expect(late.consequence).toContain(
      'notified sum in full by the final date for payment, 24 November 2026',
    );
  });

  it('runs back from the final date a payee’s default notice postponed (s110B(3))', () => {
    expect(payLessTiming('GB-ENG', deadlines, '2026-11-19', '2026-11-27')).toMatchObject({
      deadline: '2026-11-20',
      late: false,
      finalDate: '2026-11-27',
    });
  });

  it('is not given on a claim with no UK deadlines', () => {
    const nz = deadlinesIn('NZ');
    expect(payLessTiming('GB-ENG', nz, '2026-11-03')).toBeNull();
  });
});

describe('the payee’s notice in default of a payment notice (HGCRA 1996 s110B(2)–(3))', () => {
  it('may be given only after the payment-notice date', () => {
    expect(defaultNoticeTiming('GB-ENG', deadlines, '2026-11-12')).toBeNull();
    expect(defaultNoticeTiming('GB-ENG', deadlines, '2026-11-13')).not.toBeNull();
  });

  it('postpones the final date by the days it came after the payment-notice date', () => {
    // Given Sun 15 Nov: 3 days after 12 Nov, so the final date moves from 24 to 27 Nov, and a pay
    // less notice must come 7 days before that, by 20 Nov.
    const t = defaultNoticeTiming('GB-ENG', deadlines, '2026-11-15')!;
    expect(t).toMatchObject({ deadline: '2026-11-12', finalDate: '2026-11-27', late: false });
    expect(t.consequence).toContain('postponed by 3 days to 27 November 2026');
    expect(t.consequence).toContain('pay less notice by 20 November 2026');
  });
});

describe('s116 reckoning between two days', () => {
  it('undoes addReckoningDays, Christmas Day and bank holidays left out', () => {
    for (const n of [1, 5, 17, 40])
      expect(reckoningDaysBetween('2026-12-20', addReckoningDays('2026-12-20', n, 'GB-ENG'), 'GB-ENG')).toBe(
        n,
      );
    // 23 and 24 December count; Christmas Day (Fri 25 Dec 2026) does not.
    expect(reckoningDaysBetween('2026-12-22', '2026-12-25', 'GB-ENG')).toBe(2);
  });
});

describe('the words of a notice', () => {
  const content = {
    kind: 'pay_less_notice' as const,
    jurisdiction: 'GB-ENG' as const,
    payer: 'P',
    payee: 'Q',
    contract: 'C',
    contractNumber: null,
    claimName: 'Application 3',
    certName: 'Payment Notice 3',
    currency: 'GBP',
    sumDue: 123_45,
    basis: 'Measured on site.',
    issuedOn: '2026-11-16',
    deadline: '2026-11-17',
    deadlineSource: 'HGCRA s111',
    late: false,
    finalDate: '2026-11-24',
    consequence: 'X',
  };
  it('name the section and state the sum, the basis and the dates', () => {
    expect(ukNoticeStatement(content)).toContain(
      'pay less notice under section 111(3) of the Housing Grants',
    );
    expect(ukNoticeStatement({ ...content, kind: 'payee_default_notice' })).toContain('section 110B(2)');
    const words = ukNoticeParagraphs(content, (c) => `£${c / 100}`);
    expect(words).toEqual([
      'Date of this notice: 16 November 2026.',
      'Sum the payer considers due: £123.45.',
      'Basis on which that sum is calculated: Measured on site.',
      'Last day for a pay less notice: 17 November 2026 — HGCRA s111.',
      'Final date for payment: 24 November 2026.',
      'X',
    ]);
  });
});
