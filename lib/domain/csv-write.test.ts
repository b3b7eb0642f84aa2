import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCsv } from './csv';
import { csvField, csvMoney, toCsv } from './csv-write';
import { toInputString } from './money-format';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+64 9 555', "'+64 9 555"],
    ['@cmd', "'@cmd"],
    ['-2+3', "'-2+3"],
    ['-123.45', '-123.45'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('writes null and undefined as empty fields and numbers as they are', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(-5)).toBe('-5');
  });
});

describe('toCsv', () => {
  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', null],
      ]),
    ).toBe('a,b\r\n1,\r\n');
  });

  it('reads back field for field with the RFC 4180 reader (text that is not a formula)', () => {
    const safeText = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(
        fc.array(fc.array(safeText, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const { records, problems } = parseCsv(toCsv(rows));
          expect(problems).toEqual([]);
          expect(records.map((r) => r.fields)).toEqual(rows);
        },
      ),
    );
  });
});

describe('csvMoney', () => {
  it.each([
    [47_728_000, '477280.00'],
    [-5, '-0.05'],
    [0, '0.00'],
    [123_456_789_012, '1234567890.12'],
  ])('%d cents → %s', (cents, expected) => {
    expect(csvMoney(cents)).toBe(expected);
  });

  it('is the input form without its thousands separators, for any amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(csvMoney(cents)).toBe(toInputString(cents).replaceAll(',', ''));
      }),
    );
  });

  it('refuses what is not a whole number of cents, as the input form does', () => {
    for (const bad of [0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => csvMoney(bad)).toThrow(RangeError);
      expect(() => toInputString(bad)).toThrow(RangeError);
    }
  });
});
