import { describe, expect, it } from 'vitest';
import { COUNTRY_INFO, countryInfo } from './countries';

describe('countryInfo', () => {
  it.each([
    // source: IRD (NZ GST 15%), ATO (AU GST 10%), HMRC (UK VAT 20%), ZATCA (KSA VAT 15%), FTA (UAE VAT 5%)
    ['NZ', 'NZD', 15],
    ['AU', 'AUD', 10],
    ['GB', 'GBP', 20],
    ['SA', 'SAR', 15],
    ['AE', 'AED', 5],
  ] as const)('%s uses %s and a %i%% sales tax', (iso, currency, rate) => {
    expect(countryInfo(iso)).toMatchObject({ currency, gstPercent: rate });
  });

  it('lists NZ and AU first, the markets served first (spec §5 phone defaults)', () => {
    expect(COUNTRY_INFO.slice(0, 2).map((c) => c.iso)).toEqual(['NZ', 'AU']);
  });

  it('refuses an unknown country', () => {
    expect(() => countryInfo('US' as never)).toThrow(RangeError);
  });
});
