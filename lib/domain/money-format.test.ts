import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatHundredths,
  formatMoney,
  formatPercent,
  toInputString,
  type MoneyFormatOptions,
} from './money-format';

describe('formatMoney', () => {
  it.each<[number, MoneyFormatOptions, string, string]>([
    // [cents, options, expected, source]
    [123456, { currency: 'NZD' }, '$1,234.56', 'spec §9: cents / 100 in the account currency'],
    [-5, { currency: 'NZD' }, '-$0.05', 'hand: a credit of 5 cents'],
    [0, { currency: 'AUD', locale: 'en-AU' }, '$0.00', 'hand'],
    [100, { currency: 'GBP', locale: 'en-GB' }, '£1.00', 'hand'],
    [99_999_900, { currency: 'NZD', compact: true }, '$999,999.00', 'spec §9: not above 999,999'],
    [99_999_999, { currency: 'NZD', compact: true }, '$1M', 'spec §9: 999,999.99 is above 999,999'],
    [123_456_789, { currency: 'NZD', compact: true }, '$1.23M', 'spec §9: shortened above 999,999'],
    [123_456_789, { currency: 'NZD' }, '$1,234,567.89', 'spec §9: only when enable_currency_shorten'],
    [10_000_000_000_000, { currency: 'NZD' }, '$100,000,000,000.00', 'spec §9: 1e11 itself is not over'],
    [
      12_345_678_901_234,
      { currency: 'NZD' },
      '$123,456,789,012…',
      'spec §9: over 1e11 truncated with an ellipsis',
    ],
    [-12_345_678_901_234, { currency: 'NZD' }, '-$123,456,789,012…', 'hand: same for credits'],
    [
      12_345_678_901_234,
      { currency: 'EUR', locale: 'de-DE' },
      '123.456.789.012…\u00a0€',
      'symbol after the number kept',
    ],
    [12_345_678_901_234, { currency: 'NZD', compact: true }, '$123.46B', 'compact needs no truncation'],
    [Number.MAX_SAFE_INTEGER, { currency: 'NZD' }, '$90,071,992,547,409…', 'exact at 2^53 − 1 cents'],
  ])('%s cents, %j → %s (%s)', (cents, options, expected) => {
    expect(formatMoney(cents, options)).toBe(expected);
  });

  it('formats right-to-left currencies in their locale', () => {
    expect(formatMoney(123450, { currency: 'AED', locale: 'ar-AE' })).toContain('1,234.50');
  });

  it('refuses fractional cents', () => {
    expect(() => formatMoney(1.5, { currency: 'NZD' })).toThrow(RangeError);
  });
});

describe('percent, hundredths and input strings', () => {
  it.each([
    [formatPercent(1250), '12.5%', 'brief: 12.5% = 1250 bps'],
    [formatPercent(1000), '10%', 'hand'],
    [formatPercent(175), '1.75%', 'NZS 3910 scale excess rate'],
    [formatHundredths(250), '2.5', 'brief: qty 2.5 = 250'],
    [formatHundredths(-123456789), '-1,234,567.89', 'hand'],
    [toInputString(123456), '1,234.56', 'brief: the plain form the parser reads'],
    [toInputString(5), '0.05', 'hand'],
    [toInputString(-100), '-1.00', 'hand'],
    [toInputString(-12345678), '-123,456.78', 'hand: no comma after the sign'],
  ])('%s = %s (%s)', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('property: compact and full formats keep the sign of the amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.boolean(), (cents, compact) => {
        expect(formatMoney(cents, { currency: 'NZD', compact }).startsWith('-')).toBe(cents < 0);
      }),
    );
  });
});
