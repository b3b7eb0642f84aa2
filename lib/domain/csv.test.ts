import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CSV_ERRORS, parseCsv } from './csv';

describe('parseCsv (RFC 4180)', () => {
  it.each<[string, string, string[][]]>([
    // [source, text, records]
    [
      '§2.1: records end with CRLF',
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      '§2.2: the last record may lack a line break',
      'a,b\r\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['§2.4: spaces are part of a field', ' a , b ', [[' a ', ' b ']]],
    ['§2.4: empty fields', ',,', [['', '', '']]],
    ['§2.5: fields may be quoted', '"a","b"', [['a', 'b']]],
    ['§2.6: commas and line breaks in quotes', '"a,b","c\r\nd"\r\ne', [['a,b', 'c\r\nd'], ['e']]],
    ['§2.7: a doubled quote is one quote', '"say ""hi"""', [['say "hi"']]],
    ['an empty quoted field', '"",x', [['', 'x']]],
    ['LF line breaks (Unix tools)', 'a\nb\n', [['a'], ['b']]],
    ['CR line breaks (old Mac)', 'a\rb', [['a'], ['b']]],
    ['a UTF-8 byte-order mark is skipped (Excel)', '\uFEFFa,b', [['a', 'b']]],
    ['a blank line is an empty record', 'a\n\nb', [['a'], [''], ['b']]],
    ['nothing at all', '', []],
  ])('%s', (_source, text, expected) => {
    const { records, problems } = parseCsv(text);
    expect(problems).toEqual([]);
    expect(records.map((r) => r.fields)).toEqual(expected);
  });

  it('numbers each record by the line it starts on, counting line breaks inside quotes', () => {
    const { records } = parseCsv('h\r\n"two\r\nlines"\r\nthird\n"a\nb\rc"\nlast');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4, 5, 8]);
  });

  it.each([
    ['a quote inside a plain value', 'ok\nab"c,d\nnext', 2, CSV_ERRORS.quoteInValue],
    ['text after a closing quote', 'ok\n"ab"c,d\nnext', 2, CSV_ERRORS.textAfterQuote],
  ])('reports %s on its line and carries on', (_label, text, line, message) => {
    const { records, problems } = parseCsv(text);
    expect(problems).toEqual([{ line, message }]);
    expect(records.map((r) => r.fields)).toEqual([['ok'], ['next']]);
  });

  it('reports a record holding a control character (NUL) on its line and skips the whole record', () => {
    const { records, problems } = parseCsv('ok\n"a\u0000\nb",c\ntab\tkept');
    expect(problems).toEqual([{ line: 2, message: CSV_ERRORS.unsafeText }]);
    expect(records.map((r) => r.fields)).toEqual([['ok'], ['tab\tkept']]);
  });

  it('reports an unclosed quote at the line it opens; it runs to the end of the file', () => {
    expect(parseCsv('a\n"b,c\nd\ne')).toEqual({
      records: [{ line: 1, fields: ['a'] }],
      problems: [{ line: 2, message: CSV_ERRORS.unclosedQuote }],
    });
    expect(parseCsv('a\n"')).toMatchObject({ problems: [{ line: 2, message: CSV_ERRORS.unclosedQuote }] });
  });

  const field = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\n', '\r\n', 'é') });
  const table = fc.array(fc.array(field, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 });

  it('property: what a spreadsheet writes (every field quoted) reads back unchanged', () => {
    fc.assert(
      fc.property(table, fc.constantFrom('\r\n', '\n'), (rows, eol) => {
        const text = rows.map((r) => r.map((f) => `"${f.replaceAll('"', '""')}"`).join(',')).join(eol);
        const { records, problems } = parseCsv(text);
        expect(problems).toEqual([]);
        expect(records.map((r) => r.fields)).toEqual(rows);
      }),
    );
  });

  it('property: never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' ') }), (text) => {
        const { records, problems } = parseCsv(text);
        for (const r of [...records, ...problems]) expect(r.line).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
