import { describe, expect, it } from 'vitest';
import { statutoryDeadlines } from './statutory-deadlines';

const summary = (input: Parameters<typeof statutoryDeadlines>[0]) =>
  statutoryDeadlines(input).map((d) => [d.kind, d.date]);

describe('NZ — Construction Contracts Act 2002', () => {
  it('claim served Fri 18 Dec 2026, contract silent: schedule and payment 20 working days later', () => {
    // 21, 22, 23 Dec = 3; closed 24 Dec–5 Jan (s5); 6, 7, 8 Jan = 6; 11–15 = 11; 18–22 = 16; 25–28 Jan = 20.
    const [schedule, payment] = statutoryDeadlines({ jurisdiction: 'NZ', servedOn: '2026-12-18' });
    expect(schedule).toMatchObject({
      kind: 'payment_schedule',
      date: '2027-01-28',
      source: 'CCA 2002 s22(b)(ii): 20 working days after the claim is served',
      statutory: true,
      // s22(b)(i): any time the contract sets replaces it (lib/domain/claim-deadlines.ts).
      cap: false,
    });
    expect(schedule?.consequence).toMatch(/full claimed amount as a debt due/);
    expect(schedule?.consequence).toMatch(/5 working days' notice/);
    expect(payment).toMatchObject({
      kind: 'payment_due',
      date: '2027-01-28',
      source: expect.stringContaining('s18'),
    });
  });
});

describe('Australia — payment schedule, statutory business days, a cap on the contract time', () => {
  it.each([
    // NSW s14(4)(b)(ii): 18 Dec 2025 + 10 business days, 27–31 Dec and 1 Jan out → 9 Jan 2026.
    ['AU-NSW', '2025-12-18', '2026-01-09', 'SOP Act 1999 (NSW) s14(4)(b)(ii): 10 business days'],
    // Vic s15(4)(b)(ii): no blackout, only 25, 26 Dec and 1 Jan out → 6 Jan 2026.
    ['AU-VIC', '2025-12-18', '2026-01-06', 'SOP Act 2002 (Vic) s15(4)(b)(ii): 10 business days'],
    // Qld s76(1)(b): 15 business days with the 22–24 Dec, 27–31 Dec and 2–10 Jan closures.
    ['AU-QLD', '2021-12-21', '2022-02-01', 'BIF Act 2017 (Qld) s76(1)(b): 15 business days'],
  ] as const)('%s served %s → %s', (jurisdiction, servedOn, date, source) => {
    const [schedule] = statutoryDeadlines({ jurisdiction, servedOn });
    expect(schedule).toMatchObject({
      kind: 'payment_schedule',
      date,
      source: expect.stringContaining(source),
      cap: true,
    });
  });

  it('returns nothing yet for states whose Acts are not modelled', () => {
    expect(statutoryDeadlines({ jurisdiction: 'AU-WA', servedOn: '2024-08-31' })).toEqual([]);
  });
});

// The payment due date, checked against the Acts' text:
// - NSW SOP Act 1999 s11(1A): a progress payment "by a principal to a head contractor … becomes due
//   and payable on (a) the date occurring 15 business days after a payment claim is made under Part 3
//   …, except to the extent paragraph (b) applies, or (b) an earlier date as provided in accordance
//   with the terms of the contract"; s11(1B) the same "to a subcontractor" with 20 business days
//   (AustLII, consol_act/bacisopa1999606/s11). A later contract date has no effect: a cap.
// - Qld BIF Act 2017 s73(1): payable "(a) if the contract provides for the matter — on the day on which
//   the payment becomes payable under the contract; or (b) if the contract does not provide for the
//   matter — on the day that is 10 business days after the day a payment claim … is made under part 3"
//   (the section as quoted by sopal.com.au). No cap modelled (README "The deadline rule").
// - Vic SOP Act 2002 s12(1)(b): 10 business days after the claim where the contract makes no express
//   provision (from practitioner summaries, the section's own text not seen; no cap).
// Business days: calendars/au.ts (NSW s4 27–31 Dec; Qld Sch 2 22–24 Dec, 27–31 Dec, 2–10 Jan; Vic
// 22 Dec–10 Jan from 15 April 2026).
describe('Australia — payment due, business days after the claim', () => {
  it.each([
    // Thu 10 Dec 2026: 11, 14–18, 21–24 Dec = 10; 25 Dec holiday, 28–31 shutdown, 1 Jan holiday;
    // 4–8 Jan = 15 → Fri 8 Jan; 11–15 Jan = 20 → Fri 15 Jan.
    ['AU-NSW', 'head_contract', '2026-12-10', '2027-01-08', 's11(1A): 15 business days', true],
    ['AU-NSW', 'subcontract', '2026-12-10', '2027-01-15', 's11(1B): 20 business days', true],
    // Thu 1 Oct 2026, Labour Day Mon 5 Oct out: Fri 2 = 1, 6–9 = 5, 12–16 = 10, 19–23 = 15 → Fri 23 Oct;
    // 26–30 = 20 → Fri 30 Oct.
    ['AU-NSW', 'head_contract', '2026-10-01', '2026-10-23', 's11(1A): 15 business days', true],
    ['AU-NSW', 'subcontract', '2026-10-01', '2026-10-30', 's11(1B): 20 business days', true],
    // Fri 18 Dec 2026: Mon 21 Dec = 1; 22 Dec–10 Jan closed (shutdown and holidays); 11–15 Jan = 6,
    // 18–21 Jan = 10 → Thu 21 Jan 2027, whichever the tier.
    ['AU-QLD', 'head_contract', '2026-12-18', '2027-01-21', 's73(1)(b): 10 business days', false],
    ['AU-QLD', 'subcontract', '2026-12-18', '2027-01-21', 's73(1)(b): 10 business days', false],
    // Wed 1 Apr 2026, Good Friday 3 Apr and Easter Monday 6 Apr out: Thu 2 = 1, 7–10 = 5, 13–17 = 10.
    ['AU-QLD', 'subcontract', '2026-04-01', '2026-04-17', 's73(1)(b): 10 business days', false],
    // Vic's 22 Dec–10 Jan exclusion (in force from 15 April 2026): Mon 21 Dec = 1; 11–15 Jan = 6;
    // 18–21 Jan = 10 → Thu 21 Jan 2027.
    ['AU-VIC', 'subcontract', '2026-12-18', '2027-01-21', 's12(1)(b): 10 business days', false],
    // Wed 3 Jun 2026, King's Birthday Mon 8 Jun out: 4–5 = 2, 9–12 = 6, 15–18 = 10 → Thu 18 Jun.
    ['AU-VIC', 'head_contract', '2026-06-03', '2026-06-18', 's12(1)(b): 10 business days', false],
  ] as const)('%s %s served %s → %s', (jurisdiction, contractTier, servedOn, date, source, cap) => {
    const due = statutoryDeadlines({ jurisdiction, servedOn, contractTier }).find(
      (d) => d.kind === 'payment_due',
    );
    expect(due).toMatchObject({ date, source: expect.stringContaining(source), statutory: true, cap });
    expect(due?.consequence).toMatch(/falls due today/);
  });

  it('an NSW contract whose tier is not given is a subcontract (the column default)', () => {
    const due = statutoryDeadlines({ jurisdiction: 'AU-NSW', servedOn: '2026-12-10' })[1];
    expect(due).toMatchObject({ kind: 'payment_due', date: '2027-01-15' });
  });

  it('NSW names the interest s11(2) gives on an unpaid amount', () => {
    const [, due] = statutoryDeadlines({ jurisdiction: 'AU-NSW', servedOn: '2026-10-01' });
    expect(due?.consequence).toMatch(/interest on it after this date \(s11\(2\)\)/);
  });
});

describe('UK — HGCRA 1996 and the Scheme, s116 reckoning', () => {
  it('Scheme defaults: period ends 31 May 2026, application served 1 June', () => {
    // Due: later of 7 days after 31 May (1–7 Jun → Sun 7 Jun) and 1 Jun. Notice: +5 → 12 Jun.
    // Final: +17 → 24 Jun (no bank holiday). Pay less: 7 days before 24 Jun → 17 Jun.
    expect(summary({ jurisdiction: 'GB-ENG', servedOn: '2026-06-01', periodEnd: '2026-05-31' })).toEqual([
      ['payment_due', '2026-06-07'],
      ['payment_notice', '2026-06-12'],
      ['pay_less_notice', '2026-06-17'],
      ['final_date', '2026-06-24'],
    ]);
  });

  it('a late application makes its own date the due date', () => {
    expect(summary({ jurisdiction: 'GB-WLS', servedOn: '2026-06-20', periodEnd: '2026-05-31' })[0]).toEqual([
      'payment_due',
      '2026-06-20',
    ]);
    expect(summary({ jurisdiction: 'GB-WLS', servedOn: '2026-06-20' })[0]).toEqual([
      'payment_due',
      '2026-06-20',
    ]);
  });

  it('over Christmas, due date from the contract (17 Dec 2026), England', () => {
    // s116(3) leaves out Christmas Day and the bank holidays under the Banking and Financial Dealings
    // Act 1971. Saturday 26 December 2026 is one (Sch 1 para 1: "26th December, if it be not a
    // Sunday"), and Monday 28 December is appointed beside it under s1(3) (calendars/gb.ts).
    // Notice: 18–22 Dec = 5. Final: 18–24 = 7, 25 and 26 out, 27 = 8, 28 out, 29–31 = 11, 1 Jan out,
    // 2–7 Jan = 17. Pay less: back from 7 Jan: 6, 5, 4, 3, 2 = 5, 1 Jan out, 31, 30 Dec = 7.
    const deadlines = statutoryDeadlines({
      jurisdiction: 'GB-ENG',
      servedOn: '2026-12-10',
      contractPaymentDue: '2026-12-17',
    });
    expect(deadlines.map((d) => [d.kind, d.date])).toEqual([
      ['payment_due', '2026-12-17'],
      ['payment_notice', '2026-12-22'],
      ['pay_less_notice', '2026-12-30'],
      ['final_date', '2027-01-07'],
    ]);
    expect(deadlines[0]?.source).toMatch(/s110\(1\)\(a\)/);
    expect(deadlines[1]).toMatchObject({ source: expect.stringMatching(/s110A\(2\)/), cap: true });
    expect(deadlines[3]?.source).toMatch(/para 8\(2\)/);
    expect(deadlines[3]?.consequence).toMatch(/suspend work after 7 days' notice \(s112\)/);
  });

  it("the contract's final date is used when set", () => {
    const deadlines = statutoryDeadlines({
      jurisdiction: 'GB-SCT',
      servedOn: '2026-06-01',
      contractPaymentDue: '2026-06-01',
      contractFinalDate: '2026-06-30',
    });
    expect(deadlines.find((d) => d.kind === 'final_date')).toMatchObject({
      date: '2026-06-30',
      source: expect.stringContaining('s110(1)(b)'),
    });
    expect(deadlines.find((d) => d.kind === 'pay_less_notice')?.date).toBe('2026-06-23');
    expect(deadlines[0]?.source).toContain('Housing Grants');
  });

  it('Northern Ireland cites its own Order and Scheme', () => {
    const [due, notice] = statutoryDeadlines({ jurisdiction: 'GB-NIR', servedOn: '2026-06-01' });
    expect(due?.source).toContain('Northern Ireland');
    expect(notice?.source).toContain('Construction Contracts (Northern Ireland) Order 1997');
  });
});

describe('UAE / Saudi Arabia — FIDIC, contractual not statutory', () => {
  it.each(['AE', 'SA'] as const)(
    '%s: IPC 28 days and payment 56 days after the Statement',
    (jurisdiction) => {
      // 18 Dec + 28 calendar days = 15 Jan; + 56 = 12 Feb.
      const deadlines = statutoryDeadlines({ jurisdiction, servedOn: '2026-12-18' });
      expect(deadlines.map((d) => [d.kind, d.date, d.statutory])).toEqual([
        ['interim_payment_certificate', '2027-01-15', false],
        ['payment_due', '2027-02-12', false],
      ]);
      expect(deadlines[0]?.source).toMatch(/Sub-Clause 14\.6 \(contract term, not statute\)/);
    },
  );
});

describe('validation', () => {
  it('rejects a bad service date or contract date', () => {
    expect(() => statutoryDeadlines({ jurisdiction: 'NZ', servedOn: '2026-13-01' })).toThrow(/servedOn/);
    expect(() =>
      statutoryDeadlines({
        jurisdiction: 'GB-ENG',
        servedOn: '2026-01-05',
        contractPaymentDue: 'next week',
      }),
    ).toThrow(/contractPaymentDue/);
  });
});
