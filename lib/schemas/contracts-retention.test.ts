import { describe, expect, it } from 'vitest';
import { ZRetention } from './contracts-retention';

const base = {
  firstpercent: '5',
  firstamount: '25,000',
  pcd_percent: '50',
  dlppercent: '50',
  dlpdays: '365',
};

describe('ZRetention (spec §5 contract save rules)', () => {
  it.each<[Record<string, string>, Record<string, unknown>, string]>([
    // [typed, stored, source]
    [
      { retention_type: 'fixed', ...base },
      { firstBps: 500, firstAmount: 2_500_000, maximumBps: null },
      '§5: dollars → cents, percent → bps',
    ],
    [
      { retention_type: 'contract', ...base, maximum_percent: '5' },
      { firstAmount: 0, maximumBps: 500 },
      '§5: the first amount is left out for the contract type',
    ],
    [
      { retention_type: 'fixed', ...base, firstnextpercent: '5', firstnextamount: '1' },
      { firstNextBps: null, firstNextAmount: null },
      'tiers belong to the scale only',
    ],
    [
      {
        retention_type: 'scale',
        ...base,
        firstnextpercent: '2.5',
        firstnextamount: '800,000.00',
        excesspercent: '1.75',
        maximum_amount: '200,000',
      },
      {
        firstNextBps: 250,
        firstNextAmount: 80_000_000,
        excessBps: 175,
        maximumAmount: 20_000_000,
        maximumBps: null,
      },
      'NZS 3910 style scale',
    ],
    [
      { retention_type: 'fixed', ...base, release_dlp_type: 'date', dlp_date: '2028-01-31' },
      { dlpDays: null, releaseDlpType: 'date' },
      'DLP by date keeps no day count',
    ],
  ])('%j → %j (%s)', (typed, stored) => {
    expect(ZRetention.parse(typed).rule).toMatchObject(stored);
  });

  it('keeps the PCD date, and the DLP date only when the DLP ends on a date', () => {
    const days = ZRetention.parse({
      retention_type: 'fixed',
      ...base,
      pcd_date: '2027-03-31',
      dlp_date: '2028-01-31',
    });
    expect([days.pcdDate, days.dlpDate]).toEqual(['2027-03-31', null]);
    const date = ZRetention.parse({
      retention_type: 'fixed',
      ...base,
      release_dlp_type: 'date',
      dlp_date: '2028-01-31',
    });
    expect(date.dlpDate).toBe('2028-01-31');
  });

  it('type none needs nothing else', () => {
    expect(ZRetention.parse({ retention_type: 'none' }).rule.type).toBe('none');
  });

  it.each<[Record<string, string>, string, string]>([
    [{ retention_type: 'fixed', ...base, firstamount: '' }, 'firstamount', 'Enter the amount'],
    [
      { retention_type: 'scale', ...base, secondnextpercent: '5' },
      'secondnextamount',
      'Enter both the percentage and the amount of this tier',
    ],
    [
      { retention_type: 'fixed', ...base, pcd_percent: '60' },
      'dlppercent',
      'The releases at PCD and at the end of the DLP cannot add up to more than 100%',
    ],
    [{ retention_type: 'fixed', ...base, dlpdays: '' }, 'dlpdays', 'Enter the length of the DLP in days'],
    [
      { retention_type: 'fixed', ...base, release_dlp_type: 'date' },
      'dlp_date',
      'Enter the date the DLP ends',
    ],
    [
      { retention_type: 'fixed', ...base, firstpercent: '-5' },
      'firstpercent',
      'Enter a number that is not negative',
    ],
  ])('refuses %j: %s', (typed, field, message) => {
    const result = ZRetention.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });
});
