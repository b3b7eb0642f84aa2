import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { INPUT_ERRORS, parseMoney, parsePercent, parseQuantity, parseRate } from './numbers-input';
import { toInputString } from './money-format';

describe('parseMoney', () => {
  it.each([
    // [typed, cents, source]
    ['1,234.56', 123456, 'spec §5: comma thousands, dot decimals'],
    ['1234.56', 123456, 'spec §5: thousands separators are optional'],
    ['0.5', 50, 'spec §5 / brief: 0.5 is valid'],
    ['0', 0, 'hand'],
    ['  42 ', 4200, 'surrounding spaces are ignored'],
    ['12,345,678.9', 1234567890, 'hand'],
    ['90,071,992,547,409.91', Number.MAX_SAFE_INTEGER, 'largest exact amount (2^53 − 1 cents)'],
  ])('%j → %s cents (%s)', (typed, cents) => {
    expect(parseMoney(typed)).toEqual({ ok: true, value: cents });
  });

  it.each<[string, string, string]>([
    ['', INPUT_ERRORS.empty, 'empty field'],
    ['   ', INPUT_ERRORS.empty, 'blank field'],
    ['012', INPUT_ERRORS.leadingZero, 'spec §5: no leading zeros'],
    ['00.5', INPUT_ERRORS.leadingZero, 'spec §5: no leading zeros'],
    ['12.345', INPUT_ERRORS.decimals, 'spec §5: amounts are cents, 2 decimals'],
    ['1,23', INPUT_ERRORS.grouping, 'spec §5: commas group thousands'],
    ['1234,567', INPUT_ERRORS.grouping, 'spec §5: commas group thousands'],
    [',123', INPUT_ERRORS.grouping, 'hand'],
    ['0,123', INPUT_ERRORS.grouping, 'hand'],
    ['-5', INPUT_ERRORS.negative, 'negative money only where the caller allows it'],
    ['abc', INPUT_ERRORS.notANumber, 'garbage'],
    ['$12', INPUT_ERRORS.notANumber, 'no currency symbols'],
    ['1.2.3', INPUT_ERRORS.notANumber, 'garbage'],
    ['.5', INPUT_ERRORS.notANumber, 'a whole part is required'],
    ['12.', INPUT_ERRORS.notANumber, 'a dangling dot is a slip'],
    ['1e5', INPUT_ERRORS.notANumber, 'no exponents'],
    ['1 234', INPUT_ERRORS.notANumber, 'no space grouping (§5 says commas)'],
    ['--5', INPUT_ERRORS.notANumber, 'garbage'],
    ['90,071,992,547,409.92', INPUT_ERRORS.tooLarge, 'one cent past 2^53 − 1'],
  ])('%j is refused: %s (%s)', (typed, error) => {
    expect(parseMoney(typed)).toEqual({ ok: false, error });
  });

  it('accepts negatives when the caller allows them', () => {
    expect(parseMoney('-1,234.5', { allowNegative: true })).toEqual({ ok: true, value: -123450 });
    expect(parseMoney('-0', { allowNegative: true })).toEqual({ ok: true, value: 0 });
  });

  it('enforces a maximum with a message naming it', () => {
    expect(parseMoney('1,000.01', { max: 100000 })).toEqual({ ok: false, error: 'Enter 1,000.00 or less' });
    expect(parseMoney('1,000', { max: 100000 })).toEqual({ ok: true, value: 100000 });
  });

  it('property: parse(toInputString(x)) = x for every amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(parseMoney(toInputString(cents), { allowNegative: true })).toEqual({ ok: true, value: cents });
      }),
    );
  });

  it('property: never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseMoney(text, { allowNegative: true });
        if (result.ok) expect(Number.isSafeInteger(result.value)).toBe(true);
        else expect(result.error.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('percent, quantity and rate parsers', () => {
  it.each([
    [parsePercent('12.5'), 1250, 'brief: 12.5% = 1250 bps'],
    [parsePercent('100', { max: 10000 }), 10000, 'hand: 100% is the limit for a retention percent'],
    [parseQuantity('2.5'), 250, 'brief: qty 2.5 = 250'],
    [parseQuantity('-2.5'), -250, 'spec §5: quantities allow negatives'],
    [parseRate('12.34'), 1234, 'brief: rate $12.34 = 1234'],
    [parseRate('-1,000'), -100000, 'spec §5: rates allow negatives'],
  ])('%j → %s (%s)', (result, value) => {
    expect(result).toEqual({ ok: true, value });
  });

  it.each([
    [parsePercent('-5'), INPUT_ERRORS.negative, 'percent is not negative by default'],
    [parsePercent('100.01', { max: 10000 }), 'Enter 100.00 or less', 'hand'],
    [
      parseQuantity('-1', { allowNegative: false }),
      INPUT_ERRORS.negative,
      'a caller may forbid negative qty',
    ],
    [parseRate('1.234'), INPUT_ERRORS.decimals, 'spec §5: rate has 2 decimals'],
  ])('%j → %s (%s)', (result, error) => {
    expect(result).toEqual({ ok: false, error });
  });

  it('property: parse(toInputString(x)) = x for quantities', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (qty) => {
        expect(parseQuantity(toInputString(qty))).toEqual({ ok: true, value: qty });
      }),
    );
  });
});
