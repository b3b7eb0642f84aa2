import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findUnsafeInput, jsonNestsDeeperThan, MAX_INPUT_DEPTH, unsafeTextKind } from './unsafe-input';

const FORBIDDEN_CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, c) => c).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((c) => String.fromCharCode(c));

/** Text as people type it: letters, accents, emoji (surrogate pairs), tabs and line breaks. */
const safeText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\t', '\n', '\r', '\r\n', ' ', 'é', '€', '😀', '𝄞', '\u00a0', '\u200b'),
    fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    fc.integer({ min: 0xa0, max: 0xd7ff }).map((c) => String.fromCharCode(c)),
    fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
  ),
});
const unsafeChar = fc.oneof(
  fc.constantFrom(...FORBIDDEN_CONTROLS).map((c) => [c, 'control'] as const),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => [String.fromCharCode(c), 'surrogate'] as const),
);

/** Parsed JSON whose strings (values and keys) are all safe text. */
const safeJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    safeText,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(safeText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('unsafeTextKind', () => {
  it.each<[string, string, string | null]>([
    // [why, text, kind] — Unicode general category Cc is U+0000–U+001F and U+007F–U+009F.
    ['PostgreSQL refuses NUL in text (issue 16)', 'a\u0000b', 'control'],
    ['escape (C0)', '\u001b[31m', 'control'],
    ['delete', 'x\u007f', 'control'],
    ['next line (C1)', 'x\u0085', 'control'],
    ['the last C1 control', '\u009f', 'control'],
    ['a lone high surrogate', 'a\ud83d', 'surrogate'],
    ['a lone low surrogate', '\ude00b', 'surrogate'],
    ['two high surrogates are no pair', '\ud83d\ud83d', 'surrogate'],
    ['multi-line notes: LF, CRLF and tab', 'line 1\r\nline 2\n\tindented', null],
    ['an emoji is a surrogate pair', 'done 👍', null],
    ['no-break space is text, not control', 'NZ\u00a0$', null],
    ['empty', '', null],
  ])('%s', (_why, text, kind) => {
    expect(unsafeTextKind(text)).toBe(kind);
  });

  it('property: text without a forbidden character passes', () => {
    fc.assert(
      fc.property(safeText, (text) => {
        expect(unsafeTextKind(text)).toBeNull();
      }),
    );
  });

  it('property: one forbidden character anywhere is refused, and named', () => {
    fc.assert(
      fc.property(safeText, unsafeChar, safeText, (before, [char, kind], after) => {
        expect(unsafeTextKind(`${before}${char}${after}`)).toBe(kind);
      }),
    );
  });
});

describe('findUnsafeInput', () => {
  it.each<[string, unknown, ReturnType<typeof findUnsafeInput>]>([
    ['a clean body', { name: 'Kauri', items: [{ note: 'a\nb' }], n: 1, ok: true, x: null }, null],
    ['a top-level string', 'a\u0000', { kind: 'control', path: [] }],
    ['a field', { error_stack: 'a\u0000b' }, { kind: 'control', path: ['error_stack'] }],
    [
      'a nested array item',
      { contacts: [{ name: 'ok' }, { name: 'x\ud800' }] },
      { kind: 'surrogate', path: ['contacts', 1, 'name'] },
    ],
    ['an object key', { ['k\u0000']: 1 }, { kind: 'control', path: ['k\u0000'] }],
  ])('%s', (_label, value, expected) => {
    expect(findUnsafeInput(value)).toEqual(expected);
  });

  const nested = (levels: number): unknown => {
    let value: unknown = 'leaf';
    for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
    return value;
  };

  it(`allows ${MAX_INPUT_DEPTH} levels of objects and arrays and refuses one more`, () => {
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH + 1))).toMatchObject({ kind: 'depth' });
    expect(findUnsafeInput(nested(1_000))).toMatchObject({ kind: 'depth' });
  });

  it('property: JSON-like values with safe strings pass unchanged; one unsafe string is found', () => {
    fc.assert(
      fc.property(safeJson, unsafeChar, (value, [char, kind]) => {
        const copy = structuredClone(value);
        expect(findUnsafeInput(value)).toBeNull();
        expect(value).toEqual(copy);
        expect(findUnsafeInput({ wrap: [value, `x${char}`] })).toEqual({ kind, path: ['wrap', 1] });
      }),
    );
  });
});

describe('jsonNestsDeeperThan', () => {
  it.each<[string, string, boolean]>([
    ['flat', '{"a":1,"b":[1,2]}', false],
    ['exactly the limit', '['.repeat(MAX_INPUT_DEPTH) + ']'.repeat(MAX_INPUT_DEPTH), false],
    ['one over', '['.repeat(MAX_INPUT_DEPTH + 1) + ']'.repeat(MAX_INPUT_DEPTH + 1), true],
    ['siblings do not add up', '[[1],[2],[3]]'.repeat(100), false],
    ['brackets inside strings do not count', JSON.stringify({ a: '['.repeat(100) }), false],
    ['an escaped quote does not end the string', JSON.stringify({ a: '"[[[[' }), false],
    ['deep objects', '{"a":'.repeat(1_000) + '1' + '}'.repeat(1_000), true],
  ])('%s', (_label, text, expected) => {
    expect(jsonNestsDeeperThan(text)).toBe(expected);
  });

  it('property: agrees with the walk of the parsed value', () => {
    fc.assert(
      fc.property(safeJson, fc.integer({ min: 0, max: 6 }), (value, limit) => {
        const text = JSON.stringify(value);
        expect(jsonNestsDeeperThan(text, limit)).toBe(findUnsafeInput(value, limit)?.kind === 'depth');
      }),
    );
  });
});
