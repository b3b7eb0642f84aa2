// The countries ClaimCert serves (spec §1) and the defaults a new account in each starts with.
// GST/VAT rates are integer percents (spec §5): NZ GST 15, AU GST 10, UK VAT 20, KSA VAT 15, UAE VAT 5.

export interface CountryInfo {
  iso: 'NZ' | 'AU' | 'GB' | 'SA' | 'AE';
  name: string;
  currency: string;
  defaultTimeZone: string;
  gstPercent: number;
  /** What the sales tax is called on documents. */
  taxName: 'GST' | 'VAT';
}

export const COUNTRY_INFO: readonly CountryInfo[] = [
  {
    iso: 'NZ',
    name: 'New Zealand',
    currency: 'NZD',
    defaultTimeZone: 'Pacific/Auckland',
    gstPercent: 15,
    taxName: 'GST',
  },
  {
    iso: 'AU',
    name: 'Australia',
    currency: 'AUD',
    defaultTimeZone: 'Australia/Sydney',
    gstPercent: 10,
    taxName: 'GST',
  },
  {
    iso: 'GB',
    name: 'United Kingdom',
    currency: 'GBP',
    defaultTimeZone: 'Europe/London',
    gstPercent: 20,
    taxName: 'VAT',
  },
  {
    iso: 'SA',
    name: 'Saudi Arabia',
    currency: 'SAR',
    defaultTimeZone: 'Asia/Riyadh',
    gstPercent: 15,
    taxName: 'VAT',
  },
  {
    iso: 'AE',
    name: 'United Arab Emirates',
    currency: 'AED',
    defaultTimeZone: 'Asia/Dubai',
    gstPercent: 5,
    taxName: 'VAT',
  },
];

export function countryInfo(iso: CountryInfo['iso']): CountryInfo {
  const found = COUNTRY_INFO.find((c) => c.iso === iso);
  if (!found) throw new RangeError(`Unknown country ${iso}`);
  return found;
}
