import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareReasons, foldReason, insertReason } from './saved-reasons';

describe('foldReason', () => {
  it.each([
    ['Work not complete', 'work not complete'],
    ['  Work   not\ncomplete ', 'work not complete'],
    ['Cafe\u0301 fit-out', 'café fit-out'],
  ])('%j folds to %j', (text, folded) => {
    expect(foldReason(text)).toBe(folded);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => foldReason(foldReason(s)) === foldReason(s)));
  });
});

describe('insertReason', () => {
  it.each([
    ['', 'Not on site', 'Not on site'],
    ['   ', 'Not on site', 'Not on site'],
    ['Rate as tendered.', 'Not on site', 'Rate as tendered.\nNot on site'],
    ['Rate as tendered.\n', 'Not on site', 'Rate as tendered.\nNot on site'],
    ['Not  on site', 'not on site', 'Not  on site'],
  ])('%j + %j → %j', (current, saved, expected) => {
    expect(insertReason(current, saved)).toBe(expected);
  });

  it('always keeps what was typed and ends up holding the saved reason', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (current, saved) => {
          const result = insertReason(current, saved);
          expect(result.startsWith(current.trimEnd())).toBe(true);
          expect(foldReason(result)).toContain(foldReason(saved));
        },
      ),
    );
  });
});

describe('compareReasons', () => {
  it('orders as a person reads: case aside, numbers by value', () => {
    const texts = ['item 10', 'Item 2', 'apple'].map((text) => ({ text }));
    expect(texts.sort(compareReasons).map((r) => r.text)).toEqual(['apple', 'Item 2', 'item 10']);
  });
});
