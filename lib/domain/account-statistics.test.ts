import { describe, expect, it } from 'vitest';
import { issuedAmount, totalsByCurrency } from './account-statistics';
import { computeClaimTotals } from './claim-totals';

describe('issued amounts', () => {
  it('is the total including GST when no document has a CIS deduction', () => {
    expect(issuedAmount({ totalInclGst: 1_150_000, registeredLabour: [], unregisteredLabour: [] })).toBe(
      1_150_000,
    );
  });

  it('deducts each CIS document’s own rounded deduction: 20 % registered, 30 % unregistered', () => {
    // 20 % of $0.03 is 0.6 c → 1 c, twice: 2 c (the rate on the summed labour, 1.2 c, would give 1 c).
    // 30 % of $1,000.05 is 30,001.5 c → 30,002 c.
    expect(
      issuedAmount({ totalInclGst: 500_000, registeredLabour: [3, 3], unregisteredLabour: [100_005] }),
    ).toBe(500_000 - 2 - 30_002);
  });

  it('agrees with the amount due of the documents themselves (claim-totals.ts)', () => {
    const doc = (labour: number, cisStatus: 'registered' | 'unregistered') =>
      computeClaimTotals({
        items: [
          {
            id: 'a',
            parentId: null,
            kind: 'base',
            valueType: 'lump',
            rate: 0,
            quantity: 100,
            lumpTotal: 1_234_567,
            isProvisional: false,
            excludeRetention: false,
            onSite: true,
            approval: null,
            toDate: { by: 'value', value: 1_234_567 },
            previous: 0,
            approvedToDate: 0,
            certifiedToDate: 0,
          },
        ],
        certifyPendingVariation: false,
        retention: null,
        previous: { gross: 0, retained: 0, pcdReleased: 0, dlpReleased: 0 },
        lessPrevious: { option: 'claimed' },
        gstPercent: 20,
        cisStatus,
        labourElementThisClaim: labour,
        domesticReverseCharge: false,
      });
    const a = doc(333_333, 'registered');
    const b = doc(777_777, 'unregistered');
    expect(
      issuedAmount({
        totalInclGst: a.totalInclGst + b.totalInclGst,
        registeredLabour: [333_333],
        unregisteredLabour: [777_777],
      }),
    ).toBe(a.amountDue + b.amountDue);
  });
});

describe('totals by currency', () => {
  it('lists the account currency first, at zero when nothing is in it', () => {
    expect(totalsByCurrency('NZD', [])).toEqual([{ currency: 'NZD', cents: 0 }]);
  });

  it('adds each currency apart and lists the others in code order', () => {
    expect(
      totalsByCurrency('NZD', [
        { currency: 'GBP', cents: 5 },
        { currency: 'NZD', cents: 100 },
        { currency: 'AUD', cents: 7 },
        { currency: 'NZD', cents: 23 },
        { currency: 'GBP', cents: -2 },
      ]),
    ).toEqual([
      { currency: 'NZD', cents: 123 },
      { currency: 'AUD', cents: 7 },
      { currency: 'GBP', cents: 3 },
    ]);
  });
});
