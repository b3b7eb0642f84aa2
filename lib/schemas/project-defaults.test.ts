import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_TERMS } from '@/lib/domain/due-dates';
import { ZPaymentTerms, ZRetention } from './project-defaults';
import { ZMoneyField, ZPercentField, ZWholeNumberField } from './typed-numbers';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

describe('typed number fields', () => {
  it.each<[unknown, number | null]>([
    ['200,000.00', 20_000_000],
    ['12.5', 1250],
    [' 7 ', 700],
    [1234, 1234],
    ['', null],
    [null, null],
    [undefined, null],
  ])('money %j → %j', (input, expected) => {
    expect(ZMoneyField.parse(input)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['12.345', 'Use at most 2 decimal places'],
    ['012', 'Remove the leading zero (write 12, not 012)'],
    ['-5', 'Enter a number that is not negative'],
    [1.5, 'Enter a whole number from 0 to 10000000000000'],
    [true, 'Invalid input'],
  ])('money %j is refused: %s', (input, message) => {
    expect(issues(ZMoneyField.safeParse(input))).toEqual([expect.stringContaining(message)]);
  });

  it('caps a percentage at 100 %', () => {
    expect(ZPercentField.parse('100')).toBe(10_000);
    expect(issues(ZPercentField.safeParse('100.01'))).toEqual([': Enter 100.00 or less']);
  });

  it('takes whole numbers as numbers or digits only', () => {
    const days = ZWholeNumberField(0, 366);
    expect(days.parse('20')).toBe(20);
    expect(days.parse(0)).toBe(0);
    for (const bad of ['2.5', '1e3', '-1', 367, 'twenty']) expect(days.safeParse(bad).success).toBe(false);
  });
});

const base = { pcd_percent: '50', dlppercent: '50', release_dlp_type: 'days', dlpdays: '365' } as const;

describe('ZRetention', () => {
  it('needs nothing more for type none', () => {
    expect(ZRetention.safeParse({ retention_type: 'none' }).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'contract without its percent',
      { retention_type: 'contract' },
      ['firstpercent: Enter the retention percent'],
    ],
    [
      'contract with a cap over 100 %',
      { retention_type: 'contract', firstpercent: '10', maximum: '100.01' },
      ['maximum: Enter 100.00 or less'],
    ],
    [
      'fixed without its cap',
      { retention_type: 'fixed', firstpercent: '5' },
      ['firstamount: Enter the most that may be retained'],
    ],
    [
      'scale with half a tier',
      { retention_type: 'scale', firstpercent: '10', firstamount: '200,000', firstnextpercent: '5' },
      ['firstnextamount: Enter the amount'],
    ],
    [
      'scale with the third tier but not the second',
      {
        retention_type: 'scale',
        firstpercent: '10',
        firstamount: '200,000',
        firstnextpercent: '5',
        firstnextamount: '100',
        thirdnextpercent: '1',
        thirdnextamount: '100',
      },
      ['thirdnextpercent: Fill in the tiers in order'],
    ],
  ])('%s', (_label, fields, expected) => {
    expect(issues(ZRetention.safeParse({ ...base, ...fields }))).toEqual(expected);
  });

  it('releases must be given (0 % is fine), may not pass 100 %, and DLP days go with release by days', () => {
    const fixed = { retention_type: 'fixed', firstpercent: '5', firstamount: '25,000' };
    expect(ZRetention.safeParse({ ...fixed, ...base, pcd_percent: '0', dlppercent: '100' }).success).toBe(
      true,
    );
    expect(issues(ZRetention.safeParse({ ...fixed, ...base, pcd_percent: '' }))).toEqual([
      'pcd_percent: Enter the percent released at practical completion',
    ]);
    expect(issues(ZRetention.safeParse({ ...fixed, ...base, dlppercent: '51' }))).toEqual([
      'dlppercent: The releases at practical completion and after the DLP cannot add up to more than 100%',
    ]);
    expect(issues(ZRetention.safeParse({ ...fixed, ...base, dlpdays: '' }))).toEqual([
      'dlpdays: Enter the defects liability period in days',
    ]);
    expect(ZRetention.safeParse({ ...fixed, ...base, dlpdays: '', release_dlp_type: 'date' }).success).toBe(
      true,
    );
  });
});

describe('ZPaymentTerms', () => {
  it('accepts the §9 defaults and typed day counts', () => {
    expect(ZPaymentTerms.parse({ ...DEFAULT_PAYMENT_TERMS, cert_due_days: '10' })).toEqual({
      ...DEFAULT_PAYMENT_TERMS,
      cert_due_days: 10,
    });
  });

  it('needs a day of the month (1–31) for the day-of-month terms, and every day count', () => {
    expect(issues(ZPaymentTerms.safeParse({ ...DEFAULT_PAYMENT_TERMS, payment_due_days: 32 }))).toEqual([
      'payment_due_days: Enter a day of the month, 1 to 31',
    ]);
    expect(issues(ZPaymentTerms.safeParse({ ...DEFAULT_PAYMENT_TERMS, claim_due_days: '' }))).toEqual([
      'claim_due_days: Enter a number of days',
    ]);
  });
});
