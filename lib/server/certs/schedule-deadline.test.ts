// The payment-schedule deadline of a served claim, as the certificate screens and the issue checks
// read it: the one deadline engine's payment_schedule date (lib/domain/claim-deadlines.ts, whose
// own tests cover the law), counted down, and what a certificate issued on a given day is in law
// and whether it is late.
import { describe, expect, it } from 'vitest';
import { CONTRACT_CLAUSE } from '@/lib/domain/claim-deadlines';
import { statutoryDeadlines } from '@/lib/domain/statutory-deadlines';
import { addWorkingDays, workingDaysBetween } from '@/lib/domain/working-days';
import { issueTiming, scheduleCountdown, scheduleDeadline, type DeadlineClaim } from './schedule-deadline';

const claim = (certDue: string, over: Partial<DeadlineClaim> = {}): DeadlineClaim => ({
  servedOn: '2026-10-30',
  served: true,
  claimTo: '2026-10-31',
  claimDue: '2026-10-30',
  certDue,
  paymentDue: '2026-11-20',
  contractSetsTerms: true,
  contractTier: 'subcontract',
  ...over,
});

describe('scheduleDeadline', () => {
  it("NZ with payment terms: the contract's date, even when later than 20 working days (CCA s22(b)(i))", () => {
    const statutory = addWorkingDays('2026-10-30', 20, 'NZ');
    expect('2027-01-30' > statutory).toBe(true);
    expect(scheduleDeadline('NZ', claim('2027-01-30'))).toMatchObject({
      kind: 'payment_schedule',
      date: '2027-01-30',
      applies: 'contract',
      source: CONTRACT_CLAUSE,
      contract_date: '2027-01-30',
      statutory_date: statutory,
    });
  });

  it('NZ without payment terms: 20 working days after service, whatever date was stored (s22(b)(ii))', () => {
    const d = scheduleDeadline('NZ', claim('2026-11-16', { contractSetsTerms: false }));
    expect(d).toMatchObject({
      date: addWorkingDays('2026-10-30', 20, 'NZ'),
      applies: 'statutory',
      source: 'CCA 2002 s22(b)(ii): 20 working days after the claim is served',
      contract_date: null,
    });
    expect(d.consequence).toContain('liable for the full claimed amount');
  });

  it('AU-NSW: 10 business days caps a longer contract time; a state with no modelled Act keeps the contract', () => {
    expect(scheduleDeadline('AU-NSW', claim('2027-01-30'))).toMatchObject({
      date: addWorkingDays('2026-10-30', 10, 'AU-NSW'),
      applies: 'statutory',
    });
    const wa = scheduleDeadline('AU-WA', claim('2026-11-20'));
    expect(wa).toMatchObject({ date: '2026-11-20', applies: 'contract', statutory_date: null });
    expect(wa.consequence).toContain('No statutory time is modelled');
  });

  it('FIDIC (UAE) without terms: the Interim Payment Certificate 28 days after the Statement', () => {
    expect(scheduleDeadline('AE', claim('2027-01-30', { contractSetsTerms: false }))).toMatchObject({
      kind: 'interim_payment_certificate',
      date: '2026-11-27',
      applies: 'statutory',
    });
  });

  it('before service: counted from the claim due date and estimated', () => {
    const d = scheduleDeadline('NZ', claim('2026-11-16', { served: false, contractSetsTerms: false }));
    expect(d).toMatchObject({ date: addWorkingDays('2026-10-30', 20, 'NZ'), estimated: true });
  });

  it('counts down in working days', () => {
    const c = claim('2026-11-16');
    expect(scheduleCountdown('NZ', c, '2026-11-10').working_days_left).toBe(
      workingDaysBetween('2026-11-10', '2026-11-16', 'NZ'),
    );
    expect(scheduleCountdown('NZ', c, '2026-11-20').working_days_left).toBeLessThan(0);
  });
});

describe('issueTiming', () => {
  const gb = claim('2027-01-30', { paymentDue: '2026-11-10' });
  const uk = statutoryDeadlines({
    jurisdiction: 'GB-ENG',
    servedOn: gb.servedOn,
    periodEnd: gb.claimTo,
    contractPaymentDue: gb.paymentDue,
  });
  const date = (kind: string) => uk.find((d) => d.kind === kind)!.date;

  it('UK: a payment notice in time', () => {
    expect(issueTiming('GB-ENG', gb, date('payment_notice'), true)).toMatchObject({
      notice: 'payment_notice',
      deadline: date('payment_notice'),
      late: false,
    });
  });

  it('UK: after the payment notice date, paying less, it is a pay less notice with its own deadline', () => {
    const after = date('pay_less_notice');
    expect(after > date('payment_notice')).toBe(true);
    expect(issueTiming('GB-ENG', gb, after, true)).toMatchObject({
      notice: 'pay_less_notice',
      deadline: after,
      late: false,
    });
    expect(issueTiming('GB-ENG', gb, date('final_date'), true)).toMatchObject({
      notice: 'pay_less_notice',
      late: true,
    });
    // Paying the claim in full, a late notice is simply a late payment notice.
    expect(issueTiming('GB-ENG', gb, after, false)).toMatchObject({ notice: 'payment_notice', late: true });
  });

  it('NZ: late after the deadline that governs, with its source', () => {
    expect(issueTiming('NZ', claim('2026-11-16'), '2026-11-16', true)).toMatchObject({
      late: false,
      source: CONTRACT_CLAUSE,
    });
    expect(issueTiming('NZ', claim('2026-11-16'), '2026-11-17', true)).toMatchObject({
      notice: 'payment_schedule',
      late: true,
    });
  });
});
