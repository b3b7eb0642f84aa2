import { describe, expect, it } from 'vitest';
import { certTotals, totalsByCurrency } from './currency-totals';

const cert = (currency: string, certifiedAmount: number | null, paidToDate = 0) => ({
  currency,
  status: certifiedAmount === null ? 'draft' : 'issued',
  certifiedAmount,
  paidToDate,
});

describe('certTotals', () => {
  it('sums issued certificates only into certified and outstanding, and every payment into paid', () => {
    expect(certTotals([cert('NZD', 10_000, 2_500), cert('NZD', null), cert('NZD', 5_001, 5_001)])).toEqual({
      cert_count: 3,
      issued_count: 2,
      certified_amount: 15_001,
      paid_to_date: 7_501,
      outstanding: 7_500,
    });
  });

  it('is all zeros for no certificates', () => {
    expect(certTotals([])).toEqual({
      cert_count: 0,
      issued_count: 0,
      certified_amount: 0,
      paid_to_date: 0,
      outstanding: 0,
    });
  });

  it('refuses a total beyond the safe-integer range rather than lose cents', () => {
    expect(() => certTotals([cert('NZD', Number.MAX_SAFE_INTEGER), cert('NZD', 1)])).toThrow();
  });
});

describe('totalsByCurrency', () => {
  it('never adds amounts of different currencies together', () => {
    const totals = totalsByCurrency([
      cert('NZD', 100),
      cert('AUD', 7),
      cert('NZD', 50, 20),
      cert('GBP', null),
    ]);
    expect(totals.map((t) => [t.currency, t.certified_amount, t.outstanding, t.cert_count])).toEqual([
      ['NZD', 150, 130, 2],
      ['AUD', 7, 7, 1],
      ['GBP', 0, 0, 1],
    ]);
  });

  it("gives each account's currency a total, zero where it holds no certificate", () => {
    const totals = totalsByCurrency([cert('AUD', 7)], ['NZD', 'AUD', 'NZD']);
    expect(totals.map((t) => [t.currency, t.certified_amount, t.cert_count])).toEqual([
      ['NZD', 0, 0],
      ['AUD', 7, 1],
    ]);
  });
});
