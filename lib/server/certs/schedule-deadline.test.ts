// The payment-schedule deadline of a served claim: the earlier of the contract's cert due date and
// the statutory time (lib/domain/statutory-deadlines.ts), which one applies, and what a
// certificate issued on a given day is in law and whether it is late.
import { describe, expect, it } from 'vitest';
import { statutoryDeadlines } from '@/lib/domain/statutory-deadlines';
import { addWorkingDays, workingDaysBetween } from '@/lib/domain/working-days';
import { issueTiming, scheduleCountdown, scheduleDeadline, type DeadlineClaim } from './schedule-deadline';

const claim = (certDue: string, over: Partial<DeadlineClaim> = {}): DeadlineClaim => ({
  servedOn: '2026-10-30',
  claimTo: '2026-10-31',
  certDue,
  paymentDue: '2026-11-20',
  ...over,
});

describe('scheduleDeadline', () => {
  it('NZ: the contract date when it is the earlier (CCA s22(b)), saying so', () => {
    const statutory = addWorkingDays('2026-10-30', 20, 'NZ');
    const d = scheduleDeadline('NZ', claim('2026-11-16'));
    expect(d).toMatchObject({
      kind: 'payment_schedule',
      date: '2026-11-16',
      applies: 'contract',
      contract_date: '2026-11-16',
      statutory_date: statutory,
    });
    expect(d.source).toContain(`earlier than the statutory deadline of ${statutory}`);
    expect(d.consequence).toContain('liable for the full claimed amount');
  });

  it('NZ: 20 working days after service when the contract gives longer', () => {
    const d = scheduleDeadline('NZ', claim('2027-01-30'));
    expect(d).toMatchObject({
      date: addWorkingDays('2026-10-30', 20, 'NZ'),
      applies: 'statutory',
      source: 'Construction Contracts Act 2002 (NZ) s22(b)(ii): 20 working days after the claim is served',
    });
  });

  it('AU-NSW: 10 business days; a state with no modelled Act falls back to the contract', () => {
    expect(scheduleDeadline('AU-NSW', claim('2027-01-30'))).toMatchObject({
      date: addWorkingDays('2026-10-30', 10, 'AU-NSW'),
      applies: 'statutory',
    });
    const wa = scheduleDeadline('AU-WA', claim('2026-11-20'));
    expect(wa).toMatchObject({ date: '2026-11-20', applies: 'contract', statutory_date: null });
    expect(wa.consequence).toContain('No statutory time is modelled');
  });

  it('FIDIC (UAE): the Interim Payment Certificate 28 days after the Statement', () => {
    expect(scheduleDeadline('AE', claim('2027-01-30'))).toMatchObject({
      kind: 'interim_payment_certificate',
      date: '2026-11-27',
      applies: 'statutory',
    });
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

  it('NZ: late after the deadline that applies', () => {
    expect(issueTiming('NZ', claim('2026-11-16'), '2026-11-16', true).late).toBe(false);
    expect(issueTiming('NZ', claim('2026-11-16'), '2026-11-17', true)).toMatchObject({
      notice: 'payment_schedule',
      late: true,
    });
  });
});
